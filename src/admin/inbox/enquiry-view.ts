import type { Enquiry } from '../api/types';

/** The delivery state, whichever way the server writes it (`delivery: 'failed', reason` or `delivery: { state, reason }`). */
export function deliveryOf(enquiry: Enquiry): { state: 'queued' | 'sent' | 'failed'; reason: string } {
  const delivery = enquiry.delivery;
  if (typeof delivery === 'string') return { state: delivery, reason: enquiry.reason ?? '' };
  return { state: delivery.state, reason: delivery.reason ?? enquiry.reason ?? '' };
}

/** Case and accents aside: "novakova" finds "Nováková". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search by name or e-mail. */
export function matches(enquiry: Enquiry, query: string): boolean {
  const wanted = fold(query.trim());
  return wanted === '' || fold(enquiry.name).includes(wanted) || fold(enquiry.email).includes(wanted);
}
