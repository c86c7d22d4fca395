import type { QueuedEnquiry } from './enquiry';

/** An outbox record of Jan Novák's message, with any submission field replaced (message tests). */
export function record(submission: Partial<QueuedEnquiry['submission']> = {}): QueuedEnquiry {
  return {
    version: 1,
    id: '20261122T100000000Z-0123456789ab',
    createdAt: '2026-11-22T10:00:00.000Z',
    idempotencyKey: null,
    submission: {
      name: 'Jan Novák',
      email: 'jan@example.com',
      subject: 'Dotaz',
      message: 'Dobrý den',
      lang: 'cs',
      ...submission,
    },
  };
}
