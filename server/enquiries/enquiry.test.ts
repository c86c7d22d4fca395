import { describe, expect, it } from 'vitest';
import { newOutboxId, OUTBOX_ID, outboxIdTime } from './enquiry';

describe('newOutboxId', () => {
  it('sorts in the order made, also within one millisecond (the outbox delivers in id order)', () => {
    const now = new Date('2026-11-26T00:18:43.169Z');
    const ids = Array.from({ length: 500 }, () => newOutboxId(now));
    expect(new Set(ids).size).toBe(500);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) {
      expect(id).toMatch(OUTBOX_ID);
      expect(outboxIdTime(id)).toBe(now.getTime());
    }
  });

  it('starts again at the next millisecond, still after the ones before', () => {
    const first = newOutboxId(new Date('2026-11-26T00:18:43.169Z'));
    const next = newOutboxId(new Date('2026-11-26T00:18:43.170Z'));
    expect(next.slice(20, 24)).toBe('0000');
    expect([next, first].sort()).toEqual([first, next]);
  });
});
