import { sampleExceptionDates } from '../../../scripts/content-copy.mjs';
import type { Answer } from '../../support/built-server';
import { post, SITE_URL } from './redis-replicas';

const prague = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An open day (the sample's regular hours) a few days ahead. */
export function openDate(): string {
  const taken = new Set(sampleExceptionDates());
  for (let days = 5; ; days++) {
    const date = prague.format(new Date(Date.now() + days * 86_400_000));
    if (!taken.has(date)) return date;
  }
}

/** A guest's name from their number (a name is letters only). */
const letters = (n: number) => Array.from(String(n).padStart(3, '0'), (digit) => 'abcdefghij'[Number(digit)]).join('');

/** Guest `n`'s e-mail address. */
export const guestEmail = (n: number) => `host${n}@example.com`;

/**
 * The booking page's no-JavaScript post from guest `n` (their own address, e-mail and phone),
 * for 19:00 in the restaurant unless `fields` say otherwise (`date` and `party` at least).
 */
export function book(port: number, n: number, fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams({
    intent: 'book',
    area: 'restaurant',
    time: '19:00',
    name: `Host ${letters(n)}`,
    email: guestEmail(n),
    phone: `777 123 ${String(n).padStart(3, '0')}`,
    note: '',
    ...fields,
  }).toString();
  return post(port, '/moje-rezervace', body, {
    'Content-Type': 'application/x-www-form-urlencoded',
    'X-Forwarded-For': `203.0.113.${n}`,
    Origin: SITE_URL,
    'Sec-Fetch-Site': 'same-origin',
  });
}
