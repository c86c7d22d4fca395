import type { Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_CHALLENGES, type AdminState } from '../../server/admin/state/admin-state';
import { redisAdminState } from '../../server/admin/state/redis-state';
import { CHALLENGE_ENDS, CHALLENGES } from '../../server/admin/state/redis-state/challenges';
import { adminApi as csAdminApi } from '../../src/i18n/cs/admin-api';
import { adminApi as enAdminApi } from '../../src/i18n/en/admin-api';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { RedisServer } from '../support/redis-server';

/**
 * Anyone may start a sign-in: the live challenges are bounded. Past the bound a start is
 * a 429 in the admin's language with Retry-After, no live challenge is pushed out (an
 * owner's sign-in in progress still completes), and once the oldest have ended, starts
 * succeed again. Both backends, through the API.
 */

let redisServer: RedisServer;
let redis: Redis;
beforeAll(async () => {
  redisServer = await RedisServer.start();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.remove();
});

let harness: AdminHarness | undefined;
let server: Server | undefined;
const listening = () => {
  if (!server) throw new Error('no server: open() first');
  return server;
};
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await harness?.dispose();
  server = undefined;
  harness = undefined;
});

/** Each backend: its state, and the challenge records it stores (in Redis, per key) with their bytes. */
const backends: [
  string,
  () => Promise<AdminState | undefined>,
  (dataDir: string) => Promise<{ records: number[]; bytes: number }>,
][] = [
  [
    'files',
    async () => undefined,
    async (dataDir) => {
      const file = path.join(dataDir, 'admin', 'challenges.json');
      return {
        records: [(JSON.parse(await readFile(file, 'utf8')) as unknown[]).length],
        bytes: (await stat(file)).size,
      };
    },
  ],
  [
    'Redis',
    async () => {
      await redis.flushall();
      return redisAdminState(redis);
    },
    async () => ({
      records: [await redis.hlen(CHALLENGES), await redis.zcard(CHALLENGE_ENDS)],
      bytes: Object.entries(await redis.hgetall(CHALLENGES)).reduce(
        (sum, [field, value]) => sum + field.length + value.length,
        0,
      ),
    }),
  ],
];

/** A challenge record is about 110 bytes: twice that per record bounds what the store may hold. */
const BYTES_BOUND = MAX_LIVE_CHALLENGES * 220;

describe.each(backends)('sign-in starts on %s', (_name, state, stored) => {
  /** A harness whose attempt limit lets one client start every sign-in of the test (the bound is what is tested). */
  const open = async () => {
    harness = await createAdminHarness({ attempts: { limit: 100_000, windowMs: 600_000 }, state: await state() });
    server = harness.app.listen(0, '127.0.0.1');
    return harness;
  };
  const start = (lang = 'cs') =>
    request(listening()).post('/admin/api/sign-in/options').set('Origin', SITE).set('Accept-Language', lang).send({});
  /** `count` starts, ten at a time: each must be kept. The challenges they got. */
  const fill = async (count: number) => {
    const challenges: string[] = [];
    while (challenges.length < count) {
      const answers = await Promise.all(Array.from({ length: Math.min(10, count - challenges.length) }, () => start()));
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(200);
        challenges.push(answer.body.challenge as string);
      }
    }
    return challenges;
  };
  const expectRefused = (answer: request.Response, message: string) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: { code: 'sign_in_busy', message } });
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(300);
  };

  it(`refuses the start after ${MAX_LIVE_CHALLENGES} live ones, in Czech and English, and evicts none: an owner's sign-in in progress completes`, async () => {
    const { state: adminState, dataDir } = await open();
    const { authenticator } = await harness!.register('owner@example.cz');
    const owners = await start();
    expect(owners.status).toBe(200);
    const others = await fill(MAX_LIVE_CHALLENGES - 1);

    expectRefused(await start('cs'), csAdminApi.errors.sign_in_busy);
    expectRefused(await start('en'), enAdminApi.errors.sign_in_busy);
    for (const answer of await Promise.all(Array.from({ length: 20 }, () => start()))) expect(answer.status).toBe(429);
    const kept = await stored(dataDir);
    expect(new Set(kept.records)).toEqual(new Set([MAX_LIVE_CHALLENGES]));
    expect(kept.bytes).toBeLessThanOrEqual(BYTES_BOUND);

    const signedIn = await request(listening())
      .post('/admin/api/sign-in/verify')
      .set('Origin', SITE)
      .send({ response: authenticator.get(owners.body) });
    expect(signedIn.status, signedIn.text).toBe(200);
    // Every other start's challenge is still there, and taken once.
    const taken = await Promise.all(others.map((challenge) => adminState.takeChallenge(challenge, new Date())));
    expect(taken.filter((entry) => entry === null)).toHaveLength(0);
    expect(await adminState.takeChallenge(others[0]!, new Date())).toBeNull();
  });

  it('lets starts in again once the oldest have ended, keeping only the live', async () => {
    const { dataDir } = await open();
    await fill(MAX_LIVE_CHALLENGES);
    expectRefused(await start(), csAdminApi.errors.sign_in_busy);
    harness!.advance(5 * 60_000 + 1000);
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    expect(new Set((await stored(dataDir)).records)).toEqual(new Set([2]));
  });
});
