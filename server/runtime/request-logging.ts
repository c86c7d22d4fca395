import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errSerializer } from './logger';

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

/** Something@something within a segment: an e-mail address, encoded or not, however odd. */
const EMAIL = /[^\s/@]+@[^\s/@]+/g;
/** An address written to dodge harvesters: `jan.novak(at)seznam.cz`, `[at]`, `{at}`, `(zavináč)`, spaces around. */
const OBFUSCATED_EMAIL = /[^\s/@()[\]{}<>]+\s*[([{<]\s*(?:at|zavin[aá][cč])\s*[)\]}>]\s*[^\s/@]+/gi;
/**
 * Nine digits or more, with the separators people write (`+420 777 123 456`, `777-123-456`,
 * `777.123.456`, `777/123/456`, which a link may carry as `777%2F123%2F456`): a phone number.
 */
const PHONE = /\+?\d(?:[\s()./-]*\d){8,}/g;
/** Longer paths are cut: a log line is not the place for a 16 kB probe. */
const MAX_LOGGED_PATH = 512;

/**
 * A request path as it may be logged: e-mail addresses and phone numbers that
 * someone put in a URL (a mistyped link, a probe) replaced by `[redacted]`,
 * looked for in the decoded path too (`jana%40example.com`), and cut to 512
 * characters. A path with nothing of the kind is logged as it came.
 */
export function scrubPath(path: string): string {
  // Decoded up to three times: `%2540` is an `@` to whoever decodes it twice.
  let decoded = path;
  for (let round = 0; round < 3; round++) {
    const next = decodeLoosely(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const personal = [EMAIL, OBFUSCATED_EMAIL, PHONE].some((pattern) => decoded.search(pattern) !== -1 || path.search(pattern) !== -1);
  const shown = personal ? decoded.replace(EMAIL, '[redacted]').replace(OBFUSCATED_EMAIL, '[redacted]').replace(PHONE, '[redacted]') : path;
  return shown.length > MAX_LOGGED_PATH ? `${shown.slice(0, MAX_LOGGED_PATH)}…` : shown;
}

/** decodeURIComponent, or, for a path it refuses (`%zz`, a broken UTF-8 sequence), its ASCII escapes alone. */
function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
  }
}

function pathOf(req: IncomingMessage): string {
  // An absolute-form target (`GET http://host/path`) is logged by its path: the host is the client's word.
  const url = ((req as Partial<Request>).originalUrl ?? req.url ?? '/').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const query = url.indexOf('?');
  return scrubPath(query === -1 ? url : url.slice(0, query));
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
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req)) },
    customLogLevel: (_req, res, error) => {
      if (!(error || res.err || res.statusCode >= 500)) return 'info';
      return !error && failures.get(res)?.reported ? 'warn' : 'error';
    },
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
