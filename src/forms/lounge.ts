import { z } from 'zod/mini';
import { errorKey } from './field-errors';
import { consentField, emailField, fieldLimits, nameField } from './fields';

// The form's values and how they are read, without the schema (the form page's first load needs those only).
export { readLoungeForm, type LoungeValues } from './lounge-values';
import { isDateValue } from './prague-date';

/** The table arrangements the enquiry form offers (values of the select). */
const tableArrangements = ['U', 'T', 'I', 'other'] as const;
export type TableArrangement = (typeof tableArrangements)[number];

function isArrangement(value: string): value is TableArrangement | '' {
  return value === '' || (tableArrangements as readonly string[]).includes(value);
}

/** An optional text field: trimmed, '' when missing, at most `max`. */
function optionalText(max: number, tooLong: Parameters<typeof errorKey>[0]) {
  return z._default(z.string({ error: errorKey('invalid') }).check(z.trim(), z.maxLength(max, errorKey(tooLong))), '');
}

/** A required text field: trimmed, at least one character, at most `max`. */
function requiredText(max: number, required: Parameters<typeof errorKey>[0], tooLong: Parameters<typeof errorKey>[0]) {
  return z
    .string({ error: errorKey(required) })
    .check(z.trim(), z.minLength(1, errorKey(required)), z.maxLength(max, errorKey(tooLong)));
}

/**
 * The lounge enquiry (spec section 5). `today` (YYYY-MM-DD, Prague) decides what
 * "in the past" means: pass `pragueToday()` in production and a fixed date in tests.
 */
export function createLoungeSchema(today: string) {
  return z.object({
    name: nameField(),
    email: emailField(),
    phone: optionalText(fieldLimits.phone, 'phoneTooLong'),
    eventDate: z.string({ error: errorKey('eventDateRequired') }).check(
      z.trim(),
      z.minLength(1, errorKey('eventDateRequired')),
      z.refine((value) => value === '' || isDateValue(value), errorKey('eventDateInvalid')),
      z.refine((value) => !isDateValue(value) || value >= today, errorKey('eventDatePast')),
    ),
    eventType: requiredText(fieldLimits.eventType, 'eventTypeRequired', 'eventTypeTooLong'),
    numberOfGuests: requiredText(fieldLimits.numberOfGuests, 'guestsRequired', 'guestsTooLong'),
    tableArrangement: z._default(
      z.string({ error: errorKey('arrangementInvalid') }).check(
        z.trim(),
        z.maxLength(fieldLimits.tableArrangement, errorKey('arrangementTooLong')),
        z.refine(
          (value) => value.length > fieldLimits.tableArrangement || isArrangement(value),
          errorKey('arrangementInvalid'),
        ),
      ),
      '',
    ),
    message: optionalText(fieldLimits.message, 'requestsTooLong'),
    consent: consentField('consentRequired'),
  });
}

type LoungeSchema = ReturnType<typeof createLoungeSchema>;
export type LoungeData = z.output<LoungeSchema>;
