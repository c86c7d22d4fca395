import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * REDIS_URL without SMTP_URL: the worker of this replica takes jobs from the shared
 * queue and "delivers" them to its own DATA_DIR/mail as .eml files, marking them
 * delivered. Right for a one-replica trial; wrong anywhere else: a developer's
 * machine pointed at production's Redis would swallow real enquiries. Not refused
 * (a test or a trial may run so): an error line at start, every start.
 */
export function checkMailTarget(smtpUrl: string | null, logger: Logger): void {
  if (smtpUrl) return;
  logger.error(
    { alert: 'redis-without-smtp' },
    'REDIS_URL is set but SMTP_URL is not: this replica takes enquiries from the shared Redis queue, writes them to its own DATA_DIR/mail as .eml files and marks them delivered. Set SMTP_URL on every replica (and never point a development machine at a production Redis without it).',
  );
}

/**
 * BullMQ needs `maxmemory-policy noeviction`: under any other policy a full Redis
 * evicts keys, and the keys are enquiries (jobs) and idempotency claims. Asked once
 * the connection is ready (CONFIG GET). A managed Redis may forbid CONFIG: then the
 * check is skipped with an info line (its provider's settings are the operator's to
 * check). Never throws.
 */
export async function checkEvictionPolicy(client: Redis, logger: Logger, target: string): Promise<string | null> {
  let policy: string | null;
  try {
    const reply = (await client.call('CONFIG', 'GET', 'maxmemory-policy')) as unknown;
    policy = Array.isArray(reply) && typeof reply[1] === 'string' ? reply[1] : null;
  } catch (error) {
    logger.info(
      { redis: target, reason: String((error as { message?: unknown })?.message ?? error).slice(0, 200) },
      'redis: maxmemory-policy not checked (CONFIG GET refused); it must be noeviction',
    );
    return null;
  }
  if (policy === null) {
    logger.info(
      { redis: target },
      'redis: maxmemory-policy not checked (no answer to CONFIG GET); it must be noeviction',
    );
    return null;
  }
  if (policy !== 'noeviction') {
    logger.error(
      { alert: 'redis-eviction-policy', redis: target, policy },
      `redis: maxmemory-policy is ${policy}, not noeviction: when Redis fills up it will drop queued enquiries and idempotency keys. Set maxmemory-policy noeviction (BullMQ requires it).`,
    );
  }
  return policy;
}

/** Runs checkEvictionPolicy once, when the connection is first ready (now if it is). */
export function checkEvictionPolicyWhenReady(client: Redis, logger: Logger, target: string): void {
  const check = () => void checkEvictionPolicy(client, logger, target);
  if (client.status === 'ready') check();
  else client.once('ready', check);
}
