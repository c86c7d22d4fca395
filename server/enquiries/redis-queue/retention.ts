import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../../lib/atomic-file';
import { ENQUIRY_ID } from '../enquiry';
import type { RedisErasures } from './erasure';
import type { RedisQueue } from './queue';

const DAY_MS = 86_400_000;

export interface RedisRetentionOptions {
  queue: RedisQueue;
  /** MAIL_KEEP_DAYS. */
  keepDays: number;
  /** DATA_DIR/mail, where the .eml files are written when SMTP_URL is unset; null: none. */
  emlDir: string | null;
  /** The erased ids: forgotten after as long (no job or .eml of theirs is left by then). */
  erasures?: RedisErasures;
}

/**
 * MAIL_KEEP_DAYS in Redis mode, as retention.ts does it for the file outbox: delivered
 * and failed jobs (each holds the whole message) go that long after they finished, and
 * so do this replica's .eml files and the erased ids (`ballon:erased`). Claims need
 * nothing here: Redis expires them (PX, MAIL_KEEP_DAYS from the post). Pending jobs are
 * never removed: not delivered yet.
 */
export async function pruneRedisMail(options: RedisRetentionOptions, now: number = Date.now()) {
  const cutoff = now - options.keepDays * DAY_MS;
  const jobs = await options.queue.removeFinishedBefore(cutoff);
  const eml = options.emlDir ? await removeOldEml(options.emlDir, cutoff) : 0;
  await options.erasures?.forgetBefore(cutoff);
  return { ...jobs, eml };
}

async function removeOldEml(dir: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml') || !ENQUIRY_ID.test(name.slice(0, -4))) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    await unlink(file).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
