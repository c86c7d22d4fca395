import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { SubscribeLimiter } from './limiter';

const client = (ip: string) => ({ ip, socket: { remoteAddress: ip } }) as unknown as Request;

describe('the subscribe form’s limits', () => {
  it('20 accepted posts per client (an office behind one address), the 21st limited with its reset; another client is not', async () => {
    const limiter = new SubscribeLimiter(undefined);
    for (let n = 1; n <= 20; n++) expect((await limiter.post(client('192.0.2.1'))).kind).toBe('ok');
    const next = await limiter.post(client('192.0.2.1'));
    expect(next.kind).toBe('limited');
    expect(next.kind === 'limited' && next.resetTime).toBeInstanceOf(Date);
    expect((await limiter.post(client('192.0.2.2'))).kind).toBe('ok');
  });

  it('30 refused posts stop the client before anything is read', async () => {
    const limiter = new SubscribeLimiter(undefined);
    for (let n = 1; n < 30; n++) await limiter.refusedPost(client('2001:db8::1'));
    expect((await limiter.refusedTooOften(client('2001:db8::1'))).kind).toBe('ok');
    await limiter.refusedPost(client('2001:db8::2'));
    // The same /56: one client.
    expect((await limiter.refusedTooOften(client('2001:db8::1'))).kind).toBe('limited');
  });

  it('one confirmation e-mail per address per window, and a cap per day (two here)', async () => {
    const limiter = new SubscribeLimiter(undefined, {
      postsPerClient: 5,
      refusedPerClient: 30,
      clientWindowMs: 600_000,
      lettersPerAddressDay: 2,
      addressDayMs: 86_400_000,
      lettersPerAddressWindow: 1,
      addressWindowMs: 40,
    });
    expect(await limiter.letterAllowed('a')).toBe(true);
    expect(await limiter.letterAllowed('a')).toBe(false);
    expect(await limiter.letterAllowed('b')).toBe(true);
    for (let n = 2; n <= 3; n++) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // The window (MemoryStore's resolution: a second) has passed; the day's count goes on.
      expect(await limiter.letterAllowed('a')).toBe(n <= 2);
    }
  });
});
