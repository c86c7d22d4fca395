import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { claimName } from '../enquiry';
import type { Claim } from './claims';
import { fileOf, type Outbox } from './outbox';

/** The kept copies of an enquiry, in the order they are looked at for its claim's name. */
const copiesOf = (outbox: Outbox, id: string) => [
  fileOf(outbox.failedDir, id),
  fileOf(outbox.sentDir, id),
  fileOf(outbox.dir, id),
];

/**
 * The lock an enquiry's changes take: its idempotency claim's, the one a replay takes
 * before it restores a lost record from the claim. An enquiry without a claim (queued
 * without a key or a fingerprint, or whose copies cannot be read) has one of its own,
 * named after its id. A claim is never renamed, so the name read before the lock holds.
 */
async function lockNameOf(outbox: Outbox, id: string): Promise<string> {
  for (const file of copiesOf(outbox, id)) {
    const record = await readRecord(file);
    if (typeof record?.claim === 'string') return record.claim;
    if (typeof record?.idempotencyKey === 'string') return claimName({ kind: 'key', key: record.idempotencyKey });
    if (record) break;
  }
  return createHash('sha256').update(`id\n${id}`).digest('hex');
}

async function readRecord(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `critical` under the enquiry's lock (across processes on the same DATA_DIR), with
 * the claim as it is then (null when there is none, or it cannot be read). Every way
 * back to pending takes it (a retry, a replay restoring the record), so an erase under
 * it that finds the enquiry delivered or failed removes it before anything can send it
 * again, and one that finds it pending is refused while the deliverer has it.
 */
export async function withEnquiryLock<T>(
  outbox: Outbox,
  id: string,
  critical: (claim: { name: string; current: Claim | null }) => Promise<T>,
): Promise<T> {
  const name = await lockNameOf(outbox, id);
  return outbox.claims.withClaim(name, (current) => critical({ name, current }));
}
