import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';

/**
 * The request target, before anything reads it. Express's router parses the
 * target itself before it runs the first middleware, and a target it cannot
 * parse (`GET http://[/`) skipped the whole app: Express's own "Cannot GET" 404,
 * no request id, no security headers, no log line. So the app's entry is wrapped:
 *
 * - an origin-form target (`/…`, a path and a query) goes on as it came;
 * - an absolute-form target (`GET http://host/path`, RFC 9112 lets a client send
 *   it) that is a valid http(s) URL goes on as its origin-form, the raw path and
 *   query after the authority, never the parser's normalised path (the
 *   canonical check must see `..` and `//` as sent); the host is ignored;
 * - anything else (`*`, `ftp://…`, `http://[/`, a fragment `/a#b`) goes on as `/`,
 *   marked, and is answered 400 by `refuseUnreadableTargets`, placed after the
 *   request id, the log line and the security headers.
 *
 * `req.originalUrl` keeps what the client sent (the log shows its path).
 */

/** `http://authority`: what is cut off an absolute-form target. A `\` in it is refused (parsers disagree about it). */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;
/**
 * What no origin-form holds (RFC 9112: a path and a query, no fragment, no
 * spaces) and what makes Express's URL parser (parseurl) leave its fast path
 * for Node's url.parse, which throws on some (`//%@host/#x`): such a target is
 * unreadable too.
 */
const NOT_IN_ORIGIN_FORM = /[\t\n\f\r #\u00a0\ufeff]/;

const unreadable = new WeakSet<IncomingMessage>();

/** The target as an origin-form (an absolute form without its scheme and host), or null when it is neither. */
function originFormOf(target: string): string | null {
  let path = target;
  if (!target.startsWith('/')) {
    const absolute = ABSOLUTE_FORM.exec(target);
    if (!absolute || absolute[1]?.includes('\\') || !URL.canParse(target)) return null;
    const rest = target.slice(absolute[0].length);
    path = rest.startsWith('/') ? rest : `/${rest}`;
  }
  return NOT_IN_ORIGIN_FORM.test(path) ? null : path;
}

function readTarget(req: IncomingMessage & { originalUrl?: string }): void {
  const target = req.url ?? '/';
  const originForm = originFormOf(target);
  if (originForm === target) return;
  req.originalUrl = target;
  req.url = originForm ?? '/';
  if (originForm === null) unreadable.add(req);
}

/** `app.handle`: where the app function hands each request to its router (not in Express's typings, stable since Express 3). */
type Handle = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * Makes every request reach the app's middleware with an origin-form `req.url`
 * (see above). The app's entry, not a middleware: the router reads the target
 * before its first middleware runs. The tests (tests/adversarial/canonical-urls)
 * fail should a new Express stop calling it.
 */
export function readRequestTargets(app: Express): void {
  const entry = app as unknown as { handle: Handle };
  const handle = entry.handle.bind(app);
  entry.handle = (req, res, next) => {
    readTarget(req);
    handle(req, res, next);
  };
}

/** A 400 for a target that is neither a path nor an http(s) URL (marked by readRequestTargets). */
export const refuseUnreadableTargets: RequestHandler = (req, _res, next) => {
  if (!unreadable.has(req)) return next();
  next(Object.assign(new Error('request target is neither a path nor an http(s) URL'), { status: 400, expose: true }));
};
