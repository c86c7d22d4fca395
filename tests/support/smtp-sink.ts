import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Top-level header fields in order, names as sent, values unfolded. */
  headers: [string, string][];
  /** The value of a header (first occurrence, case-insensitive). */
  header(name: string): string | undefined;
}

/** Splits the header block of a raw message into [name, value] pairs (unfolded). */
export function parseHeaders(raw: string): [string, string][] {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]/g, ' ');
  return block
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon === -1 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
}

/** What the sink answers to the message data: null accepts (250), else an SMTP code and text. */
export type Verdict = { code: number; text: string } | null;

/**
 * A real SMTP server in the test process, on an ephemeral loopback port, no TLS,
 * no auth. `stop()` and `start()` keep the port, to simulate an outage.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Decides the answer to each DATA, by how many were offered so far (1, 2, …) and the raw message. */
  verdict: (attempt: number, raw: string) => Verdict = () => null;
  attempts = 0;
  /** Awaited before each answer to DATA (to hold a delivery in flight), with the number it will have. */
  beforeAnswer: (attempt: number) => Promise<void> = async () => undefined;
  /** Called right after a message was accepted (250 written), with its number. */
  afterAnswer: (attempt: number) => void = () => undefined;
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      logger: false,
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          await this.beforeAnswer(this.attempts + 1);
          const attempt = (this.attempts += 1);
          const raw = Buffer.concat(chunks).toString('utf8');
          const verdict = this.verdict(attempt, raw);
          if (verdict) {
            callback(Object.assign(new Error(verdict.text), { responseCode: verdict.code }));
            return;
          }
          const headers = parseHeaders(raw);
          this.messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers,
            header: (name) => headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
          });
          callback(null, 'queued');
          this.afterAnswer(attempt);
        });
      },
    });
    // A client killed mid-message resets its connection: expected in the fault tests, not a crash.
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Waits until `condition` holds, polling; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
