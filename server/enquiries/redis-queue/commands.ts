import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { claimName } from '../file-queue/claims';
import { MailCommandError } from '../file-queue/commands';
import { OUTBOX_ID, parseOutboxRecord } from '../enquiry';
import { CLAIM_PREFIX } from './claims';
import { MAIL_QUEUE } from './queue';

const USAGE = 'usage: npm run mail -- list | retry <id> | purge <id>';

/**
 * `npm run mail -- list|retry ID|purge ID` with REDIS_URL: the same commands on the
 * BullMQ queue every replica shares. `list`: the pending count and the failed jobs
 * (id, when, why); `retry`: a failed job is queued again (a fresh set of attempts);
 * `purge`: a delivered or failed job is deleted with the idempotency claim that
 * points at it. Prints no personal data.
 */
export async function runRedisMailCommand(args: string[], connection: Redis, print: (line: string) => void): Promise<void> {
  const [command, id, ...rest] = args;
  const listing = command === 'list' && id === undefined;
  const oneJob = (command === 'retry' || command === 'purge') && id !== undefined && rest.length === 0;
  if (!listing && !oneJob) throw new MailCommandError(USAGE);
  if (oneJob && !OUTBOX_ID.test(id)) throw new MailCommandError(`not an enquiry id: ${JSON.stringify(id)} (ids look like 20261122T100000000Z-0123456789ab)`);
  const queue = new Queue(MAIL_QUEUE.name, { connection, prefix: MAIL_QUEUE.prefix });
  // A connection error rejects the command itself (said once by cli.ts); the event would repeat it.
  queue.on('error', () => undefined);
  try {
    if (listing) return await list(queue, print);
    const job = await queue.getJob(id!);
    if (!job) throw new MailCommandError(`${id} is not in the mail queue (${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name})`);
    const state = await job.getState();
    if (command === 'retry') {
      if (state !== 'failed') throw new MailCommandError(`${id} is ${state}, not failed: only a failed job can be retried`);
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      print(`${id} queued again; a running replica delivers it within seconds`);
      return;
    }
    if (state !== 'failed' && state !== 'completed') throw new MailCommandError(`${id} is ${state} (not delivered yet); only delivered or failed messages can be purged`);
    await purge(connection, job, print);
  } finally {
    await queue.close();
  }
}

async function list(queue: Queue, print: (line: string) => void) {
  const counts = await queue.getJobCounts('wait', 'delayed', 'active', 'prioritized', 'failed', 'completed');
  const pending = (counts.wait ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0);
  print(`pending: ${pending} (redis queue ${MAIL_QUEUE.prefix}:${MAIL_QUEUE.name}; delivered and kept: ${counts.completed ?? 0})`);
  const failed = await queue.getFailed(0, -1);
  print(`failed: ${failed.length}${failed.length ? ' (retry <id> queues one again, purge <id> deletes it)' : ''}`);
  for (const job of failed.sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
    const when = job.finishedOn ? new Date(job.finishedOn).toISOString() : '-';
    print(`${job.id}  ${when}  ${job.failedReason ?? ''}`.trimEnd());
  }
}

async function purge(connection: Redis, job: Job, print: (line: string) => void) {
  const id = String(job.id);
  const record = parseOutboxRecord(JSON.stringify(job.data));
  await job.remove();
  const removed = [`job ${id}`];
  // The key's claim would otherwise answer a replay as this (now unknown) message, or add it again.
  if (record?.idempotencyKey) {
    const key = `${CLAIM_PREFIX}${claimName({ kind: 'key', key: record.idempotencyKey })}`;
    const claim = await connection.get(key);
    if (claim && (JSON.parse(claim) as { id?: unknown }).id === id && (await connection.del(key)) === 1) removed.push('its idempotency claim');
  }
  print(`${id} purged: ${removed.join(', ')}`);
}
