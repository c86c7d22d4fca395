import type { Lang } from '../lang';
import type { ValidEnquiry } from './contact-api';
import type { SubmissionExtras } from './contact';
import type { LoungeData, TableArrangement } from './lounge';
import { formText } from './form-messages';
import { formatCzechDate } from './prague-date';

/** The e-mail subject of a lounge enquiry: 'Poptávka pronájmu salonku' / 'Lounge Rental Inquiry'. */
export function loungeSubject(lang: Lang): string {
  return formText(lang, 'forms.lounge.subject') ?? '';
}

/** Seated capacity of each arrangement the form offers (from the content's lounge.yaml). */
export type ArrangementCapacities = Readonly<Partial<Record<'U' | 'T' | 'I', number>>>;

/** Czech names of the arrangements in the composed message (the restaurant reads Czech). */
function arrangementText(value: string, capacities: ArrangementCapacities): string {
  if (value === 'U' || value === 'T' || value === 'I') {
    const capacity = capacities[value];
    return capacity === undefined ? `Tvar ${value}` : `Tvar ${value} (${capacity} osob)`;
  }
  return value === ('other' satisfies TableArrangement) ? 'Jiné' : value;
}

/**
 * The enquiry as the Czech text block of spec section 7: heading 'Poptávka salonku',
 * then name, email, optional phone, event date, event type, guest count, optional
 * table arrangement, optional additional requests. Optional lines only when filled.
 * Always Czech, whatever the page language.
 */
export function composeLoungeMessage(data: LoungeData, capacities: ArrangementCapacities): string {
  const lines = ['Poptávka salonku', '', `Jméno: ${data.name}`, `E-mail: ${data.email}`];
  if (data.phone) lines.push(`Telefon: ${data.phone}`);
  lines.push(
    `Datum akce: ${formatCzechDate(data.eventDate)}`,
    `Typ akce: ${data.eventType}`,
    `Počet hostů: ${data.numberOfGuests}`,
  );
  if (data.tableArrangement) lines.push(`Uspořádání stolů: ${arrangementText(data.tableArrangement, capacities)}`);
  if (data.message) lines.push('', 'Další požadavky:', data.message);
  return lines.join('\n');
}

/** The JSON API body for a validated lounge enquiry. */
export function loungeApiBody(
  data: LoungeData,
  extras: SubmissionExtras,
  capacities: ArrangementCapacities,
): ValidEnquiry {
  return {
    name: data.name,
    email: data.email,
    subject: loungeSubject(extras.lang),
    message: composeLoungeMessage(data, capacities),
    website: extras.website ?? '',
    lang: extras.lang,
    ...(extras.idempotencyKey ? { idempotencyKey: extras.idempotencyKey } : {}),
    form: 'lounge',
  };
}
