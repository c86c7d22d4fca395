import { describe, expect, it } from 'vitest';
import { newEnquiryId, ENQUIRY_ID, enquiryIdTime } from './enquiry';

describe('newEnquiryId', () => {
  it('sorts in the order made, also within one millisecond (the outbox delivers in id order)', () => {
    const now = new Date('2026-11-26T00:18:43.169Z');
    const ids = Array.from({ length: 500 }, () => newEnquiryId(now));
    expect(new Set(ids).size).toBe(500);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) {
      expect(id).toMatch(ENQUIRY_ID);
      expect(enquiryIdTime(id)).toBe(now.getTime());
    }
  });

  it('starts again at the next millisecond, still after the ones before', () => {
    const first = newEnquiryId(new Date('2026-11-26T00:18:43.169Z'));
    const next = newEnquiryId(new Date('2026-11-26T00:18:43.170Z'));
    expect(next.slice(20, 24)).toBe('0000');
    expect([next, first].sort()).toEqual([first, next]);
  });
});
