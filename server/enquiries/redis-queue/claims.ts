import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { claimName, formOf, type Dedupe } from '../enquiry';
import { parseQueuedEnquiry, type QueuedEnquiry, type Enquiry } from '../enquiry';
import { guardRedis } from './errors';

/**
 * An idempotency claim in Redis (`ballon:claim:<sha256 of kind and key>`): which
 * enquiry a client's key (or a no-JS post's fingerprint) stands for, and a hash of
 * what was sent, so that the same key with another body is a conflict. It carries
 * the record too, as the file claims do (0006): a process that died between the
 * claim and the job leaves a claim from which the client's retry adds the job,
 * under the same id (BullMQ ignores a job id it already has, so this is never a
 * second job).
 */
export interface RedisClaim {
  version: 1;
  id: string;
  hash: string;
  createdAt: string;
  record: QueuedEnquiry;
}

const claimSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  hash: z.string(),
  createdAt: z.string(),
  record: z.unknown(),
});

export const CLAIM_PREFIX = 'ballon:claim:';

/**
 * The same message hashes the same: every field, in a fixed order, nothing readable kept
 * in the hash. The contact form's (the default) hashes as every claim did before `form`
 * existed, so a claim written then still recognises its retry.
 */
export function enquiryHash(enquiry: Enquiry): string {
  const { name, email, subject, message, lang } = enquiry;
  const form = formOf(enquiry);
  const fields =
    form === 'contact' ? [name, email, subject, message, lang] : [name, email, subject, message, lang, form];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export function parseRedisClaim(json: string | null): RedisClaim | null {
  if (json === null) return null;
  try {
    const parsed = claimSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const record = parseQueuedEnquiry(JSON.stringify(parsed.data.record));
    return record && record.id === parsed.data.id ? { ...parsed.data, version: 1, record } : null;
  } catch {
    return null;
  }
}

/** What `claim` found: the key was free and is now this record's, or it holds another claim (null: unreadable). */
export type ClaimOutcome = { claimed: true } | { claimed: false; existing: RedisClaim | null };

/**
 * The claims, on the request connection (it fails fast while Redis is unreachable).
 * A key stands for its message for `keepMs` (MAIL_KEEP_DAYS, as long as the finished
 * job it points at is kept), a fingerprint for its window: Redis expires them (PX).
 * A fingerprint's claim is written for `keepMs` too and cut to its window only once
 * its job is confirmed (`settled`): a post answered 503 because Redis did not confirm
 * its job in time may still get that job later, and the guest's retry must find it
 * however late it comes (decision 0013). Every write here may be sent again with the
 * same record (`claim` recognises its own id): after a time-out, sending it again is
 * how a post finds out what is true. Errors leave as RedisCommandError: a refused
 * SET's arguments are the whole record.
 */
export class RedisClaims {
  constructor(
    private readonly client: Redis,
    private readonly keepMs: number,
  ) {}

  keyOf(dedupe: Dedupe): string {
    return `${CLAIM_PREFIX}${claimName(dedupe)}`;
  }

  private valueOf(record: QueuedEnquiry): string {
    const claim: RedisClaim = {
      version: 1,
      id: record.id,
      hash: enquiryHash(record.submission),
      createdAt: record.createdAt,
      record,
    };
    return JSON.stringify(claim);
  }

  /**
   * `SET key value NX PX ttl`: one caller wins, on every replica at once. A loser gets
   * the claim that holds; one that expired between the SET and the GET is tried again.
   * A claim holding this very record is this caller's (an earlier SET of the same post
   * whose answer was lost).
   */
  claim(dedupe: Dedupe, record: QueuedEnquiry): Promise<ClaimOutcome> {
    const key = this.keyOf(dedupe);
    return guardRedis(async () => {
      for (let round = 0; round < 3; round += 1) {
        const set = await this.client.set(key, this.valueOf(record), 'PX', this.keepMs, 'NX');
        if (set === 'OK') return { claimed: true };
        const json = await this.client.get(key);
        if (json === null) continue;
        const existing = parseRedisClaim(json);
        return existing?.id === record.id ? { claimed: true } : { claimed: false, existing };
      }
      throw new Error('idempotency claim kept changing');
    });
  }

  /** The claim that holds for this key, or null (none, expired, or unreadable). */
  read(dedupe: Dedupe): Promise<RedisClaim | null> {
    return guardRedis(async () => parseRedisClaim(await this.client.get(this.keyOf(dedupe))));
  }

  /** Overwrites an unreadable claim (or a fingerprint's, which cannot differ in body) with this record's. */
  replace(dedupe: Dedupe, record: QueuedEnquiry): Promise<void> {
    return guardRedis(async () => {
      await this.client.set(this.keyOf(dedupe), this.valueOf(record), 'PX', this.keepMs);
    });
  }

  /**
   * The claim's job is confirmed: a fingerprint now stands for its window only (from
   * now). Best effort: a claim left longer only recognises the same message longer.
   */
  async settled(dedupe: Dedupe): Promise<void> {
    if (dedupe.kind !== 'fingerprint') return;
    await this.client.pexpire(this.keyOf(dedupe), dedupe.windowMs).catch(() => undefined);
  }
}
