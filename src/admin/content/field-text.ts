/**
 * How one input shows a value and reads it back: the schema-driven form's inputs are
 * all text (a phone's keyboard is chosen by `inputMode`), so a number is shown as its
 * digits and read back from them, a list of numbers (allergens, tram lines) as
 * `1, 3, 7`. A text that is not a number stays text: the server's check then says
 * what is expected beside the field, in the admin's language.
 */
import { nodeOf, type Schema } from './schema-node';
import { numberText } from '../i18n/number-text';

type ScalarKind = 'string' | 'number' | 'numbers' | 'boolean' | 'enum';

export interface Scalar {
  kind: ScalarKind;
  /** What an emptied optional field becomes (undefined: the key goes; null: `~` in the YAML). */
  empty: null | undefined | 'required';
  values?: string[];
}

export function scalarOf(schema: Schema): Scalar | null {
  let node = nodeOf(schema);
  let empty: Scalar['empty'] = 'required';
  if (node.kind === 'optional') {
    empty = node.empty;
    node = nodeOf(node.inner);
  }
  if (node.kind === 'string' || node.kind === 'number' || node.kind === 'boolean') return { kind: node.kind, empty };
  if (node.kind === 'enum') return { kind: 'enum', empty, values: node.values };
  if (node.kind === 'array' && nodeOf(node.element).kind === 'number') return { kind: 'numbers', empty };
  return null;
}

const asNumber = (text: string): number | string => {
  const trimmed = text.trim();
  const number = Number(trimmed.replace(',', '.'));
  return trimmed !== '' && Number.isFinite(number) ? number : text;
};


export function showValue(scalar: Scalar, value: unknown, lang: 'cs' | 'en'): string {
  if (value === undefined || value === null) return '';
  if (scalar.kind === 'numbers') return Array.isArray(value) ? value.map((each) => numberText(each, lang)).join(', ') : String(value);
  if (scalar.kind === 'number') return numberText(value, lang);
  return String(value);
}

export function readValue(scalar: Scalar, text: string): unknown {
  if (text.trim() === '' && scalar.kind !== 'string') return scalar.empty === 'required' ? (scalar.kind === 'numbers' ? [] : null) : scalar.empty;
  if (text === '' && scalar.empty !== 'required') return scalar.empty;
  switch (scalar.kind) {
    case 'number':
      return asNumber(text);
    case 'numbers':
      return text
        .split(/[\s,;]+/)
        .filter((part) => part !== '')
        .map(asNumber);
    case 'boolean':
      // An optional yes/no (approx:) left unticked is left out, as the files write it.
      return text === 'true' ? true : scalar.empty === 'required' ? false : scalar.empty;
    default:
      return text;
  }
}
