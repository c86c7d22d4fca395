import { describe, expect, it } from 'vitest';
import { RedisServer } from '../support/redis-server';
import { until } from './support/mail-child';
import { redisApp } from './support/redis-app';

const PASSWORD = 'the-right-one-7f3k9q';
const WRONG = 'a-wrong-one-5h2m8x';

/**
 * Redis refuses our credentials (`--requirepass`): a wrong password in REDIS_URL
 * (WRONGPASS) or none (NOAUTH). That is said as what it is, one error line naming
 * REDIS_URL, however many reconnects fail the same way: not "refuses writes (out of
 * memory…)". Pages serve, forms answer 503, /readyz names redis-unavailable.
 */
describe('Redis refusing the credentials in REDIS_URL', () => {
  for (const [wrong, code, url] of [
    ['a wrong password', 'WRONGPASS', (port: number) => `redis://:${WRONG}@127.0.0.1:${port}`],
    ['no password', 'NOAUTH', (port: number) => `redis://127.0.0.1:${port}`],
  ] as const) {
    it(
      `${wrong}: one error line naming REDIS_URL (${code}), forms 503, /readyz says redis-unavailable`,
      { timeout: 120_000 },
      async (context) => {
        const redis = await RedisServer.start(['--requirepass', PASSWORD]);
        context.onTestFinished(() => redis.remove());
        const scene = await redisApp(context, { url: url(redis.port) });
        const { lines, connections } = scene;
        let refusedLogins = 0;
        connections.requests.on('error', () => (refusedLogins += 1));
        // Several reconnects, each refused the same way.
        await until(() => refusedLogins >= 3, 30_000, 'three refused logins');

        const errors = lines.filter((line) => line.level >= 50);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({
          alert: 'redis-auth-failed',
          redis: `redis://127.0.0.1:${redis.port}`,
          err: { code },
        });
        expect(errors[0]!.msg).toContain('REDIS_URL');
        expect(lines.some((line) => line.alert === 'redis-write-refused' || /refuses writes/.test(line.msg))).toBe(
          false,
        );
        expect(JSON.stringify(lines)).not.toContain(WRONG);

        expect(
          (
            await scene.post({
              name: 'Host',
              email: 'host@example.com',
              subject: 'Dotaz',
              message: 'Dobrý den.',
              lang: 'cs',
              idempotencyKey: 'key-auth',
            })
          ).status,
        ).toBe(503);
        expect(await scene.readyz()).toMatchObject({ status: 'ready', problems: ['redis-unavailable'] });
        expect(await scene.metric('ballon_redis_up')).toBe(0);
      },
    );
  }
});
