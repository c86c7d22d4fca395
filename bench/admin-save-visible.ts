// npm run bench:admin: the time from an owner's save on one server process to the change
// being visible on another (ARCHITECTURE.md: within 5 s). Two built servers (dist/server, run
// `npm run build` first) share one real redis-server (sessions) and one CONTENT_DIR (a copy
// of content/), each with its own DATA_DIR, as Compose runs the replicas. The owner signs in
// with the tests' software authenticator; each round saves "Closed today" with a new reason
// on A and polls B's home page every 10 ms until the reason is there.
// (The servers log at info: the "listening" line is how the harness knows they are up.)
// Environment: BENCH_ADMIN_ROUNDS (20).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copySample, removeDir } from '../server/content/content-fixture.test-support';
import { adminRequest, inviteByCommandLine, registerOwner } from '../tests/support/admin-owner';
import { get, startBuiltServer, type RunningServer } from '../tests/support/built-server';
import { RedisServer } from '../tests/support/redis-server';

const SITE_URL = 'http://localhost:3000';
const rounds = Number(process.env.BENCH_ADMIN_ROUNDS ?? 20);
const cleanup: (() => Promise<unknown>)[] = [];

async function replica(contentDir: string, redisUrl: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-bench-admin-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startBuiltServer(
    { SITE_URL, DATA_DIR: dataDir, CONTENT_DIR: contentDir, REDIS_URL: redisUrl, LOG_LEVEL: 'info' },
    { timeoutMs: 180_000 },
  );
  cleanup.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const row = (name: string, values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return `| ${name} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`;
};

async function main() {
  const redis = await RedisServer.start();
  cleanup.push(() => redis.remove());
  const contentDir = copySample();
  cleanup.push(async () => removeDir(contentDir));
  const [a, b] = await Promise.all([replica(contentDir, redis.url), replica(contentDir, redis.url)]);
  const token = await inviteByCommandLine('owner@example.cz', {
    SITE_URL,
    REDIS_URL: redis.url,
    DATA_DIR: '/nonexistent-admin-cli-dir',
  });
  const { cookie } = await registerOwner(SITE_URL, token, a!.port);

  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  const saves: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const reason = `Měření ${round} ${Date.now()}`;
    const sent = performance.now();
    const saved = await adminRequest(a!.port, 'POST', '/admin/api/today', {
      body: { kind: 'closed', reason: { cs: reason, en: reason } },
      cookie,
      origin: SITE_URL,
    });
    const answered = performance.now();
    if (saved.status !== 200) throw new Error(`save ${round}: ${saved.status} ${saved.body}`);
    for (;;) {
      if ((await get(b!.port, '/')).body.includes(reason)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const seen = performance.now();
    saves.push(answered - sent);
    fromAnswer.push(seen - answered);
    fromRequest.push(seen - sent);
  }
  console.log(`Save on process A, visible on process B's home page: ${rounds} rounds (ms)\n`);
  console.log('| | median | p95 | max |\n|---|---:|---:|---:|');
  console.log(row('the save (A answers 200)', saves));
  console.log(row('from the 200 to visible on B', fromAnswer));
  console.log(row('from the request to visible on B (target < 5000)', fromRequest));
}

try {
  await main();
} finally {
  for (const step of cleanup.reverse()) await step();
}
