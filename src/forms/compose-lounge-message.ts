import type { Lang } from '../lang';
import { forms as csForms } from '../i18n/cs/forms';
import { forms as enForms } from '../i18n/en/forms';
import { arrangementCapacity } from '../content/lounge';
import type { ContactApiBody } from './contact-api';
import type { SubmissionExtras } from './contact';
import type { LoungeData, TableArrangement } from './lounge';
import { formatCzechDate } from './prague-date';

/** The e-mail subject of a lounge enquiry: 'Poptávka pronájmu salonku' / 'Lounge Rental Inquiry'. */
export function loungeSubject(lang: Lang): string {
  return (lang === 'en' ? enForms : csForms).lounge.subject;
}

/** Czech names of the arrangements in the composed message (the restaurant reads Czech). */
function arrangementText(value: string): string {
  if (value === 'U' || value === 'T' || value === 'I') {
    return `Tvar ${value} (${arrangementCapacity(value)} osob)`;
  }
  return value === ('other' satisfies TableArrangement) ? 'Jiné' : value;
}

/**
 * The enquiry as the Czech text block of spec section 7: heading 'Poptávka salonku',
 * then name, email, optional phone, event date, event type, guest count, optional
 * table arrangement, optional additional requests. Optional lines only when filled.
 * Always Czech, whatever the page language.
 */
export function composeLoungeMessage(data: LoungeData): string {
  const lines = ['Poptávka salonku', '', `Jméno: ${data.name}`, `E-mail: ${data.email}`];
  if (data.phone) lines.push(`Telefon: ${data.phone}`);
  lines.push(
    `Datum akce: ${formatCzechDate(data.eventDate)}`,
    `Typ akce: ${data.eventType}`,
    `Počet hostů: ${data.numberOfGuests}`,
  );
  if (data.tableArrangement) lines.push(`Uspořádání stolů: ${arrangementText(data.tableArrangement)}`);
  if (data.message) lines.push('', 'Další požadavky:', data.message);
  return lines.join('\n');
}

/** The JSON API body for a validated lounge enquiry. */
export function loungeApiBody(data: LoungeData, extras: SubmissionExtras): ContactApiBody {
  return {
    name: data.name,
    email: data.email,
    subject: loungeSubject(extras.lang),
    message: composeLoungeMessage(data),
    website: extras.website ?? '',
    lang: extras.lang,
    ...(extras.idempotencyKey ? { idempotencyKey: extras.idempotencyKey } : {}),
  };
}
