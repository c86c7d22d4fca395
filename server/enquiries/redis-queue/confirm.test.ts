import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Confirmation, RedisUncertainError } from './confirm';
import { RedisCommandError } from './errors';

function captured() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { logger, lines };
}

/** A step that fails with each of `failures` in turn, then succeeds. */
function scripted(failures: Error[]) {
  let calls = 0;
  return {
    run: async () => {
      calls += 1;
      const failure = failures[calls - 1];
      if (failure) throw failure;
      return 'stored';
    },
    calls: () => calls,
  };
}

const timedOut = () => new RedisCommandError('Command timed out', 'EREDIS', false);
const refusedByRedis = () => new RedisCommandError('OOM command not allowed', 'OOM', true);
const neverSent = () => new Error("Stream isn't writeable and enableOfflineQueue options is false");

describe('a step of storing an enquiry, confirmed by Redis', () => {
  it('one that certainly did nothing (Redis refused it, or it never left) fails at once: nothing to ask about', async () => {
    for (const failure of [refusedByRedis(), neverSent()]) {
      const step = scripted([failure]);
      await expect(
        new Confirmation({ logger: captured().logger, outboxId: 'x', deadline: Date.now() + 60_000 }).step(
          'claim',
          step.run,
        ),
      ).rejects.toBe(failure);
      expect(step.calls()).toBe(1);
    }
  });

  it('one whose answer was lost is sent again until Redis confirms it, whatever fails meanwhile', async () => {
    const { logger, lines } = captured();
    const step = scripted([timedOut(), neverSent(), refusedByRedis(), timedOut()]);
    expect(await new Confirmation({ logger, outboxId: 'x', deadline: Date.now() + 60_000 }).step('add', step.run)).toBe(
      'stored',
    );
    expect(step.calls()).toBe(5);
    expect(lines.map((line) => line.msg)).toEqual([
      'redis did not confirm an enquiry step; asking again',
      'redis confirmed the enquiry step after all',
    ]);
  });

  it('unconfirmed at the deadline: not known, a warning, and an error of its own (answered 503, safe to retry)', async () => {
    const { logger, lines } = captured();
    const step = scripted(Array.from({ length: 1000 }, timedOut));
    const error = await new Confirmation({ logger, outboxId: 'x', deadline: Date.now() + 300 })
      .step('claim', step.run)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RedisUncertainError);
    expect(error).toMatchObject({ code: 'EREDISUNCERTAIN', reply: false });
    expect(lines.at(-1)).toMatchObject({ level: 40, uncertain: true, outboxId: 'x', step: 'claim' });
  });
});
