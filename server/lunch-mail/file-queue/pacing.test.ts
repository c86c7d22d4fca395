import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacing } from './pacing';

describe('pacing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Takes `count` tokens at once and says after how many ms of the fake clock each was given. */
  async function takenAt(perMinute: number | null, count: number, advance: number): Promise<number[]> {
    const bucket = pacing(perMinute);
    const start = Date.now();
    const times: number[] = [];
    for (let i = 0; i < count; i++) void bucket.take().then(() => times.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(advance);
    return times;
  }

  it('spaces the e-mails evenly at MAIL_RATE, with no burst at the start of a minute', async () => {
    // 60 a minute: one a second, the first at once.
    expect(await takenAt(60, 5, 10_000)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('gives 600 a minute one every 100 ms, and no more than 600 in a minute', async () => {
    const times = await takenAt(600, 700, 60_000);
    expect(times.filter((at) => at < 60_000)).toHaveLength(600);
    expect(times[599]).toBe(59_900);
  });

  it('does not save up tokens while idle', async () => {
    const bucket = pacing(60);
    await bucket.take();
    await vi.advanceTimersByTimeAsync(10_000);
    const start = Date.now();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) void bucket.take().then(() => times.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(times).toEqual([0, 1000, 2000]);
  });

  it('lets every wait go at once on release (a stop)', async () => {
    const bucket = pacing(1);
    await bucket.take();
    let released = false;
    void bucket.take().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(released).toBe(false);
    bucket.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
  });

  it('is unpaced without a rate', async () => {
    expect(await takenAt(null, 4, 0)).toEqual([0, 0, 0, 0]);
  });
});
