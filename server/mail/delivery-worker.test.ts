import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exponentialBackoff, MAX_BACKOFF_MS, type Backoff } from './backoff';
import { DeliveryWorker, isPermanentFailure } from './delivery-worker';
import { openOutbox, type Outbox } from './outbox';
import type { MailSender } from './transport';

const submission = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' as const };
const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('smtp said no'), fields);

describe('exponentialBackoff', () => {
  it('doubles from the base, adds jitter within the upper half, and never waits more than 15 minutes', () => {
    const low = exponentialBackoff({ baseMs: 1000, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 1000, random: () => 0.999_999 });
    expect([1, 2, 3, 4].map(low)).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map(high)).toEqual([1000, 2000, 4000, 8000]);
    expect(high(50)).toBe(MAX_BACKOFF_MS);
    expect(low(1000)).toBe(MAX_BACKOFF_MS / 2);
    expect(MAX_BACKOFF_MS).toBe(900_000);
  });
});

describe('isPermanentFailure', () => {
  it.each([
    [{ responseCode: 550, permanent: true }, true],
    [{ responseCode: 554 }, true],
    [{ responseCode: 450, permanent: false }, false],
    [{ responseCode: 421 }, false],
    [{ responseCode: 503 }, false],
    [{ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [{ code: 'EAUTH', responseCode: 535, permanent: true }, false],
  ])('%j → %s', (fields, permanent) => {
    expect(isPermanentFailure(smtpError(fields))).toBe(permanent);
  });
});

describe('DeliveryWorker', () => {
  let dir: string;
  let outbox: Outbox;
  let worker: DeliveryWorker | null = null;
  const logs: { level: number; msg: string; outboxId?: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'worker-test-'));
    outbox = await openOutbox({ dir: path.join(dir, 'outbox'), logger });
    logs.length = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    await rm(dir, { recursive: true, force: true });
  });

  function start(send: MailSender['send'], backoff: Backoff = () => 5) {
    const sender: MailSender = { target: 'test', send, close: () => undefined };
    worker = new DeliveryWorker({ outbox, sender, addresses: { from: 'a@ballon.test', to: 'b@ballon.test' }, logger, keepDays: 30, backoff });
    worker.start();
    return worker;
  }

  it('retries transient failures with the back-off per message, without one message blocking the next', async () => {
    const a = await outbox.enqueue(submission, null);
    const b = await outbox.enqueue({ ...submission, message: 'druhá' }, null);
    const tried: string[] = [];
    let failures = 2;
    const waits: number[] = [];
    const w = start(
      async (_message, id) => {
        tried.push(id);
        if (failures-- > 0) throw smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
        return { messageId: null, response: '250 ok', file: null };
      },
      (attempt) => {
        waits.push(attempt);
        return 5;
      },
    );
    await new Promise<void>((resolve) => {
      let delivered = 0;
      w.on('delivered', () => ++delivered === 2 && resolve());
    });
    expect(tried).toEqual([a.id, b.id, a.id, b.id]);
    expect(waits).toEqual([1, 1]);
    expect(outbox.pending()).toEqual([]);
    expect(logs.filter((line) => line.msg.includes('will retry')).map((line) => line.level)).toEqual([40, 40]);
  });

  it('logs a configuration failure (bad credentials) as an error but keeps the message and retries', async () => {
    const { id } = await outbox.enqueue(submission, null);
    const w = start(async () => {
      throw smtpError({ code: 'EAUTH', responseCode: 535, permanent: true });
    }, () => 60_000);
    await once(w, 'retry');
    expect(outbox.pending()).toEqual([id]);
    expect(logs.find((line) => line.outboxId === id && line.msg.includes('will retry'))?.level).toBe(50);
  });

  it('sets aside a record that became unreadable', async () => {
    const { id } = await outbox.enqueue(submission, null);
    await writeFile(path.join(outbox.dir, `${id}.json`), 'garbage');
    let sent = 0;
    const w = start(async () => {
      sent += 1;
      return { messageId: null, response: null, file: null };
    });
    const [failedId] = (await once(w, 'failed')) as [string];
    expect(failedId).toBe(id);
    expect(sent).toBe(0);
    expect(await readdir(outbox.failedDir)).toEqual([`${id}.json`]);
    expect(outbox.pending()).toEqual([]);
  });
});
