import { isIP, isIPv4, isIPv6 } from 'node:net';
import express from 'express';
import addressparser from 'nodemailer/lib/addressparser';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { z } from 'zod';
import { hasBidiControls } from '../lib/header-text';
import { tooBroadProblem } from './address-ranges';

/** An empty value counts as unset. */
const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Whether nodemailer can read the URL (it throws 'Invalid URL' on some hosts the WHATWG parser accepts). */
function nodemailerReads(value: string): boolean {
  try {
    parseConnectionUrl(value);
    return true;
  } catch {
    return false;
  }
}

/** `smtp://user:pass@host:587` or `smtps://…`, or unset. */
export const smtpUrl = z.preprocess(
  emptyAsUnset,
  z
    .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
    // The URL parser forgives typos (`smtp:/user:pass@host` parses, with no host at all) that nodemailer would not.
    .refine(
      (value) =>
        /^smtps?:\/\/[^/]/i.test(value) &&
        URL.canParse(value) &&
        new URL(value).hostname !== '' &&
        /^\/?$/.test(new URL(value).pathname),
      {
        error: 'expected smtp://user:password@host:port (a password with / @ : or % must be percent-encoded)',
      },
    )
    // nodemailer reads options from the query: `?tls.rejectUnauthorized=false`, `ignoreTLS=true` or
    // `secure=false` would quietly drop the TLS checks, `debug=true` log every message and the password.
    .refine((value) => !/[?#]/.test(value), {
      error:
        'expected smtp://user:password@host:port without a query or fragment (options there could turn off TLS checks)',
    })
    // The WHATWG parser takes hosts (`h%0aost`, `xn--a`) that nodemailer's own refuses, at start-up,
    // with a stack trace that prints the whole URL: read it as nodemailer will, here.
    .refine(nodemailerReads, {
      error:
        'expected smtp://user:password@host:port with a host name of letters, digits, hyphens and dots (or an IP address)',
    })
    .optional(),
);

/**
 * `redis://[:password@]host[:port][/db]` or `rediss://…` (TLS), or unset (the embedded
 * default: everything in this process and DATA_DIR). A database number is the only path.
 */
export const redisUrl = z.preprocess(
  emptyAsUnset,
  z
    .url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })
    .refine(
      (value) =>
        /^rediss?:\/\/[^/]/i.test(value) &&
        URL.canParse(value) &&
        new URL(value).hostname !== '' &&
        /^(\/\d{0,2})?$/.test(new URL(value).pathname),
      {
        error: 'expected redis://[:password@]host:port[/db] (a password with / @ : or % must be percent-encoded)',
      },
    )
    .optional(),
);

/** A URL for the logs: scheme, host and port only (never a user name or password). */
export function urlForLogs(value: string): string {
  const url = new URL(value);
  return `${url.protocol}//${url.host}`;
}

/** A user name or password in a URL: in SITE_URL it breaks every page and is printed in robots.txt and the sitemap; in a link, every visitor sees it. */
const NO_CREDENTIALS = { error: 'must not contain a user name or password' } as const;
const withoutCredentials = (value: string) =>
  URL.canParse(value) && new URL(value).username === '' && new URL(value).password === '';

/**
 * A host name as DNS has it (letters, digits and hyphens in labels of 1–63, an
 * IDN in its xn-- form), an IPv4 address, or an IPv6 one (in brackets when
 * `bracketedIpv6`, as a URL has it). The URL parser takes far more in a host
 * (`h.example"onx=1&y`), and that is printed wherever the address is.
 */
function isHostname(value: string, options: { bracketedIpv6: boolean } = { bracketedIpv6: false }): boolean {
  if (isIPv4(value)) return true;
  if (
    options.bracketedIpv6 ? value.startsWith('[') && value.endsWith(']') && isIPv6(value.slice(1, -1)) : isIPv6(value)
  )
    return true;
  const labels = value.split('.');
  return (
    value.length <= 253 &&
    labels.every(
      (label) =>
        label.length >= 1 &&
        label.length <= 63 &&
        /^[a-z0-9-]+$/i.test(label) &&
        !label.startsWith('-') &&
        !label.endsWith('-'),
    )
  );
}

