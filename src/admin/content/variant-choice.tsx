import { useI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { useForm } from './form-context';
import { fieldId, pathKey, type Path } from './paths';
import { blank, nodeOf, type Schema } from './schema-node';

/** A union's choices in words: closed / open, one price / a range, litres / grams. */
function choiceLabel(schema: Schema): MessageKey | null {
  const node = nodeOf(schema);
  if (node.kind === 'literal' && node.values.includes('closed')) return 'form.variantClosed';
  if (node.kind === 'number') return 'form.variantSingle';
  if (node.kind === 'tuple') return 'form.variantRange';
  if (node.kind === 'object') {
    const keys = node.shape.map(([key]) => key);
    if (keys.includes('closed')) return 'form.variantClosed';
    if (keys.includes('opens')) return 'form.variantOpen';
    if (keys.includes('litres')) return 'form.variantLitres';
    if (keys.includes('grams')) return 'form.variantGrams';
  }
  return null;
}

/** The choice between a union's options; switching keeps the fields both share (a date, a name). */
export function VariantChoice({ options, chosen, path, value }: { options: Schema[]; chosen: number; path: Path; value: unknown }) {
  const { t } = useI18n();
  const { onChange, disabled } = useForm();
  const id = `${fieldId(path)}-kind`;
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    const next = blank(option);
    if (typeof next === 'object' && next !== null && !Array.isArray(next) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const shared = Object.fromEntries(Object.entries(value).filter(([key]) => key in next && typeof (next as Record<string, unknown>)[key] !== 'boolean'));
      onChange(path, { ...next, ...shared });
    } else onChange(path, next);
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t('form.kind')}</label>
      <select id={id} name={`${pathKey(path)}#kind`} value={String(chosen)} disabled={disabled} onChange={(event) => choose(Number(event.target.value))}>
        {options.map((option, index) => {
          const key = choiceLabel(option);
          return (
            <option key={index} value={String(index)}>{key ? t(key) : t('form.variantOther', { n: index + 1 })}</option>
          );
        })}
      </select>
    </div>
  );
}
