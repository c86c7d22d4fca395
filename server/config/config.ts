import path from 'node:path';
import { z } from 'zod';
import {
  duration,
  listenHost,
  mailboxes,
  maskUrlPassword,
  redisUrl,
  siteUrl,
  smtpUrl,
  trustProxy,
  wholeNumber,
  type TrustProxy,
} from './config-values';

/** The link variables of earlier versions: the addresses are content now (content/links.yaml). */
const movedToContent: Record<string, string> = {
  DAILY_MENU_URL: 'dailyMenu',
  FOOD_MENU_URL: 'foodMenu',
  FOOD_MENU_PDF_URL: 'foodMenuPdf',
  MENU_SUBSCRIBE_URL: 'menuSubscribe',
  SOCIAL_URL: 'social',
  RESERVATION_URL: 'reservation',
};

const schema = z.object({
  NODE_ENV: z.string().optional(),
  HOST: listenHost('0.0.0.0'),
  PORT: wholeNumber(0, 65535).default(3000),
  SITE_URL: siteUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailboxes({ list: false }).default('Restaurace Ballon <web@example.com>'),
  MAIL_TO: mailboxes({ list: true }).default('info@example.com'),
  DATA_DIR: z.string().trim().min(1).default('./var'),
  CONTENT_DIR: z.string().trim().min(1).default('./content'),
  MAIL_KEEP_DAYS: wholeNumber(1, 3650).default(30),
  MAIL_ALERT_AFTER: duration('15m', { minMs: 1000, maxMs: 30 * 86_400_000 }),
  MAIL_RATE: wholeNumber(1, 100_000).optional(),
  TRUST_PROXY: trustProxy,
  CONTACT_RATE_LIMIT: wholeNumber(1, 10_000).default(5),
  CONTACT_RATE_WINDOW: duration('10m', { minMs: 1000, maxMs: 86_400_000 }),
  CONTACT_INVALID_RATE_LIMIT: wholeNumber(1, 100_000).default(30),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  METRICS_HOST: listenHost('127.0.0.1'),
  SHUTDOWN_TIMEOUT: duration('10s', { minMs: 1000, maxMs: 600_000 }),
  REDIS_URL: redisUrl,
});

/** What no single variable can say: they must fit together. */
const fitting = schema.refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
  // Both listeners on one port: the second cannot listen, and the fatal error would name neither variable.
  path: ['METRICS_PORT'],
  error: 'must differ from PORT: the metrics have a listener of their own',
});

export interface Config {
  /** Anything but an explicit `NODE_ENV=development` behaves as production. */
  isDevelopment: boolean;
  host: string;
  port: number;
  siteUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Express 'trust proxy': which hops may set X-Forwarded-For (the client address for rate limits). */
  trustProxy: TrustProxy;
  /** Absolute directory for the outbox and the .eml files, and the processed photos. */
  dataDir: string;
  /** Absolute directory of the restaurant's content (YAML and photos), watched for edits. */
  contentDir: string;
  mail: {
    /** null: no SMTP server, each message is written as an .eml file under dataDir/mail. */
    smtpUrl: string | null;
    from: string;
    to: string;
    /** Days a delivered or refused message, its .eml file and its idempotency claim are kept. */
    keepDays: number;
    /** An error is logged when the oldest undelivered message is older than this (ms). */
    alertAfterMs: number;
    /**
     * The morning lunch send's pace, messages per minute across all replicas (server/lunch-mail);
     * null: unpaced. Enquiry and booking e-mails never wait for it (decision 0015).
     */
    rate: number | null;
  };
  contact: {
    /** Submissions per client address per window. */
    rateLimit: number;
    rateWindowMs: number;
    /** Refused (invalid) submissions per client address per window: a separate, higher limit. */
    invalidRateLimit: number;
  };
  /** The Prometheus endpoint's own listener; port null: no metrics. */
  metrics: { host: string; port: number | null };
  /** How long a graceful shutdown may take before the process gives up and exits 1. */
  shutdownTimeoutMs: number;
  /**
   * REDIS_URL, null when unset. Set: the rate limit, the idempotency claims and the mail
   * queue live in Redis, shared by every replica (decision 0013); unset: in this process
   * and DATA_DIR. Holds a password: log it through `urlForLogs` only.
   */
  redisUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment (the only place that does), validates it and freezes it.
 * Throws a ConfigError whose message names the offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  // An empty value counts as unset (`PORT=` in .env, `-e SITE_URL=` in docker run): the default applies.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value === undefined || value.trim() !== ''));
  for (const [name, key] of Object.entries(movedToContent)) {
    if (set[name] !== undefined)
      throw new ConfigError(
        `${name} is no longer read: the address is content now, set \`${key}:\` in links.yaml of the content folder (CONTENT_DIR)`,
      );
  }
  const parsed = fitting.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // Any value may hold a URL with a password (SMTP_URL's, REDIS_URL's, or credentials in a menu URL): masked in every echo.
    const shown = maskUrlPassword(env[name]);
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'} (got ${JSON.stringify(shown)})`);
  }
  const e = parsed.data;
  return Object.freeze({
    isDevelopment: e.NODE_ENV === 'development',
    host: e.HOST,
    port: e.PORT,
    siteUrl: e.SITE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: Array.isArray(e.TRUST_PROXY) ? (Object.freeze([...e.TRUST_PROXY]) as string[]) : e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    contentDir: path.resolve(e.CONTENT_DIR),
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      to: e.MAIL_TO,
      keepDays: e.MAIL_KEEP_DAYS,
      alertAfterMs: e.MAIL_ALERT_AFTER,
      rate: e.MAIL_RATE ?? null,
    }),
    contact: Object.freeze({
      rateLimit: e.CONTACT_RATE_LIMIT,
      rateWindowMs: e.CONTACT_RATE_WINDOW,
      invalidRateLimit: e.CONTACT_INVALID_RATE_LIMIT,
    }),
    metrics: Object.freeze({ host: e.METRICS_HOST, port: e.METRICS_PORT ?? null }),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
    redisUrl: e.REDIS_URL ?? null,
  });
}
