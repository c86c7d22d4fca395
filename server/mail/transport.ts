import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { ensureDirectory, writeFileAtomic } from '../lib/atomic-file';

/** What the mail system said of one e-mail it took: its Message-ID and answer (SMTP), or the .eml file written. */
export interface MailDelivery {
  messageId: string | null;
  response: string | null;
  file: string | null;
}

/** Hands one e-mail to the mail system; rejects with nodemailer's error (responseCode, code…). */
export interface MailSender {
  /** `outboxId`: the id of what it carries, the .eml file's name (and the log field an operator greps). */
  send(message: SendMailOptions, outboxId: string): Promise<MailDelivery>;
  /** Closes pooled connections. */
  close(): void;
  /** Where mail goes, without credentials, for the logs: 'smtp://mail.example.com:587' or a directory. */
  readonly target: string;
}

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Replaces e-mail addresses in text from a mail server, so a log line carries none. An
 * address is matched from the start of its run of characters only: tried at every
 * character of a long run, the search would cost the square of its length.
 */
export function withoutAddresses(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return text.replace(/(?<![^\s<>"'(),;:])[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]').slice(0, 300);
}

/** SMTP with pooling (`maxConnections`: as many as the worker delivers at once) and short timeouts, from SMTP_URL. */
export function createSmtpSender(
  url: string,
  overrides: Partial<typeof SMTP_TIMEOUTS> & { maxConnections?: number } = {},
): MailSender {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    ...SMTP_TIMEOUTS,
    ...overrides,
  });
  const parsed = new URL(url);
  return {
    target: `${parsed.protocol}//${parsed.host}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId ?? null, response: withoutAddresses(info.response), file: null };
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default when SMTP_URL is unset: each message becomes an .eml file
 * (written atomically) under `dir`, named after its outbox id, and the path is logged.
 */
export function createEmlSender(dir: string, logger: Logger): MailSender {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(message, outboxId) {
      const info = await transporter.sendMail(message);
      await ensureDirectory(dir);
      const file = path.join(dir, `${outboxId}.eml`);
      await writeFileAtomic(file, info.message as Buffer);
      logger.info({ outboxId, file }, 'mail written as an .eml file (SMTP_URL is not set)');
      return { messageId: info.messageId ?? null, response: null, file };
    },
    close: () => transporter.close(),
  };
}

/** Where the embedded default writes messages: DATA_DIR/mail. */
export const emlDirOf = (dataDir: string) => path.join(dataDir, 'mail');

/** The sender the configuration asks for. */
export function createMailSender(
  config: Pick<Config, 'mail' | 'dataDir'>,
  logger: Logger,
  maxConnections = 1,
): MailSender {
  return config.mail.smtpUrl
    ? createSmtpSender(config.mail.smtpUrl, { maxConnections })
    : createEmlSender(emlDirOf(config.dataDir), logger);
}
