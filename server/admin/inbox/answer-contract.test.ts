/** The inbox's answers are the admin contract's (src/admin/api/contract.ts), at compile time and at run time. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { answers, type EnquiryAnswer } from '../../../src/admin/api/contract';
import { answerOf } from './kept-enquiries';

describe("the inbox's answer is the contract's", () => {
  it('is typed by the contract (EnquiryAnswer lives there, not here)', () => {
    expectTypeOf<ReturnType<typeof answerOf>>().toEqualTypeOf<EnquiryAnswer>();
  });

  it("reads an enquiry the server's answerOf makes, and refuses one without its delivery", () => {
    const answer = answerOf(
      {
        id: '20261122T100000000Z-0123456789ab',
        state: 'failed',
        reason: 'mailbox full',
        enquiry: {
          name: 'Jana',
          email: 'jana@example.com',
          subject: 'Stůl',
          message: 'Dobrý den',
          form: 'table',
          table: { date: '2026-12-24', time: '18:00', guests: 4 },
        },
      },
      'confirmed',
    );
    expect(answers.enquiries.safeParse({ enquiries: [answer] }).success).toBe(true);
    const { delivery: _, ...withoutDelivery } = answer;
    expect(answers.enquiries.safeParse({ enquiries: [withoutDelivery] }).success).toBe(false);
  });
});
