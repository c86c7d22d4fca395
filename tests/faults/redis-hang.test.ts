import { describe, expect, it } from 'vitest';
import { RedisServer } from '../support/redis-server';
import { until } from './support/mail-child';
import { markedEnquiry, mailsMarked, redisApp } from './support/redis-app';

/**
 * Redis stopped with SIGSTOP: its sockets stay open, so no connection drops and
 * only commands that time out tell. With the outage threshold injected (seconds,
 * not the default), the hang is an outage like a lost connection: one error line,
 * `redis-unavailable` in /readyz's body (still 200: decision 0010), `ballon_redis_up`
 * 0 and the pending numbers unknown rather than the last ones read; forms answer 503
 * (the post in flight when it stopped, not known to be stored: 504).
 * SIGCONT: one recovery line, and everything is as before.
 */
describe('Redis hung (SIGSTOP), then running again (SIGCONT)', () => {
  it(
    'one error line, redis-unavailable in /readyz and the metrics, forms 503; then one recovery line, and the 504 post retried is delivered once',
    { timeout: 120_000 },
    async (context) => {
      const redis = await RedisServer.start();
      context.onTestFinished(() => redis.remove());
      const scene = await redisApp(context, {
        url: redis.url,
        connect: { hangAfterMs: 1500 },
        tuning: { confirmWithinMs: 2000 },
      });
      const { lines, sink, connections } = scene;
      const errors = () => lines.filter((line) => line.level >= 50);
      const known = async (name: string) => Number.isFinite(await scene.metric(name));
      await until(() => connections.ready, 30_000, 'the request connection');

      expect((await scene.post(markedEnquiry('before'))).status).toBe(202);
      await until(() => known('ballon_outbox_pending'), 30_000, 'the pending numbers read');
      expect(await scene.metric('ballon_redis_up')).toBe(1);
      expect(await scene.readyz()).not.toHaveProperty('problems');

      redis.signal('SIGSTOP');
      // In flight when Redis stopped: not confirmed in time, 504 (its retry below finds it).
      const during = await scene.post(markedEnquiry('during'));
      expect(during.status).toBe(504);
      await until(() => errors().length > 0, 30_000, 'the outage line');
      // Once it is an outage, posts are refused at once (nothing is sent to a Redis that does not answer).
      const refused = await scene.post(markedEnquiry('refused'));
      expect(refused.status).toBe(503);

      expect(errors()).toHaveLength(1);
      expect(errors()[0]).toMatchObject({
        alert: 'redis-unavailable',
        redis: redis.url.replace(/\/$/, ''),
        err: { message: 'Command timed out' },
      });
      expect(errors()[0]!.msg).toBe(
        'redis: does not answer (commands time out); pages are served, enquiries are refused (503) until it answers',
      );
      const readyz = await scene.readyz();
      expect(readyz.status).toBe('ready');
      expect(readyz.problems).toEqual(['redis-unavailable']);
      expect(await scene.metric('ballon_redis_up')).toBe(0);
      expect(await scene.metric('ballon_outbox_pending')).toBeNaN();
      expect(await scene.metric('ballon_outbox_oldest_pending_age_seconds')).toBeNaN();
      expect(await scene.metric('ballon_outbox_writable')).toBe(0);
      // The refused posts are warnings (their request lines), not errors: the first one not known to be stored, the second certainly not.
      const refusals = lines.filter((line) => line.status === 504 || line.status === 503);
      expect(refusals.map((line) => line.level)).toEqual([40, 40]);
      expect(refusals.map((line) => [line.status, (line.err as { code?: string }).code])).toEqual([
        [504, 'EREDISUNCERTAIN'],
        [503, 'EREDISUNAVAILABLE'],
      ]);

      redis.signal('SIGCONT');
      await until(
        () => lines.some((line) => line.msg === 'redis: reachable again; enquiries are accepted'),
        15_000,
        'the recovery line',
      );
      expect(await scene.readyz()).not.toHaveProperty('problems');
      expect(await scene.metric('ballon_redis_up')).toBe(1);
      await until(() => known('ballon_outbox_pending'), 30_000, 'the pending numbers read again');

      // The post answered 504 while Redis hung is retried with its key: stored once; so is a new one.
      expect((await scene.post(markedEnquiry('during'))).status).toBe(202);
      expect((await scene.post(markedEnquiry('after'))).status).toBe(202);
      await until(async () => (await scene.outbox.refreshStats()).pending === 0, 30_000, 'the queue delivered');
      expect(['before', 'during', 'refused', 'after'].map((marker) => mailsMarked(sink, marker).length)).toEqual([
        1, 1, 0, 1,
      ]);
      expect(errors()).toHaveLength(1);
      expect(lines.filter((line) => line.msg === 'redis: reachable again; enquiries are accepted')).toHaveLength(1);
    },
  );
});
