import { createServer, type Server } from 'node:http';

/** How long the HTTP server waits for a client, in milliseconds. */
export interface ServerLimits {
  /** The whole request head must arrive within this (a slowloris sending one header a minute is cut off): 408. */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this: 408. At least `headersTimeoutMs`. */
  requestTimeoutMs: number;
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
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
});

/**
 * The http.Server the app is attached to, with the limits above (tests pass
 * short ones). Node answers a client that is too slow with 408 and closes the
 * connection; a malformed request (bad header bytes, no Host on HTTP/1.1) gets
 * Node's own 400. Neither reaches the app or its error log.
 */
export function createHttpServer(limits: Partial<ServerLimits> = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs } = { ...defaultServerLimits, ...limits };
  return createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: checkIntervalMs,
    // An HTTP/1.1 request without Host is refused by Node with 400 (its default, stated here on purpose).
    requireHostHeader: true,
  });
}
