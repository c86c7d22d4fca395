/**
 * The content schemas' messages as i18n keys. zod carries a message as a string, so
 * a message is written as its key and values in one string (`msg('tooMany', { … })`),
 * and put into words when someone reads it: the loader in English for the operator
 * (`venue.yaml:12 phones.events: expected a +420 phone number …`, as before), the
 * admin in the owner's language (src/i18n/{cs,en}/content-errors.ts).
 *
 * A value named `what` is itself a key of the `what` table (`text('the lounge name')`
 * became `text('loungeName')`); a value that is an encoded message is put into words too.
 */
import { contentErrors as cs } from '../i18n/cs/content-errors';
import { contentErrors as en } from '../i18n/en/content-errors';

type ContentMessageKey = keyof typeof cs.messages;
export type ContentWhat = keyof typeof cs.what;
type Values = Record<string, string | number>;

const START = '\u0001';
const END = '\u0003';
const SPLIT = '\u0002';
const tables = { cs, en } as const;

/** One message: its key and values, encoded for zod to carry. */
export function msg(key: ContentMessageKey, values?: Values): string {
  return `${START}${key}${values ? `${SPLIT}${JSON.stringify(values)}` : ''}${END}`;
}

// eslint-disable-next-line no-control-regex -- the delimiters are control characters on purpose: no schema message or value holds one
const encoded = /\u0001([A-Za-z]+)(?:\u0002(\{[^\u0001\u0003]*\}))?\u0003/g;

/**
 * The message in words; text outside the encoded parts stays as it is (zod's own
 * messages, the YAML parser's). Nested messages (a value that is one) are put into
 * words from the inside out.
 */
export function localizeContentMessage(message: string, lang: 'cs' | 'en'): string {
  const table = tables[lang];
  let text = message;
  // Innermost first: a nested message's encoded form holds no START of its own once replaced.
  for (let round = 0; round < 5 && text.includes(START); round++) {
    text = text.replace(encoded, (whole, key: string, json: string | undefined) => {
      const template = (table.messages as Record<string, string>)[key];
      if (template === undefined) return whole;
      const values = json ? (JSON.parse(json) as Values) : {};
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) return '';
        if (name === 'what' && typeof value === 'string' && value in table.what) return table.what[value as ContentWhat];
        return String(value);
      });
    });
  }
  return text;
}
