/**
 * A built server (dist/server) killed with SIGKILL in the middle of the morning send, then
 * started again on the same DATA_DIR (or Redis). The clock is shifted to 10:00:05 of a published
 * weekday (tests/support/shifted-clock.mjs), 300 confirmed subscribers wait, and the SMTP server
 * answers each e-mail after 20 ms, so the send is under way when the kill comes (at 150 received).
 * What must hold after the restart: every subscriber got the e-mail, each under its one
 * Message-ID; an e-mail went twice only if it was in flight at the kill (at most the pool's 4).
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it, type TestContext } from 'vitest';
import { startBuiltServer, type RunningServer } from '../support/built-server';
import { RedisServer } from '../support/redis-server';
import { waitFor } from '../support/smtp-sink';
import { removeDir } from '../../server/content/content-fixture.test-support';
import { faultScene } from './support/fault-scene';
import { lunchScene, seedSubscribers } from './support/lunch-scene';

const SUBSCRIBERS = 300;
const KILL_AT = 150;
const CLOCK = path.resolve('tests/support/shifted-clock.mjs');

async function killMidSend(context: TestContext, redisUrl: string | null) {
  const { sink, dataDir, cleanup } = await faultScene(context, { open: false });
  const scene = await lunchScene();
  cleanup.push(async () => removeDir(scene.contentDir));
  const client = redisUrl ? new Redis(redisUrl) : null;
  const addresses = await seedSubscribers(dataDir, SUBSCRIBERS, client);
  client?.disconnect();
  sink.beforeAnswer = () => new Promise((resolve) => setTimeout(resolve, 20));
  const lunch = () => sink.messages.filter((mail) => mail.header('message-id')?.startsWith(`<lunch-${scene.date}-`));
  const start = async (): Promise<RunningServer> => {
    const server = await startBuiltServer({
      SITE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      CONTENT_DIR: scene.contentDir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
      MAIL_TO: 'info@ballon.test',
      NODE_OPTIONS: `--import=${CLOCK}`,
      SHIFTED_NOW: scene.shiftedNow,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    cleanup.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    return server;
  };

  const first = await start();
  await waitFor(() => lunch().length >= KILL_AT, 15_000, `${KILL_AT} lunch e-mails`);
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = lunch().length;
  expect(atKill).toBeLessThan(SUBSCRIBERS);

  await start();
  const distinct = () => new Set(lunch().map((mail) => mail.header('message-id'))).size;
  await waitFor(() => distinct() === SUBSCRIBERS, 30_000, `${SUBSCRIBERS} distinct Message-IDs`);
  // Nothing more comes once all are there (the restarted server's journal says so).
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { sink, addresses, date: scene.date, messages: lunch(), atKill };
}

function expectEachOnce(result: Awaited<ReturnType<typeof killMidSend>>) {
  const byId = new Map<string, Set<string>>();
  for (const mail of result.messages) {
    const id = mail.header('message-id')!;
    byId.set(id, (byId.get(id) ?? new Set()).add(mail.envelopeTo.join(',')));
  }
  // One Message-ID per subscriber, to that subscriber's address only.
  expect([...byId.keys()].sort()).toEqual(
    [...result.addresses.keys()].map((id) => `<lunch-${result.date}-${id}@ballon.test>`).sort(),
  );
  for (const [subscriberId, email] of result.addresses)
    expect([...byId.get(`<lunch-${result.date}-${subscriberId}@ballon.test>`)!]).toEqual([email]);
  // Duplicates only for what was in flight at the kill: the pool's 4 connections.
  const duplicates = result.messages.length - SUBSCRIBERS;
  expect(duplicates).toBeGreaterThanOrEqual(0);
  expect(duplicates).toBeLessThanOrEqual(4);
}

describe('the morning send killed with SIGKILL halfway', () => {
  it('on files: after the restart every subscriber has exactly one Message-ID', async (context) => {
    expectEachOnce(await killMidSend(context, null));
  });

  it('on Redis: after the restart every subscriber has exactly one Message-ID', async (context) => {
    const redis = await RedisServer.start();
    context.onTestFinished(() => redis.remove());
    expectEachOnce(await killMidSend(context, redis.url));
  });
});
