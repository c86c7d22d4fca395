import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

/** An incoming X-Request-Id (e.g. from the reverse proxy) is kept when it is a plain token. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
/** Health probes: polled every few seconds, never logged. */
const PROBES = new Set(['/healthz', '/readyz']);

/** What made a request fail (a 5xx, or an answer cut short): logged once, by its completion line. */
interface Failure {
  error: unknown;
  message: string;
}
const failures = new WeakMap<ServerResponse, Failure>();

/**
 * Records why a request is answered with a 5xx instead of logging it on the spot:
 * the request's one completion line then carries the error (with its stack), the
 * message, the status and the request id. Every 5xx is logged exactly once.
 */
export function recordFailure(res: ServerResponse, error: unknown, message: string): void {
  failures.set(res, { error, message });
  // pino-http logs a response with `err` at error level even when its status went out as 2xx.
  res.err = error instanceof Error ? error : new Error(String(error));
}

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function pathOf(req: IncomingMessage): string {
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * pino-http: one line per request when it completes (method, path, status, time,
 * request id), at error level for a 5xx (with the recorded cause), info otherwise.
 * `req.log` is the request's logger: every line it writes carries `reqId`. The id
 * is answered in `X-Request-Id`. Health probes get an id but no log line.
 * Query strings are left out of the line: they may hold what a visitor typed.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId(req, res) {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req)) },
    customLogLevel: (_req, res, error) => (error || res.err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => failures.get(res)?.message ?? `${req.method} ${pathOf(req)} ${res.statusCode}`,
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
    path: pathOf(req),
    status: res.statusCode,
    responseTime,
    // The client went away before the answer was complete.
    ...(res.writableFinished ? {} : { aborted: true }),
    // The client address as the rate limiter sees it (follows TRUST_PROXY).
    remoteAddress: (req as Partial<Request>).ip ?? req.socket.remoteAddress,
  };
}
