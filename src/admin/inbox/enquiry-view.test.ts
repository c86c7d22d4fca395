import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../api/contract';
import { inView } from './enquiry-view';

const base: Enquiry = {
  id: '',
  form: 'contact',
  receivedAt: '',
  name: 'Jana',
  email: 'jana@example.cz',
  subject: '',
  message: '',
  delivery: 'sent',
  reason: null,
  cause: null,
  nextAttemptAt: null,
  sentTo: 'mailbox',
  status: 'new',
  table: null,
};
const table = (id: string, receivedAt: string, date: string, time: string): Enquiry => ({
  ...base,
  id,
  form: 'table',
  receivedAt,
  table: { date, time, guests: 2 },
});

describe('the inbox’s views', () => {
  const enquiries = [
    { ...base, id: 'c', receivedAt: '2026-11-25T10:00:00Z' },
    table('late', '2026-11-20T10:00:00Z', '2026-12-22', '19:30'),
    table('soon', '2026-11-24T10:00:00Z', '2026-12-01', '18:00'),
    table('same-day-earlier', '2026-11-26T10:00:00Z', '2026-12-22', '12:00'),
  ];

  it('lists table requests by the date and time they ask for, soonest first, and nothing else', () => {
    expect(inView(enquiries, 'table').map((enquiry) => enquiry.id)).toEqual(['soon', 'same-day-earlier', 'late']);
  });

  it('keeps every enquiry in the order given for "all"', () => {
    expect(inView(enquiries, 'all').map((enquiry) => enquiry.id)).toEqual(['c', 'late', 'soon', 'same-day-earlier']);
  });
});