/** HOST, METRICS_HOST: where to listen, an address or a host name. */
export const listenHost = (defaultValue: string) =>
  z
    .string()
    .trim()
    .min(1)
    .default(defaultValue)
    .refine((value) => isHostname(value), {
      error: 'expected an address such as 0.0.0.0, 127.0.0.1 or ::, or a host name',
    });

/** A whole number in decimal digits (`1e3`, `0x10` or `3000.0` would pass a number parser and mean nothing an operator wrote). */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** SITE_URL: an http(s) origin, written as browsers write it (`https://www.example.cz`: no trailing `/`, no default port). */
export const siteUrl = z
  .url({
    protocol: /^https?$/,
    error: 'expected the public http:// or https:// address, e.g. "https://www.example.cz"',
  })
  .default('http://localhost:3000')
  .refine(withoutCredentials, NO_CREDENTIALS)
  .refine((value) => URL.canParse(value) && !/[?#]/.test(value) && new URL(value).pathname === '/', {
    error: 'expected the site\'s origin only, without a path, query or fragment, e.g. "https://www.example.cz"',
  })
  .refine(
    (value) =>
      URL.canParse(value) &&
      isHostname(new URL(value).hostname, { bracketedIpv6: true }) &&
      new URL(value).port !== '0',
    {
      error:
        'expected a host name of letters, digits, hyphens and dots (or an IP address) and a port from 1, e.g. "https://www.example.cz"',
    },
  )
  // The proxy (deploy/nginx) compares the request's origin with SITE_URL letter by letter and
  // redirects every other to it: a trailing `/` or a default port (`:443`) would never match,
  // and every request would be redirected to itself for ever. So only the origin as written.
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    error: (issue) =>
      `expected the origin exactly as a browser writes it: "${URL.canParse(String(issue.input)) ? new URL(String(issue.input)).origin : 'https://www.example.cz'}" (no trailing /, no default port, a lower-case host)`,
  })
  .transform((value) => new URL(value).origin);

/** `scheme://`, with any number of slashes or backslashes (`smtp:/`, `smtp:\\` are typos we still recognise). */
const SCHEME_PREFIX = /^\s*[a-z][a-z0-9+.-]*:[/\\]+/i;

/**
 * Hides the password of a URL in a configuration value, for error messages: the
 * value is echoed because it is invalid, so it cannot be parsed as a URL and
 * the password may hold anything, `/`, `@`, `:`, `%` included, raw or encoded.
 * Everything between the first `:` after the user and the last `@` is masked
 * (a host or path holds no `@`; if one did, more is masked, never less).
 * Without an `@`, `scheme://user:secret` masks what follows the colon unless it
 * is a port. Values that are not URLs pass unchanged unless they look like
 * `user:secret@host`.
 */
