import type { Enquiry } from '../api/types';

/** Case and accents aside: "novakova" finds "Nováková". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search by name or e-mail. */
export function matches(enquiry: Enquiry, query: string): boolean {
  const wanted = fold(query.trim());
  return wanted === '' || fold(enquiry.name).includes(wanted) || fold(enquiry.email).includes(wanted);
}
