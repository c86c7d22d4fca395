import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dedupe } from '../../../server/enquiries/enquiry';
import { newEnquiryId, type QueuedEnquiry, type Enquiry } from '../../../server/enquiries/enquiry';
import { inject } from 'vitest';

const MAIL_FROM = 'Restaurace Ballon <web@ballon.test>';
/**
 * Who the child runs as in the permission tests: root ignores file permissions, so
 * a root test run starts it as `nobody`; any other user meets them already (undefined).
 */
export const NOBODY: number | undefined = process.getuid?.() === 0 ? 65534 : undefined;

/** Hands a directory tree to `uid` (when the tests run as root; otherwise it is the runner's already). */
export async function chownTree(dir: string, uid: number | undefined): Promise<void> {
  if (uid === undefined) return;
  await chown(dir, uid, uid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await chownTree(path.join(dir, entry.name), uid);
    // A running server's own short-lived files (a write probe, a .part renamed into place) may be gone already.
    else await chown(path.join(dir, entry.name), uid, uid).catch(ignoreGone);
  }
}

function ignoreGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

export interface LogLine {
  level: number;
  msg: string;
  outboxId?: string;
  [key: string]: unknown;
}
export interface ChildEvent {
  event: string;
  id?: string;
  at: number;
}
export type EnqueueReply = { id: string; created: boolean; error?: undefined } | { error: string };
export interface ChildStats {
  pending: number;
  oldestPendingAgeSeconds: number | null;
  /** Outbox.writable: whether the outbox can store an enquiry (as last seen). */
  writable: boolean;
  maxRssKb: number;
  /** How many times the process tried to take a claim's lock, and the delivery lock (lock-attempts.ts). */
  claimLockAttempts: number;
  deliveryLockAttempts: number;
}

export interface MailChildOptions {
  dataDir: string;
  smtpUrl?: string;
  /** MAIL_TEST_FAULT, e.g. 'after:rename:/sent/:3' (see fault-point.ts). */
  fault?: string;
  /** Run as this user (and its group). */
  uid?: number;
  env?: Record<string, string>;
}

/** The mail side of the server in its own process (tests/faults/support/mail-process.ts). */
export class MailChild {
  readonly logs: LogLine[] = [];
  readonly events: ChildEvent[] = [];
  readonly stderr: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly waiting = new Map<number, (reply: Record<string, unknown>) => void>();
  private n = 0;

  private constructor(readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    let rest = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          this.stderr.push(line);
        }
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.stderr.push(chunk));
    child.on('message', (message: { type: string; n?: number; event?: string; id?: string }) => {
      if (message.type === 'event') this.events.push({ event: String(message.event), id: message.id, at: Date.now() });
      if (message.type === 'reply') {
        const { type: _type, n, ...reply } = message;
        this.waiting.get(n!)?.(reply);
      }
    });
  }

  static start(options: MailChildOptions): Promise<MailChild> {
    // mail-process.ts, bundled once per run (tests/setup/mail-process-bundle.ts).
    const bundle = inject('mailProcess');
    if (!bundle)
      throw new Error('no mail process bundle: a fault test runs in the shared-modules project (vitest.config.ts)');
    const child = spawn(process.execPath, [bundle], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: tmpdir(),
        DATA_DIR: options.dataDir,
        SMTP_URL: options.smtpUrl ?? '',
        MAIL_FROM,
        MAIL_TO: 'info@ballon.test',
        LOG_LEVEL: 'debug',
        ...(options.fault ? { MAIL_TEST_FAULT: options.fault } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
    });
    const mailChild = new MailChild(child);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`mail child did not start:\n${mailChild.stderr.join('')}`)),
        20_000,
      );
      child.on('message', (message: { type: string }) => {
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        resolve(mailChild);
      });
      void mailChild.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`mail child exited (${code ?? signal}) before it was ready:\n${mailChild.stderr.join('')}`));
      });
    });
  }

  private request(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const n = ++this.n;
    return new Promise((resolve, reject) => {
      this.waiting.set(n, resolve);
      void this.exited.then(() => reject(new Error('mail child exited before it answered')));
      this.child.send({ ...message, n });
    });
  }

  enqueue(submission: Enquiry, dedupe: Dedupe | null = null): Promise<EnqueueReply> {
    return this.request({ type: 'enqueue', submission, dedupe }) as Promise<EnqueueReply>;
  }

  stats(): Promise<ChildStats> {
    return this.request({ type: 'stats' }) as unknown as Promise<ChildStats>;
  }

  count(event: string, id?: string): number {
    return this.events.filter((e) => e.event === event && (id === undefined || e.id === id)).length;
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the worker finishes what is in flight, releases the lock and the process exits 0. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}

export const submissionNo = (n: number): Enquiry => ({
  name: `Host ${n}`,
  email: `host${n}@example.com`,
  subject: `Dotaz ${n}`,
  message: `Zpráva číslo ${n}`,
  lang: 'cs',
});

/** A data directory for one test, removed by the returned function. Owned by `uid` when given. */
export async function dataDirFor(uid?: number): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ballon-faults-'));
  if (uid !== undefined) await chown(dir, uid, uid);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Writes `count` pending records as the outbox would (one JSON file each, ids in
 * time order), quickly: no fsync, since no crash happens while seeding.
 */
export async function seedPending(
  outboxDir: string,
  count: number,
  start = Date.now() - count - 1000,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(start + i);
    const record: QueuedEnquiry = {
      version: 1,
      id: newEnquiryId(createdAt),
      createdAt: createdAt.toISOString(),
      idempotencyKey: null,
      submission: submissionNo(i),
    };
    await writeFile(path.join(outboxDir, `${record.id}.json`), JSON.stringify(record));
    ids.push(record.id);
  }
  return ids;
}

export const jsonIds = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => /^\d{8}T\d{9}Z-[0-9a-f]{12}\.json$/.test(name))
    .map((name) => name.slice(0, -5))
    .sort();

export const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

/** Waits until `condition` holds, polling; fails after `timeoutMs`, naming what it waited for. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
