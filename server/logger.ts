import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/**
 * Paths of personal data that must never reach a log line: what a visitor
 * wrote, wherever it might sit in a log object. Deliberately not `*.message` or
 * `*.name`, which would blank out `err.message` and `err.name` of every error.
 */
const personalFields = ['email', 'phone', 'replyTo', 'subject', 'submission', 'body', 'values', 'text', 'html'];
export const redactPaths = [
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

export function createLogger(config: Pick<Config, 'isDevelopment' | 'logLevel'>): Logger {
  return pino(loggerOptions(config));
}

export type { Logger };
