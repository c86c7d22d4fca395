import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../../lib/atomic-file';
import { CLAIM_NAME } from './claims';
import { idOf, type Outbox } from './outbox';
import { ENQUIRY_ID } from '../enquiry';

export interface RetentionOptions {
  /** MAIL_KEEP_DAYS. */
  keepDays: number;
  /** Where the embedded default writes .eml files (DATA_DIR/mail); pruned too. */
  emlDir: string | null;
  now?: () => number;
}

/** A fingerprint claim only matters for a short window (seconds); a day is far past any. */
const FINGERPRINT_KEEP_MS = 86_400_000;

const DAY_MS = 86_400_000;

/**
 * MAIL_KEEP_DAYS for every copy of a visitor's message that is kept: delivered
 * (sent/), refused (failed/), the .eml files, and the idempotency claims (which
 * hold the message too). Pending messages are never pruned: they are not delivered yet.
 */
export async function pruneMail(outbox: Outbox, options: RetentionOptions) {
  const now = options.now?.() ?? Date.now();
  const cutoff = now - options.keepDays * DAY_MS;
  const removed = {
    sent: await removeOlder(outbox.sentDir, cutoff, (name) => idOf(name) !== null),
    failed: await removeOlder(outbox.failedDir, cutoff, (name) => idOf(name) !== null),
    eml: options.emlDir
      ? await removeOlder(options.emlDir, cutoff, (name) => name.endsWith('.eml') && ENQUIRY_ID.test(name.slice(0, -4)))
      : 0,
    claims: 0,
  };
  const claimCutoff = Math.max(cutoff, now - FINGERPRINT_KEEP_MS);
  for (const name of await listOrEmpty(outbox.claims.dir)) {
    const claim = name.endsWith('.json') ? name.slice(0, -5) : '';
    if (!CLAIM_NAME.test(claim) || !(await olderThan(path.join(outbox.claims.dir, name), claimCutoff))) continue;
    const stale = await outbox.claims.removeIf(claim, (current) => {
      const age = now - Date.parse(current.createdAt);
      return age > (current.kind === 'key' ? options.keepDays * DAY_MS : FINGERPRINT_KEEP_MS);
    });
    if (stale) removed.claims += 1;
  }
  return removed;
}

async function removeOlder(dir: string, cutoff: number, matches: (name: string) => boolean): Promise<number> {
  let removed = 0;
  for (const name of await listOrEmpty(dir)) {
    if (!matches(name) || !(await olderThan(path.join(dir, name), cutoff))) continue;
    await unlink(path.join(dir, name)).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  return info !== null && info.mtimeMs < cutoff;
}

async function listOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
}
