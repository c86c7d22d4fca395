import type { Lang } from '../lang';
import type { forms } from '../i18n/cs/forms';
import { formText } from './form-messages';

/** Name of a validation message in the `forms.errors` i18n namespace. */
export type FormErrorName = keyof typeof forms.errors;
/** The i18n key a schema uses as its zod message, e.g. `forms.errors.nameRequired`. */
export type FormErrorKey = `forms.errors.${FormErrorName}`;

/** Localized messages per field: `{ email: ['Neplatná emailová adresa'] }`. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Field name used for issues that belong to the whole body rather than a field. */
const FORM_LEVEL_FIELD = '_form';

/** The zod message for a rule: the i18n key of its text. */
export function errorKey(name: FormErrorName): FormErrorKey {
  return `forms.errors.${name}`;
}

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Our messages' keys: the forms' shared ones, and the booking's (its own namespace: only its pages load them). */
const PREFIXES = ['forms.errors.', 'booking.errors.'] as const;
const isOwnKey = (message: string): message is FormErrorKey | `booking.errors.${string}` =>
  PREFIXES.some((prefix) => message.startsWith(prefix));

/**
 * Turns zod issues (or a zod error) into `{ field: [localized message, ...] }`.
 * Messages that are not our keys (zod's own defaults) become the generic
 * 'invalid value' text, so a visitor never sees English zod jargon.
 */
export function localizeFieldErrors(
  source: { readonly issues: readonly IssueLike[] } | readonly IssueLike[],
  lang: Lang,
): FieldErrors {
  const issues = 'issues' in source ? source.issues : source;
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' ? head : FORM_LEVEL_FIELD;
    // Our keys only: a zod default, or a name the catalogue lacks, is the generic text.
    const own = isOwnKey(issue.message) ? formText(lang, issue.message) : undefined;
    const text = own ?? formText(lang, errorKey('invalid')) ?? '';
    const list = (result[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return result;
}

/** True when at least one field has a message. */
export function hasFieldErrors(errors: FieldErrors | null | undefined): boolean {
  return !!errors && Object.values(errors).some((list) => !!list && list.length > 0);
}
