// What erasing an enquiry costs, and what the Redis worker's look at the erased ids costs
// a backlog. `node --import tsx bench/erasure.ts` (no build needed). On a real
// redis-server and a temporary DATA_DIR:
// - Redis: BENCH_ERASE_JOBS (2000) enquiries with a key are queued, then a worker
//   (concurrency 4, a mail server stand-in that answers after BENCH_ERASE_SEND_MS, 0: at
//   once, where the Redis round trips are all a job costs) delivers them: jobs/s; then
//   each is erased through the inbox (`npm run mail -- purge`): ms per erase.
// - Outbox: BENCH_ERASE_FILES (500) delivered enquiries with a key: ms per erase.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { openFileInbox } from '../server/enquiries/file-queue/inbox';
import { openOutbox } from '../server/enquiries/file-queue/outbox';
import type { Enquiry } from '../server/enquiries/enquiry';
import { RedisClaims } from '../server/enquiries/redis-queue/claims';
import { redisInbox } from '../server/enquiries/redis-queue/inbox';
import { MAIL_QUEUE, RedisQueue } from '../server/enquiries/redis-queue/queue';
import { RedisWorker } from '../server/enquiries/redis-queue/worker';
import type { MailSender } from '../server/mail/transport';
import { RedisServer } from '../tests/support/redis-server';

const jobs = Number(process.env.BENCH_ERASE_JOBS ?? 2000);
const files = Number(process.env.BENCH_ERASE_FILES ?? 500);
const sendMs = Number(process.env.BENCH_ERASE_SEND_MS ?? 0);
const silent = pino({ level: 'silent' });
const enquiry = (n: number): Enquiry => ({
  name: `Host ${n}`,
  email: `host${n}@example.com`,
  subject: `Dotaz ${n}`,
  message: `Zpráva ${n}`,
  lang: 'cs',
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function redisBench(server: RedisServer) {
  const client = new Redis(server.url, { maxRetriesPerRequest: 0 });
  await once(client, 'ready');
  const queue = new Queue(MAIL_QUEUE.name, { connection: client, prefix: MAIL_QUEUE.prefix });
  const store = new RedisQueue({
    queue,
    claims: new RedisClaims(client, 86_400_000),
    isReady: () => client.status === 'ready',
    keepDays: 1,
    attempts: 3,
    logger: silent,
  });
  let delivered = 0;
  let allDelivered = () => {};
  const done = new Promise<void>((resolve) => (allDelivered = resolve));
  const sender: MailSender = {
    target: 'smtp://bench',
    async send(message) {
      if (sendMs > 0) await new Promise((resolve) => setTimeout(resolve, sendMs));
      if ((delivered += 1) === jobs) allDelivered();
      return { messageId: String(message.messageId), response: '250 ok', file: null };
    },
    close: () => undefined,
  };
  const ids: string[] = [];
  for (let n = 0; n < jobs; n += 1) ids.push((await store.enqueue(enquiry(n), { kind: 'key', key: `bench-${n}` })).id);
  const connection = new Redis(server.url, { maxRetriesPerRequest: null });
  const worker = new RedisWorker({
    queue: store,
    connection,
    sender,
    addresses: { from: 'web@ballon.test', to: 'info@ballon.test' },
    logger: silent,
    concurrency: 4,
    onError: () => undefined,
  });
  const start = performance.now();
  worker.start();
  await done;
  const seconds = (performance.now() - start) / 1000;
  // The last completion is recorded just after its send: wait for it, not for a fixed time.
  while (((await queue.getJobCounts('completed')).completed ?? 0) < jobs)
    await new Promise((resolve) => setImmediate(resolve));
  const inbox = redisInbox(client);
  const erases: number[] = [];
  for (const id of ids) erases.push(await timed(() => inbox.erase(id)));
  await inbox.close();
  await worker.stop();
  await queue.close();
  connection.disconnect();
  client.disconnect();
  console.log(
    `redis: ${jobs} jobs (mail server ${sendMs} ms) delivered at ${(jobs / seconds).toFixed(0)} jobs/s; erase ${summary(erases)}`,
  );
}

async function outboxBench() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-bench-erase-'));
  const outbox = await openOutbox({ dir: path.join(dataDir, 'outbox'), logger: silent });
  const ids: string[] = [];
  for (let n = 0; n < files; n += 1) {
    const { id } = await outbox.enqueue(enquiry(n), { kind: 'key', key: `bench-${n}` });
    await outbox.markSent((await outbox.read(id))!, { messageId: null, response: '250 ok', file: null });
    ids.push(id);
  }
  const inbox = await openFileInbox({ dataDir, emlDir: path.join(dataDir, 'mail') });
  const erases: number[] = [];
  for (const id of ids) erases.push(await timed(() => inbox.erase(id)));
  await rm(dataDir, { recursive: true, force: true });
  console.log(`outbox: ${files} erases, ${summary(erases)}`);
}

const server = await RedisServer.start();
try {
  await redisBench(server);
} finally {
  await server.remove();
}
await outboxBench();
