import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DeliveryAlert } from './alert';

describe('DeliveryAlert', () => {
  const logs: { level: number; msg: string; pending?: number; oldestPendingAgeSeconds?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });

  it('logs an error with the count and the age once the oldest message is overdue, at most once per interval, and once when it clears', () => {
    logs.length = 0;
    const alert = new DeliveryAlert(15 * 60_000, logger);
    const t0 = Date.parse('2026-11-22T10:00:00Z');
    alert.check({ pending: 3, oldestPendingAgeSeconds: 15 * 60 }, t0);
    expect(logs).toEqual([]);
    alert.check({ pending: 3, oldestPendingAgeSeconds: 15 * 60 + 1 }, t0 + 1000);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 50,
      pending: 3,
      oldestPendingAgeSeconds: 901,
      msg: 'mail not delivered: 3 enquiries pending, the oldest for 15 min',
    });
    alert.check({ pending: 4, oldestPendingAgeSeconds: 29 * 60 }, t0 + 14 * 60_000);
    expect(logs).toHaveLength(1);
    alert.check({ pending: 4, oldestPendingAgeSeconds: 31 * 60 }, t0 + 16 * 60_000);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatchObject({ level: 50, pending: 4, msg: expect.stringContaining('the oldest for 31 min') });
    alert.check({ pending: 0, oldestPendingAgeSeconds: null }, t0 + 17 * 60_000);
    alert.check({ pending: 0, oldestPendingAgeSeconds: null }, t0 + 18 * 60_000);
    expect(logs.slice(2).map((line) => [line.level, line.msg])).toEqual([
      [30, 'mail alert cleared: no enquiry waits longer than MAIL_ALERT_AFTER'],
    ]);
    // A new episode alerts at once.
    alert.check({ pending: 1, oldestPendingAgeSeconds: 3 * 3600 }, t0 + 19 * 60_000);
    expect(logs[3]).toMatchObject({ level: 50, msg: 'mail not delivered: 1 enquiry pending for 3 h' });
  });

  it('speaks of one enquiry and of several in good English', () => {
    logs.length = 0;
    const alert = new DeliveryAlert(60_000, logger);
    const t0 = Date.parse('2026-11-22T10:00:00Z');
    for (const [i, pending] of [1, 2, 21].entries())
      alert.check({ pending, oldestPendingAgeSeconds: 5 * 60 }, t0 + i * 120_000);
    expect(logs.map((line) => line.msg)).toEqual([
      'mail not delivered: 1 enquiry pending for 5 min',
      'mail not delivered: 2 enquiries pending, the oldest for 5 min',
      'mail not delivered: 21 enquiries pending, the oldest for 5 min',
    ]);
  });
});
