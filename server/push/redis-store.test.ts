/**
 * Push with REDIS_URL on a real redis-server: replicas agree on one key pair (set if absent),
 * which survives Redis being killed and started again (its AOF); a device switched on at one
 * replica is told by another, and a 410 seen by one drops it for all.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnections } from '../redis/connection';
import { PushEndpoint } from '../../tests/support/push-endpoint';
import { RedisServer } from '../../tests/support/redis-server';
import { createPush, type Push } from './index';

const config = {
  siteUrl: 'https://www.restaurace-ballon.test',
  dataDir: '/nonexistent/push-uses-redis',
  mail: { to: 'info@example.com' },
};
const logger = pino({ level: 'silent' });

let redisServer: RedisServer;
let endpoint: PushEndpoint;
const connections: RedisConnections[] = [];

/** Resolves once the connection is up (the requests' connection queues nothing while it is not). */
const connected = (redis: RedisConnections) =>
  new Promise<void>((resolve) =>
    redis.requests.status === 'ready' ? resolve() : redis.requests.once('ready', () => resolve()),
  );

/** A replica's push: its own connections to the one Redis. */
async function replica(): Promise<Push> {
  const redis = connectRedis(redisServer.url, logger);
  connections.push(redis);
  await connected(redis);
  return createPush(config, { logger, redis, loopbackEndpoints: true });
}

beforeAll(async () => {
  redisServer = await RedisServer.start();
  endpoint = await PushEndpoint.start();
});
afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.close()));
  await endpoint.stop();
  await redisServer.remove();
});

describe('push on Redis', () => {
  it('gives three replicas one key pair, the same after Redis is killed and started again', async () => {
    const replicas = await Promise.all([replica(), replica(), replica()]);
    const keys = await Promise.all(replicas.map((push) => push.publicKey()));
    expect(new Set(keys).size).toBe(1);
    expect(Buffer.from(keys[0]!, 'base64url')).toHaveLength(65);
    // The subject is SITE_URL: MAIL_TO is the default at example.com, nobody's address.
    expect(await redisServer.send('EXISTS', 'ballon:push:vapid')).toBe(':1\r\n');

    await redisServer.stop('SIGKILL');
    await redisServer.start();
    expect(await (await replica()).publicKey()).toBe(keys[0]);
  });

  it('tells from one replica a device switched on at another, and a 410 drops it for every replica', async () => {
    const [a, b, c] = await Promise.all([replica(), replica(), replica()]);
    endpoint.serverKey = await a!.publicKey();
    const phone = endpoint.device('phone');
    const old = endpoint.device('old-phone');
    expect((await a!.subscribe({ email: 'majitel@ballon.test', lang: 'en' }, phone.subscription)).ok).toBe(true);
    expect((await a!.subscribe({ email: 'majitel@ballon.test', lang: 'cs' }, old.subscription)).ok).toBe(true);
    endpoint.answer('old-phone', 410);

    expect(await b!.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(endpoint.refused).toEqual([]);
    expect(endpoint.received.map((received) => [received.device, received.payload.title, received.claims.sub])).toEqual(
      [['phone', 'New message from the website', 'https://www.restaurace-ballon.test']],
    );
    expect((await c!.devicesOf('majitel@ballon.test')).map((device) => device.id)).toHaveLength(1);
    expect(await c!.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 1, gone: 0, failed: 0 });
  });

  it('never fails the caller while Redis is down: nobody is told, a warn line says so', async () => {
    const lines: { level: number; msg: string }[] = [];
    const watched = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const redis = connectRedis(redisServer.url, watched);
    connections.push(redis);
    await connected(redis);
    const push = await createPush(config, { logger: watched, redis, loopbackEndpoints: true });
    await push.publicKey();
    await redisServer.stop('SIGKILL');
    try {
      await expect(push.notifyOwners({ kind: 'enquiry' })).resolves.toEqual({ sent: 0, gone: 0, failed: 1 });
      expect(lines.filter((line) => line.msg === 'push not sent: its devices cannot be read')).toHaveLength(1);
    } finally {
      await redisServer.start();
    }
  });
});
