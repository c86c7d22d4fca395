import { checkedOf, textOf } from './form-fields';

/** The table request's raw values, as typed (also what a 422 re-render gets back). */
export interface TableValues {
  date: string;
  time: string;
  guests: string;
  name: string;
  email: string;
  phone: string;
  /** The guest's note (optional): the field is named as the other forms' free text. */
  message: string;
  consent: boolean;
}

/** Field order on the page (the first invalid one gets the focus). */
export const tableFields = ['date', 'time', 'guests', 'name', 'email', 'phone', 'message', 'consent'] as const;

const emptyTableValues: TableValues = {
  date: '',
  time: '',
  guests: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
};

/** The form's values from a urlencoded post or the browser's FormData. */
export function readTableForm(form: FormData | URLSearchParams): TableValues {
  const values = { ...emptyTableValues };
  for (const field of tableFields) if (field !== 'consent') values[field] = textOf(form, field);
  values.consent = checkedOf(form, 'consent');
  return values;
}
