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

export function loggerOptions(config: Pick<Config, 'isDevelopment' | 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
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
