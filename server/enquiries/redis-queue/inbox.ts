import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { isCode } from '../../lib/atomic-file';
import { ENQUIRY_ID, parseQueuedEnquiry } from '../enquiry';
import { parseInboxCommand, runInboxCommand } from '../inbox-command';
import { InboxError, type DeliveryState, type Inbox, type InboxEntry } from '../queue';
import { RedisErasures } from './erasure';
import { MAIL_QUEUE } from './queue';

/**
 * `npm run mail -- list|retry ID|purge ID` with REDIS_URL: the same commands on the
 * BullMQ queue every replica shares. Prints no personal data.
 */
export async function runRedisMailCommand(
  args: string[],
  connection: Redis,
  print: (line: string) => void,
  emlDir: string | null = null,
): Promise<void> {
  const command = parseInboxCommand(args, (id) => ENQUIRY_ID.test(id), 'an enquiry id');
  const inbox = redisInbox(connection, emlDir);
  try {
    await runInboxCommand(command, inbox, print);
  } finally {
    await inbox.close();
  }
}

/**
 * The Redis queue's inbox: the jobs it keeps (waiting or retrying, delivered and kept
 * until MAIL_KEEP_DAYS, failed), a failed one queued again (a fresh set of attempts),
 * a delivered or failed one erased in one step against its delivery (erasure.ts) with
 * the idempotency claims that point at it, and this replica's `.eml` copy in `emlDir`
 * (DATA_DIR/mail: written when SMTP_URL is unset); every other replica removes its own
 * copy within seconds (RedisWorker's sweep of the erased ids).
 */
export function redisInbox(connection: Redis, emlDir: string | null = null): Inbox {
  const queue = new Queue(MAIL_QUEUE.name, { connection, prefix: MAIL_QUEUE.prefix });
  // A connection error rejects the call itself (said once by cli.ts); the event would repeat it.
  queue.on('error', () => undefined);
  const erasures = new RedisErasures(connection);
  const jobOf = async (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new InboxError(`not an enquiry id: ${JSON.stringify(id)}`);
    const job = await queue.getJob(id);
    if (!job) throw new InboxError(`${id} is not in the mail queue (${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name})`);
    return job;
  };
  return {
    deliverer: 'a running replica',
    queueName: `redis queue ${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}`,
    list: (states) => list(queue, states),
    async retry(id) {
      const job = await jobOf(id);
      const state = await job.getState();
      if (state !== 'failed') throw new InboxError(`${id} is ${state}, not failed: only a failed job can be retried`);
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    },
    async erase(id) {
      const job = await jobOf(id);
      const outcome = await erasures.erase(id, parseQueuedEnquiry(JSON.stringify(job.data)));
      if (outcome.state === 'missing')
        throw new InboxError(`${id} is not in the mail queue (${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name})`);
      if (outcome.state === 'pending')
        throw new InboxError(
          `${id} is pending (not delivered yet, or being delivered); only delivered or failed messages can be purged`,
          'pending',
        );
      const removed = [`job ${id}`, ...(outcome.claims > 0 ? ['its idempotency claim'] : [])];
      return [...removed, ...(emlDir ? await removeEml(emlDir, id) : [])];
    },
    close: () => queue.close(),
  };
}

const PENDING_STATES = ['wait', 'delayed', 'active', 'prioritized'] as const;

async function list(queue: Queue, states: readonly DeliveryState[]) {
  const counts = await queue.getJobCounts(...PENDING_STATES, 'failed', 'completed');
  const pending = PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  const entries: InboxEntry[] = [];
  const entryOf = (job: Job, state: DeliveryState, at: number | undefined, reason: string | null): InboxEntry => ({
    id: String(job.id),
    state,
    at: at ? new Date(at).toISOString() : null,
    reason,
    enquiry: parseQueuedEnquiry(JSON.stringify(job.data))?.submission ?? null,
  });
  if (states.includes('pending'))
    for (const job of await queue.getJobs([...PENDING_STATES]))
      // A job retrying keeps its last try's failure (the worker's failureLine); one the owner queued
      // again starts its attempts over, and its old failure is no longer why it waits.
      entries.push(
        entryOf(job, 'pending', job.timestamp, job.attemptsMade > 0 ? job.failedReason?.trimEnd() || null : null),
      );
  if (states.includes('delivered'))
    for (const job of await queue.getCompleted(0, -1))
      entries.push({
        ...entryOf(job, 'delivered', job.finishedOn, null),
        // The worker's answer is the delivery: a file means an .eml on the replica (SMTP_URL unset).
        keptHere: typeof (job.returnvalue as { file?: unknown } | null)?.file === 'string',
      });
  if (states.includes('failed'))
    for (const job of await queue.getFailed(0, -1))
      entries.push(entryOf(job, 'failed', job.finishedOn, job.failedReason?.trimEnd() || null));
  entries.sort((a, b) => a.id.localeCompare(b.id));
  return { entries, pending, oldestPendingAgeSeconds: null, delivered: counts.completed ?? 0 };
}

/** The .eml copy of an enquiry, if this replica wrote one: its path once removed. */
async function removeEml(emlDir: string, id: string): Promise<string[]> {
  const file = path.join(emlDir, `${id}.eml`);
  try {
    await unlink(file);
    return [file];
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
}