export function maskUrlPassword(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const prefix = SCHEME_PREFIX.exec(value)?.[0] ?? '';
  const rest = value.slice(prefix.length);
  const at = rest.lastIndexOf('@');
  if (at !== -1) {
    const colon = rest.slice(0, at).indexOf(':');
    return colon === -1 ? value : `${prefix}${rest.slice(0, colon + 1)}***${rest.slice(at)}`;
  }
  const colon = rest.indexOf(':');
  if (!prefix || colon === -1 || /^\d*(?:[/?#]|$)/.test(rest.slice(colon + 1))) return value;
  return `${prefix}${rest.slice(0, colon + 1)}***`;
}

/** Mailboxes as they go in a header: `Name <a@b.cz>` or `a@b.cz`, comma separated when `list` is set. */
export function mailboxes(options: { list: boolean }) {
  return (
    z
      .string()
      .trim()
      .min(1)
      .refine((value) => !/[\r\n\0]/.test(value), 'must be on one line')
      // They would change how the header reads (server/lib/header-text.ts).
      .refine(
        (value) => !/\p{Cc}/u.test(value) && !hasBidiControls(value),
        'must hold no control or bidirectional characters',
      )
      // A name like `info@restaurace.cz` would read as the address in a mail client.
      .refine(
        (value) => addressparser(value, { flatten: true }).every((a) => !/[@<>]/.test(a.name)),
        'a display name must hold no @, < or >',
      )
      .refine(
        (value) => {
          const parsed = addressparser(value, { flatten: true });
          const valid = parsed.length > 0 && parsed.every((a) => z.email().safeParse(a.address).success);
          return valid && (options.list || parsed.length === 1);
        },
        options.list
          ? 'expected e-mail addresses, e.g. "info@example.com, events@example.com"'
          : 'expected one e-mail address, e.g. "Restaurace <web@example.com>"',
      )
  );
}

const DURATION = /^(\d+)\s*(ms|s|m|h)?$/i;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** A duration: `10m`, `600s`, `1h`, `250ms` or bare milliseconds (`600000`) → milliseconds. */
export function duration(defaultValue: string, limits: { minMs: number; maxMs: number }) {
  return z
    .string()
    .trim()
    .default(defaultValue)
    .transform((value, ctx) => {
      const match = DURATION.exec(value);
      const ms = match ? Number(match[1]) * UNIT_MS[(match[2]?.toLowerCase() ?? 'ms') as keyof typeof UNIT_MS] : NaN;
      if (!Number.isSafeInteger(ms) || ms < limits.minMs || ms > limits.maxMs) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a duration such as "10m", "600s" or "600000" (milliseconds), between ${limits.minMs} ms and ${limits.maxMs} ms`,
        });
        return z.NEVER;
      }
      return ms;
    });
}

/** What TRUST_PROXY may be: nobody (false), a hop count, or addresses, subnets and preset names. Never `true`. */
export type TrustProxy = false | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(value: string): boolean {
  if (PRESETS.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Why Express (proxy-addr) would refuse the value, or null. Compiled here, in a
 * throw-away app, exactly as the app will compile it: a value that passed the
 * checks above and crashed the app at start-up with an uncaught TypeError
 * (`0.0.0.0/0`, refused by proxy-addr) is a configuration error instead.
 */
function compileProblem(value: TrustProxy): string | null {
  try {
    express().set('trust proxy', value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The largest hop count TRUST_PROXY takes. A count trusts that many hops whatever
 * their addresses: one more than the proxies really in front of the server, and
 * the client's own X-Forwarded-For entry is believed; a large count (1000) believes
 * every entry, as `true` does. No deployment of this site has more than a few
 * proxies in a row (a CDN, a load balancer, nginx): beyond that it is a mistake.
 */
const MAX_TRUSTED_HOPS = 5;

/** TRUST_PROXY: `false`, a hop count (`1`) or a comma list (`loopback, 10.0.0.0/8`). */
export const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'true') {
      // Every peer trusted: anyone who reaches the port sets their own X-Forwarded-For (a fresh rate-limit bucket per request) and -Proto.
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every peer, so anyone could forge X-Forwarded-For; name the proxy instead: its address (e.g. 172.17.0.1) or 1 for one hop',
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const parsed: TrustProxy | null =
      lower === 'false'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : entries.length > 0 && entries.every(isAddressOrSubnet)
            ? entries
            : null;
    const problem = parsed === null ? null : compileProblem(parsed);
    if (parsed === null || problem !== null) {
      const cause = problem === null ? '' : ` (${problem})`;
      ctx.addIssue({
        code: 'custom',
        message: `expected false, a hop count such as 1, or a comma list of addresses, subnets or loopback/linklocal/uniquelocal${cause}`,
      });
      return z.NEVER;
    }
    const tooMuch =
      typeof parsed === 'number' && parsed > MAX_TRUSTED_HOPS
        ? `a hop count above ${MAX_TRUSTED_HOPS} believes X-Forwarded-For entries the client wrote itself, as true would`
        : Array.isArray(parsed)
          ? tooBroadProblem(parsed)
          : null;
    if (tooMuch !== null) {
      ctx.addIssue({
        code: 'custom',
        message: `${tooMuch}; name the proxy instead: its address or network (e.g. 172.17.0.1, 10.0.0.0/8), loopback/linklocal/uniquelocal, or the number of proxies in front (e.g. 1)`,
      });
      return z.NEVER;
    }
    return parsed;
  });
