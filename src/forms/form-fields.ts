/** Limits from spec section 9 (and the API's own longer message limit). */
export const fieldLimits = {
  name: 100,
  email: 255,
  phone: 20,
  subject: 200,
  message: 1000,
  eventType: 100,
  numberOfGuests: 50,
  tableArrangement: 50,
  apiMessage: 5000,
  idempotencyKey: 100,
} as const;

/** Reads a text field from posted form data ('' when absent or a file). */
export function textOf(form: FormData | URLSearchParams, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A checkbox posts its value ('on' by default) only when ticked. */
export function checkedOf(form: FormData | URLSearchParams, name: string): boolean {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' && value !== 'false';
}
