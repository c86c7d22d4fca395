import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';
import { isCode, writeFileAtomic } from '../../lib/atomic-file';
import { parseQueuedEnquiry, type Dedupe, type QueuedEnquiry } from '../enquiry';

/**
 * A claim file `claims/<name>.json` records which outbox record a key stands for.
 * It carries the whole record, so a record lost to a crash between writing the
 * claim and writing the record can be restored by the retry that finds the claim.
 */
export interface Claim {
  version: 1;
  kind: Dedupe['kind'];
  createdAt: string;
  record: QueuedEnquiry;
}

const claimSchema = z.object({
  version: z.literal(1),
  kind: z.enum(['key', 'fingerprint']),
  createdAt: z.iso.datetime(),
  record: z.unknown(),
});

export const CLAIM_NAME = /^[0-9a-f]{64}$/;

function parseClaim(json: string): Claim | null {
  try {
    const parsed = claimSchema.safeParse(JSON.parse(json));
    const record = parsed.success ? parseQueuedEnquiry(JSON.stringify(parsed.data.record)) : null;
    return parsed.success && record ? { ...parsed.data, record } : null;
  } catch {
    return null;
  }
}

/** Options of the per-claim lock: a killed holder blocks a key for at most `stale` ms. */
const CLAIM_LOCK = {
  stale: 5_000,
  realpath: false,
  // The critical section is a few file writes; a lock found stale afterwards changes nothing.
  onCompromised: () => undefined,
};
/** How long a caller waits for a claim another process holds: past a killed holder's stale lock. */
const CLAIM_WAIT_MS = 12_000;

/**
 * proper-lockfile's own retries would also retry a read-only or missing directory
 * for as long; only "held by someone else" is worth waiting for.
 */
async function lockClaim(file: string, lockfilePath: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return await lockfile.lock(file, { ...CLAIM_LOCK, lockfilePath });
    } catch (error) {
      if (!isCode(error, 'ELOCKED') || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * The claims directory. `withClaim` runs one caller at a time per claim: in this
 * process by chaining, across processes with a `proper-lockfile` lock (an atomic
 * mkdir), so twenty concurrent requests with one key, or a retry that reaches
 * another process on the same DATA_DIR, find the claim the first one wrote.
 */
export class ClaimStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {}

  fileOf(name: string): string {
    return path.join(this.dir, `${name}.json`);
  }

  withClaim<T>(name: string, critical: (current: Claim | null) => Promise<T>): Promise<T> {
    const previous = this.queues.get(name) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.locked(name, critical));
    this.queues.set(name, next);
    const forget = () => {
      if (this.queues.get(name) === next) this.queues.delete(name);
    };
    next.then(forget, forget);
    return next;
  }

  private async locked<T>(name: string, critical: (current: Claim | null) => Promise<T>): Promise<T> {
    const release = await lockClaim(this.fileOf(name), path.join(this.dir, `${name}.lock`));
    try {
      return await critical(await this.read(name));
    } finally {
      await release().catch(() => undefined);
    }
  }

  /** The claim, or null when there is none (an unreadable claim counts as none: it is replaced). */
  async read(name: string): Promise<Claim | null> {
    try {
      return parseClaim(await readFile(this.fileOf(name), 'utf8'));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  write(name: string, claim: Claim): Promise<void> {
    return writeFileAtomic(this.fileOf(name), JSON.stringify(claim));
  }

  /**
   * Removes a claim (under its lock, so a claim written meanwhile is kept) when `stale`
   * says so or it is unreadable. Resolves to whether it was removed.
   */
  async removeIf(name: string, stale: (claim: Claim) => boolean): Promise<boolean> {
    return this.withClaim(name, async (current) => {
      if (current && !stale(current)) return false;
      await unlink(this.fileOf(name)).catch((error: unknown) => {
        if (!isCode(error, 'ENOENT')) throw error;
      });
      return true;
    });
  }
}
