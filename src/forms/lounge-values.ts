import { checkedOf, textOf } from './form-fields';

/** The form's raw values, as typed (also what a 422 re-render gets back). */
export interface LoungeValues {
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  eventType: string;
  numberOfGuests: string;
  tableArrangement: string;
  message: string;
  consent: boolean;
}

/** Field order on the page (the error summary lists the invalid ones in it). */
export const loungeFields = [
  'name',
  'email',
  'phone',
  'eventDate',
  'eventType',
  'numberOfGuests',
  'tableArrangement',
  'message',
  'consent',
] as const;

export const emptyLoungeValues: LoungeValues = {
  name: '',
  email: '',
  phone: '',
  eventDate: '',
  eventType: '',
  numberOfGuests: '',
  tableArrangement: '',
  message: '',
  consent: false,
};

/** The form's values from a urlencoded post or the browser's FormData. */
export function readLoungeForm(form: FormData | URLSearchParams): LoungeValues {
  const values = { ...emptyLoungeValues };
  for (const field of loungeFields) if (field !== 'consent') values[field] = textOf(form, field);
  values.consent = checkedOf(form, 'consent');
  return values;
}
