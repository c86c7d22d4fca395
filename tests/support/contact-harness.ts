import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../server/config/config';
import { loggerOptions } from '../../server/runtime/logger';
import { OutboxWorker } from '../../server/enquiries/file-queue/worker';
import { openOutbox } from '../../server/enquiries/file-queue/outbox';
import { createEmlSender, createSmtpSender, type MailSender } from '../../server/mail/transport';
import { Metrics, startMetricsServer, type MetricsServer } from '../../server/runtime/metrics';
import { Readiness } from '../../server/runtime/readiness';
import type { EnquiryNotify } from '../../server/enquiries';
import { createTestApp, type LogLine } from './test-app';

export const MAIL_FROM = 'Restaurace Ballon <web@ballon.test>';
export const MAIL_TO = 'info@ballon.test';

/** A pino logger with the production redaction, keeping its lines for assertions. */
export function redactingLogger() {
  const lines: LogLine[] = [];
  const logger = pino(loggerOptions({ isDevelopment: false, logLevel: 'debug' }), {
    write: (line: string) => lines.push(JSON.parse(line) as LogLine),
  });
  return { logger, lines };
}

/**
 * Log lines as text without the fields the server makes up (request id, time, pid, duration),
 * so that a needle such as `777` is looked for only in what came from the client: a timestamp
 * such as 1795740267773 holds one by chance.
 */
export function loggedText(lines: LogLine[]): string {
  return JSON.stringify(lines.map(({ reqId: _id, time: _time, pid: _pid, responseTime: _ms, ...rest }) => rest));
}

export async function temporaryDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'ballon-outbox-'));
}

export interface HarnessOptions {
  /** Deliver to this SMTP URL; unset: .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  /** Reuse a data directory (a "restart"); a new temporary one by default. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Milliseconds before each retry (default 20: tests do not wait minutes). */
  retryMs?: number;
  /** Start the delivery worker (default true). */
  startWorker?: boolean;
  sender?: MailSender;
  /** Told of each new enquiry (`EnquiryParts.notify`: the owners' push in production). */
  notify?: EnquiryNotify;
}

/** The app with a real outbox in a temporary DATA_DIR, a delivery worker and a redacting logger. */
export async function createContactHarness(options: HarnessOptions = {}) {
  const dataDir = options.dataDir ?? (await temporaryDataDir());
  const { logger, lines } = redactingLogger();
  const env = { MAIL_FROM, MAIL_TO, DATA_DIR: dataDir, SMTP_URL: options.smtpUrl ?? '', ...options.env };
  const config = loadConfig({ ...env, NODE_ENV: 'test', SITE_URL: 'https://www.restaurace-ballon.test' });
  const outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger, keepDays: config.mail.keepDays });
  const sender =
    options.sender ??
    (config.mail.smtpUrl ? createSmtpSender(config.mail.smtpUrl) : createEmlSender(path.join(dataDir, 'mail'), logger));
  const retryMs = options.retryMs ?? 20;
  const worker = new OutboxWorker({
    outbox,
    sender,
    addresses: { from: config.mail.from, to: config.mail.to },
    logger,
    keepDays: config.mail.keepDays,
    emlDir: path.join(dataDir, 'mail'),
    backoff: () => retryMs,
    // Tests do not wait seconds for another harness's messages or a stopped one's lock.
    pollMs: 50,
  });
  if (options.startWorker !== false) worker.start();
  const readiness = new Readiness();
  const { app } = createTestApp({
    env,
    deps: { logger, enquiries: { queue: outbox, kick: () => worker.kick(), notify: options.notify }, readiness },
  });
  let metricsPort: MetricsServer | null = null;
  const closeMetrics = async () => {
    await metricsPort?.close();
    metricsPort = null;
  };
  return {
    app,
    config,
    dataDir,
    outbox,
    worker,
    readiness,
    logs: lines,
    /** GET /status on the metrics port (METRICS_PORT), where /readyz's details are: started on first use. */
    async status() {
      metricsPort ??= await startMetricsServer(
        new Metrics({ outbox, worker, readiness }),
        { host: '127.0.0.1', port: 0 },
        logger,
      );
      return request(metricsPort.server).get('/status');
    },
    /** Stops the worker (as a shutdown would); the data directory stays. */
    async stop() {
      await closeMetrics();
      await worker.stop();
    },
    /** Stops the worker and deletes the data directory. */
    async dispose() {
      await closeMetrics();
      await worker.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ContactHarness = Awaited<ReturnType<typeof createContactHarness>>;

export const validBody = {
  name: 'Jan Novák',
  email: 'jan.novak@example.com',
  subject: 'Rezervace stolu',
  message: 'Dobrý den,\nrádi bychom v pátek stůl pro 6 osob.',
  lang: 'cs',
} as const;

/** The contact form's fields as the no-JavaScript page posts them (urlencoded). */
export const contactForm = {
  name: 'Jana Dvořáková',
  email: 'jana@example.com',
  subject: 'Oslava narozenin',
  message: 'Dobrý den, máte v sobotu volný stůl pro 8 osob?',
  consent: 'on',
  website: '',
  idempotencyKey: '',
};

/** The lounge enquiry's fields as the no-JavaScript page posts them (urlencoded), for a date next June. */
export const loungeForm = {
  name: 'Petr Svoboda',
  email: 'petr@example.com',
  phone: '+420 777 123 456',
  eventDate: `${new Date().getFullYear() + 1}-06-20`,
  eventType: 'Firemní školení',
  numberOfGuests: '40',
  tableArrangement: 'U',
  message: 'Projektor a coffee break.',
  consent: 'on',
  website: '',
  idempotencyKey: '',
};
