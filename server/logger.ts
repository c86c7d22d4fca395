import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/** Paths of personal data that must never reach a log line. */
export const redactPaths = [
  'email',
  'phone',
  'message',
  'name',
  '*.email',
  '*.phone',
  '*.message',
  '*.name',
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
