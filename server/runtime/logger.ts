import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/config';

/**
 * Paths of personal data that must never reach a log line: what a visitor
 * wrote, wherever it might sit in a log object. Deliberately not `*.message` or
 * `*.name`, which would blank out `err.message` and `err.name` of every error.
 */
const personalFields = ['email', 'phone', 'replyTo', 'subject', 'submission', 'body', 'values', 'text', 'html'];
const redactPaths = [
  'message',
  'name',
  ...personalFields,
  ...personalFields.map((field) => `*.${field}`),
  'req.headers.cookie',
  'req.headers.authorization',
];

/**
 * Keys of an error that hold what was sent to a server: ioredis hangs the failed
 * command on its reply errors (`command: { name, args }`), and a refused claim or
 * add-job command's arguments are a whole enquiry. Dropped wherever they sit in an
 * error (its causes, its nested errors): pino's own serializer writes every
 * enumerable property.
 */
const COMMAND_KEYS = new Set(['command', 'args']);
const MAX_DEPTH = 5;

function withoutCommands(value: unknown, depth: number): unknown {
  if (value instanceof Error) return withoutCommands(pino.stdSerializers.err(value), depth);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => withoutCommands(item, depth + 1));
  const copy: Record<string, unknown> = {};
  // for…in: a serialized error's type, message and stack sit on its prototype.
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (!COMMAND_KEYS.has(key) && field !== undefined) copy[key] = withoutCommands(field, depth + 1);
  }
  return copy;
}

/**
 * The `err` serializer of every logger of the app (and of pino-http's request lines,
 * which hands it an error already serialized): pino's, without `command` and `args`.
 */
export function errSerializer(error: unknown): unknown {
  return withoutCommands(error, 0);
}

export function loggerOptions(config: Pick<Config, 'isDevelopment' | 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: { err: errSerializer },
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(config.isDevelopment ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

/**
 * Production: JSON lines written synchronously to stdout, so that lines keep their
 * order and none is lost when the process exits or crashes (pino's default
 * asynchronous stream can lose or reorder the last ones). One short line per request
 * costs a few microseconds. Development: pino-pretty, through its worker thread.
 */
export function createLogger(config: Pick<Config, 'isDevelopment' | 'logLevel'>): Logger {
  const options = loggerOptions(config);
  return config.isDevelopment ? pino(options) : pino(options, pino.destination({ dest: 1, sync: true }));
}

export type { Logger };
