import type { Lang } from '../lang';
import { forms as csForms } from '../i18n/cs/forms';
import { forms as enForms } from '../i18n/en/forms';

/** Name of a validation message in the `forms.errors` i18n namespace. */
export type FormErrorName = keyof typeof csForms.errors;
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

/** Anything that turns a message key into text, e.g. i18next's `t`. */
export type Translate = (key: FormErrorKey) => string;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const PREFIX = 'forms.errors.';
const catalogues = { cs: csForms.errors, en: enForms.errors } as const;

function isErrorName(name: string): name is FormErrorName {
  return Object.hasOwn(csForms.errors, name);
}

/** A translator for one language, without i18next (usable on the server as is). */
function translatorFor(lang: Lang): Translate {
  return (key) => catalogues[lang][key.slice(PREFIX.length) as FormErrorName];
}

/**
 * Turns zod issues (or a zod error) into `{ field: [localized message, ...] }`.
 * Messages that are not our keys (zod's own defaults) become the generic
 * 'invalid value' text, so a visitor never sees English zod jargon.
 */
export function localizeFieldErrors(
  source: { readonly issues: readonly IssueLike[] } | readonly IssueLike[],
  translateOrLang: Translate | Lang,
): FieldErrors {
  const issues = 'issues' in source ? source.issues : source;
  const translate = typeof translateOrLang === 'function' ? translateOrLang : translatorFor(translateOrLang);
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' ? head : FORM_LEVEL_FIELD;
    const name = issue.message.startsWith(PREFIX) ? issue.message.slice(PREFIX.length) : '';
    const text = translate(errorKey(isErrorName(name) ? name : 'invalid'));
    const list = (result[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return result;
}

/** True when at least one field has a message. */
export function hasFieldErrors(errors: FieldErrors | null | undefined): boolean {
  return !!errors && Object.values(errors).some((list) => !!list && list.length > 0);
}
