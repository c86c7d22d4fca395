import type { Lang } from '../lang';
import { weekdayOf } from '../content/time';
import type { ValidEnquiry } from './contact-api';
import type { SubmissionExtras } from './contact-values';
import { formText } from './form-messages';
import { formatCzechDate } from './prague-date';
import type { TableData } from './table';

/** The e-mail subject of a table request: 'Rezervace stolu' / 'Table reservation'. */
function tableSubject(lang: Lang): string {
  return formText(lang, 'contact.table.form.subject') ?? '';
}

/** Czech day names in the composed block (the restaurant reads Czech, whatever the page's language). */
const czechWeekdays = {
  monday: 'pondělí',
  tuesday: 'úterý',
  wednesday: 'středa',
  thursday: 'čtvrtek',
  friday: 'pátek',
  saturday: 'sobota',
  sunday: 'neděle',
} as const;

/**
 * The request as a Czech text block, like the lounge enquiry's: heading 'Rezervace
 * stolu', then the date (with its day), time and party size, name, e-mail, optional
 * phone, optional note. Always Czech.
 */
export function composeTableMessage(data: TableData): string {
  const lines = [
    'Rezervace stolu',
    '',
    `Datum: ${formatCzechDate(data.date)} (${czechWeekdays[weekdayOf(data.date)]})`,
    `Čas: ${data.time}`,
    `Počet hostů: ${data.guests}`,
    `Jméno: ${data.name}`,
    `E-mail: ${data.email}`,
  ];
  if (data.phone) lines.push(`Telefon: ${data.phone}`);
  if (data.message) lines.push('', 'Poznámka:', data.message);
  return lines.join('\n');
}

/** The JSON API body of a valid table request: the composed block, and the structured fields beside it. */
export function tableApiBody(data: TableData, extras: SubmissionExtras): ValidEnquiry {
  return {
    name: data.name,
    email: data.email,
    subject: tableSubject(extras.lang),
    message: composeTableMessage(data),
    website: extras.website ?? '',
    lang: extras.lang,
    ...(extras.idempotencyKey ? { idempotencyKey: extras.idempotencyKey } : {}),
    form: 'table',
    table: { date: data.date, time: data.time, guests: data.guests },
  };
}
