import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long the HTTP server waits for a client, in milliseconds. */
export interface ServerLimits {
  /** The whole request head must arrive within this (a slowloris sending one header a minute is cut off): 408. */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this: 408. At least `headersTimeoutMs`. */
  requestTimeoutMs: number;
  /**
   * What a route that calls `allowLongRequest(req)` gives its request instead (an upload
   * from a phone: 40 MB on a poor mobile line), counted like `requestTimeoutMs` from the
   * request's first byte. At least `requestTimeoutMs`; when longer, `requestTimeoutMs` is
   * kept by a timer per request, from its head (see createHttpServer).
   */
  longRequestTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this. Above the idle timeout
   * of the load balancers in front (AWS ALB and nginx upstream keep-alive: 60 s),
   * so that the balancer, not the server, closes an idle connection: otherwise a
   * request it sends just as the server closes fails with a 502.
   */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts (its default: 30 s, too coarse for tests). */
  checkIntervalMs: number;
}

export const defaultServerLimits: Readonly<ServerLimits> = Object.freeze({
  headersTimeoutMs: 30_000,
  // A form post is a few kilobytes: a minute is plenty even on a poor mobile line.
  requestTimeoutMs: 60_000,
  // 40 MB (the photo limit) at 1 Mbit/s takes about 5.5 minutes.
  longRequestTimeoutMs: 600_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
});

/**
 * The http.Server the app is attached to, with the limits above (tests pass
 * short ones). Node answers a client that is too slow with 408 and closes the
 * connection; a malformed request (bad header bytes, no Host on HTTP/1.1) gets
 * Node's own 400. Neither reaches the app or its error log.
 *
 * Node has one whole-request timeout for the server, no way to give one route
 * more. So when `longRequestTimeoutMs` is longer, Node's own timeout is that
 * (the ceiling of every request, from its first byte), and every request also
 * gets a timer of `requestTimeoutMs` from its head, which `allowLongRequest`
 * takes away: a body still arriving when it fires is cut as Node cuts one (408
 * if nothing was answered yet, then closed). The head keeps Node's
 * `headersTimeoutMs`, so a request other than the long ones has its head within
 * that and its body within `requestTimeoutMs` after it.
 */
export function createHttpServer(limits: Partial<ServerLimits> = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs, longRequestTimeoutMs } = {
    ...defaultServerLimits,
    ...limits,
  };
  const ceiling = Math.max(requestTimeoutMs, longRequestTimeoutMs);
  const server = createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: ceiling,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: checkIntervalMs,
    // An HTTP/1.1 request without Host is refused by Node with 400 (its default, stated here on purpose).
    requireHostHeader: true,
  });
  if (ceiling > requestTimeoutMs)
    server.on('request', (req: IncomingMessage, res: ServerResponse) => holdToTimeout(req, res, requestTimeoutMs));
  return server;
}

const releaseTimeout = Symbol('release the request timeout');
type WatchedRequest = IncomingMessage & { [releaseTimeout]?: () => void };

/** Cuts `req` off when its body has not all arrived `ms` after its head (Node's answer to a slow request: 408, closed). */
function holdToTimeout(req: WatchedRequest, res: ServerResponse, ms: number): void {
  const { socket } = req;
  const timer = setTimeout(() => {
    if (req.complete || socket.destroyed) return;
    // As Node does: a 408 only when nothing of an answer was sent on it yet.
    if (socket.writable && !res.headersSent) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    socket.destroy();
  }, ms);
  const release = () => {
    clearTimeout(timer);
    socket.off('close', release);
  };
  req[releaseTimeout] = release;
  // Done when the body is in (an answer may come before it: the rest is still read) or the connection is gone.
  req.once('end', release);
  socket.once('close', release);
  res.once('finish', () => req.complete && release());
}

/**
 * This request may take `longRequestTimeoutMs` in all instead of `requestTimeoutMs` (a
 * route that takes an upload calls it before reading the body). Nothing on a server made
 * otherwise (supertest's).
 */
export function allowLongRequest(req: IncomingMessage): void {
  (req as WatchedRequest)[releaseTimeout]?.();
}

/**
 * Connections one client may hold open at once. A browser opens at most six to a
 * host; a few households behind one address (carrier NAT) stay well below this.
 * Far below the descriptor limit of a process (often 1,024 outside a container),
 * so that one client cannot starve every other of connections, or the server of
 * descriptors for its files.
 */
const MAX_CONNECTIONS_PER_PEER = 64;

export interface PeerLimitOptions {
  /** Not capped: the reverse proxy TRUST_PROXY names carries every visitor's connections (it caps them: limit_conn). */
  isTrusted: (address: string) => boolean;
  max?: number;
  /** Connections closed over the cap are said in a warning at most once a minute, with their count. */
  logger: { warn(object: object, message: string): void };
  now?: () => number;
}

/**
 * Caps the connections open at once from one address, for the peers that TRUST_PROXY
 * does not trust: one more is closed as soon as it arrives, before a byte of it is
 * read (no answer, no error line: a client's doing). Idle keep-alive connections
 * count: each holds a descriptor and memory.
 */
export function limitConnectionsPerPeer(
  server: Server,
  { isTrusted, max = MAX_CONNECTIONS_PER_PEER, logger, now = Date.now }: PeerLimitOptions,
): void {
  const open = new Map<string, number>();
  let lastLineAt: number | null = null;
  let refused = 0;
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || isTrusted(peer)) return;
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      refused += 1;
      if (lastLineAt === null || now() - lastLineAt >= 60_000) {
        lastLineAt = now();
        logger.warn(
          { peer, max, refused },
          `connections refused: ${peer} holds ${max} open, the most one client may (${refused} refused since the last such line)`,
        );
        refused = 0;
      }
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}
