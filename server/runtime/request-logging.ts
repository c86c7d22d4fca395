import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errSerializer } from './logger';
import { scrubPath } from './scrub-path';

/** An incoming X-Request-Id (from the reverse proxy) is kept when it is a plain token. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Express's compiled 'trust proxy' (TRUST_PROXY): is the hop at `index` (0 = the socket's peer) trusted? */
type TrustFn = (address: string | undefined, index: number) => boolean;

/** Health probes: polled every few seconds, never logged. */
const PROBES = new Set(['/healthz', '/readyz']);

/** What made a request fail (a 5xx, or an answer cut short): logged once, by its completion line. */
interface Failure {
  error: unknown;
  message: string;
  /**
   * The cause is an outage already reported at error level where it is watched (the
   * outbox's `outbox-not-writable` line, at most once a minute): each request it
   * refuses is then a warning, so that a flood of posts is not a flood of error lines.
   */
  reported?: boolean;
}
const failures = new WeakMap<ServerResponse, Failure>();

/**
 * Records why a request is answered with a 5xx instead of logging it on the spot:
 * the request's one completion line then carries the error (with its stack), the
 * message, the status and the request id. Every 5xx is logged exactly once.
 */
export function recordFailure(res: ServerResponse, error: unknown, message: string, reported = false): void {
  failures.set(res, { error, message, reported });
  // pino-http logs a response with `err` at error level even when its status went out as 2xx.
  res.err = error instanceof Error ? error : new Error(String(error));
}

/**
 * The request's id: the proxy's X-Request-Id when the peer is one TRUST_PROXY
 * trusts and the id is a plain token, a new UUID otherwise. Anyone else could
 * choose their id: make `grep <id>` gather their lines with someone else's, or
 * pass for an outbox id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const trusts = (req as Partial<Request>).app?.get('trust proxy fn') as TrustFn | undefined;
  const fromProxy = trusts?.(req.socket.remoteAddress, 0) === true;
  return fromProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** `scheme://authority` of an absolute-form target (`GET http://host/path`): the host is the client's word. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

const loggedPaths = new WeakMap<IncomingMessage, string>();

/**
 * The request's path as its log lines show it (scrubPath: without the query, scrubbed
 * and cut), worked out once per request however many lines name it.
 */
export function loggedPathOf(req: IncomingMessage): string {
  let logged = loggedPaths.get(req);
  if (logged === undefined) {
    const url = ((req as Partial<Request>).originalUrl ?? req.url ?? '/').replace(ABSOLUTE_FORM, '');
    const query = url.indexOf('?');
    logged = scrubPath(query === -1 ? url : url.slice(0, query));
    loggedPaths.set(req, logged);
  }
  return logged;
}

/**
 * pino-http: one line per request when it completes (method, path, status, time,
 * request id), at error level for a 5xx (with the recorded cause), info otherwise.
 * `req.log` is the request's logger: every line it writes carries `reqId`. The id
 * is answered in `X-Request-Id`. Health probes get an id but no log line.
 * Query strings are left out of the line: they may hold what a visitor typed;
 * so may a path, which is scrubbed (scrubPath).
 */
export function requestLogging(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http puts its own `err` serializer on the request lines: ours, which drops a Redis command's arguments.
    serializers: { err: errSerializer },
    genReqId(req, res) {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => PROBES.has(loggedPathOf(req)) },
    customLogLevel: (_req, res, error) => {
      if (!(error || res.err || res.statusCode >= 500)) return 'info';
      return !error && failures.get(res)?.reported ? 'warn' : 'error';
    },
    customSuccessMessage: (req, res) => `${req.method} ${loggedPathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) =>
      failures.get(res)?.message ?? `${req.method} ${loggedPathOf(req)} ${res.statusCode}`,
    customSuccessObject: (req, res, value: { responseTime: number }) => summary(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => ({
      ...summary(req, res, value.responseTime),
      err: failures.get(res)?.error ?? new Error(`answered ${res.statusCode}`),
    }),
  });
  return middleware as unknown as RequestHandler;
}

function summary(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return {
    method: req.method,
    path: loggedPathOf(req),
    status: res.statusCode,
    responseTime,
    // The client went away before the answer was complete.
    ...(res.writableFinished ? {} : { aborted: true }),
    // The client address as the rate limiter sees it (follows TRUST_PROXY).
    remoteAddress: (req as Partial<Request>).ip ?? req.socket.remoteAddress,
  };
}
