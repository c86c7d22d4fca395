import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * HTTP over a bare TCP socket, for tests that must send exactly the bytes they
 * mean: fetch and supertest normalise the request target (`//evil.example`,
 * `/a/../b`, `%2e%2e`), refuse or fix odd Host headers and hide aborts.
 */

export interface Listening {
  server: Server;
  port: number;
  close: () => Promise<void>;
}

/** Serves `app` on an ephemeral loopback port (`server` customises the http.Server, e.g. its limits). */
export async function listen(app: RequestListener, server: Server = createServer()): Promise<Listening> {
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The body, de-chunked. */
  body: string;
  /** Everything the server sent, as latin1 (one char per byte). */
  raw: string;
}

/** Parses one HTTP/1.x response (the whole of what a `Connection: close` exchange returned). */
export function parseResponse(bytes: Buffer): RawResponse {
  const raw = bytes.toString('latin1');
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: '', raw };
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = bytes.subarray(Buffer.byteLength(raw.slice(0, end + 4), 'latin1'));
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, body: body.toString('utf8'), raw };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends `bytes` as they are and collects the answer until the server closes the
 * connection (send `Connection: close`) or `timeoutMs` passes (then the socket
 * is destroyed and whatever arrived is parsed).
 */
export function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer (the server closing a bad request) is still an answer.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    // write, not end: a half-closed connection may be dropped before the (asynchronous) answer.
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

/** A request head with CRLFs; `target` and header values go out byte for byte (latin1). */
export function requestHead(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  version = 'HTTP/1.1',
): string {
  const all = { Host: 'localhost', Connection: 'close', ...headers };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${target} ${version}\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** One request with a raw target, e.g. `rawRequest(port, 'GET', '//evil.example/')`. */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawResponse> {
  const withLength =
    body || method === 'POST' ? { 'Content-Length': String(Buffer.byteLength(body, 'latin1')), ...headers } : headers;
  return rawExchange(port, requestHead(method, target, withLength) + body);
}

/** A socket for timing tests: what arrived, and when the server closed it. */
export interface OpenSocket {
  socket: Socket;
  received: () => string;
  closed: Promise<{ at: number; data: string }>;
}

export function openSocket(port: number): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset is what some tests expect
    const closed = new Promise<{ at: number; data: string }>((done) => {
      socket.on('close', () => done({ at: Date.now(), data: Buffer.concat(chunks).toString('latin1') }));
    });
    socket.once('connect', () => resolve({ socket, received: () => Buffer.concat(chunks).toString('latin1'), closed }));
    socket.once('error', reject);
  });
}

/** A Location is on our own origin: one `/` then neither `/` nor `\`, or an absolute URL on `origin`. */
export function isOnSite(location: string, origin: string): boolean {
  if (location.startsWith(`${origin}/`)) return true;
  return /^\/(?![/\\])/.test(location) && ![...location].some((char) => char === '\\' || char.charCodeAt(0) < 0x20);
}

/** Keep-alive connections one client holds open: each asked for `path` once and stays. */
export interface HeldConnections {
  /** Connections that got an answer and are still open. */
  open: () => number;
  /** Connections the server closed (or refused) without an answer. */
  refused: () => number;
  /** Every connection has been answered or closed. */
  settled: Promise<void>;
  release: () => void;
}

export function holdConnections(
  port: number,
  count: number,
  options: { localAddress?: string; path?: string } = {},
): HeldConnections {
  const sockets: Socket[] = [];
  let open = 0;
  let refused = 0;
  const settled = Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: options.localAddress });
      sockets.push(socket);
      socket.on('error', () => {}); // a reset is an answer here
      return new Promise<void>((done) => {
        let answered = false;
        socket.once('connect', () =>
          socket.write(`GET ${options.path ?? '/healthz'} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
        );
        socket.once('data', () => {
          answered = true;
          open += 1;
          done();
        });
        socket.once('close', () => {
          if (answered) open -= 1;
          else refused += 1;
          done();
        });
      });
    }),
  ).then(() => undefined);
  return {
    open: () => open,
    refused: () => refused,
    settled,
    release: () => sockets.forEach((socket) => socket.destroy()),
  };
}
