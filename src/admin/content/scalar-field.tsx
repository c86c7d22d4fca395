import { useState } from 'react';
import { adminMessages, useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';
import { useForm } from './form-context';
import { readValue, showValue, type Scalar } from './field-text';
import { fieldId, pathKey, type Path } from './paths';
import { TimeField } from './time-field';

const dateKeys = new Set(['date', 'from', 'until', 'start', 'end', 'expires']);

/**
 * A time of day: opening hours, when lunch is served (`serving.from`, `serving.until`) and when it
 * is e-mailed (`sendAt`). A closing one may be midnight.
 */
function timeKind(path: Path): 'time' | 'closing' | null {
  const keys = path.filter((part) => typeof part === 'string');
  const last = keys[keys.length - 1] ?? '';
  if (last === 'closes') return 'closing';
  if (last === 'opens' || last === 'sendAt' || (keys[keys.length - 2] === 'serving' && (last === 'from' || last === 'until'))) return 'time';
  return null;
}
const longTextKeys = new Set(['text', 'description', 'note', 'alt']);

/** The input's type and keyboard for a field, from its key (the schema's checks are the server's). */
function inputProps(scalar: Scalar, path: Path): { type: string; inputMode?: 'decimal' | 'email' | 'url' | 'tel' } {
  const key = path.filter((part) => typeof part === 'string');
  const last = key[key.length - 1] ?? '';
  // A number may have decimals (0,5 l); a list of numbers (tram lines 20, 26; allergens 1, 3, 7) needs its comma: a full keyboard.
  if (scalar.kind === 'number') return { type: 'text', inputMode: 'decimal' };
  if (scalar.kind === 'numbers') return { type: 'text' };
  if (dateKeys.has(last)) return { type: 'date' };
  if (last === 'email') return { type: 'email', inputMode: 'email' };
  if (key.includes('phones')) return { type: 'tel', inputMode: 'tel' };
  if (last === 'url' || key[0] === 'dailyMenu' || key[0] === 'foodMenu' || key[0] === 'foodMenuPdf' || key[0] === 'menuSubscribe' || key[0] === 'social' || key[0] === 'reservation')
    return { type: 'url', inputMode: 'url' };
  return { type: 'text' };
}

export function FieldErrors({ path }: { path: Path }) {
  const { errors } = useForm();
  const messages = errors.get(pathKey(path));
  if (!messages?.length) return null;
  return (
    <ul className="admin-field-errors" id={`${fieldId(path)}-error`}>
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}

/** One input: a text, a number, a list of numbers, a yes/no or a choice. Its `name` is its path. */
export function ScalarField({ scalar, path, value, label, list }: { scalar: Scalar; path: Path; value: unknown; label: string; list?: string }) {
  const { t, lang } = useI18n();
  const { errors, onChange, disabled } = useForm();
  // The text as typed while the field has focus ("0," on the way to "0,5").
  const [typing, setTyping] = useState<string | null>(null);
  const id = fieldId(path);
  const name = pathKey(path);
  const invalid = (errors.get(name)?.length ?? 0) > 0;
  const describedBy = invalid ? `${id}-error` : undefined;
  const required = scalar.empty === 'required' && scalar.kind !== 'boolean';
  const common = { id, name, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };

  if (scalar.kind === 'boolean') {
    return (
      <div className="admin-field admin-field-check">
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(path, event.target.checked)} />
        <label htmlFor={id}>{label}</label>
        <FieldErrors path={path} />
      </div>
    );
  }
  const shown = typing ?? showValue(scalar, value, lang);
  const change = (text: string) => {
    setTyping(text);
    onChange(path, readValue(scalar, text));
  };
  let control;
  if (scalar.kind === 'enum') {
    control = (
      <select {...common} value={shown} onChange={(event) => change(event.target.value)}>
        {scalar.empty !== 'required' && <option value="">{t('common.none')}</option>}
        {scalar.values?.map((option) => (
          <option key={option} value={option}>{lookup(adminMessages[lang], `choices.${option}`) ?? option}</option>
        ))}
      </select>
    );
  } else if (scalar.kind === 'string' && timeKind(path)) {
    return (
      <TimeField id={id} name={name} label={label} value={value} closing={timeKind(path) === 'closing'} disabled={disabled} required={required} invalid={invalid} describedBy={describedBy} onChange={(time) => onChange(path, time)}>
        <FieldErrors path={path} />
      </TimeField>
    );
  } else if (path.some((part) => typeof part === 'string' && longTextKeys.has(part))) {
    control = <textarea {...common} required={required} value={shown} rows={3} onChange={(event) => change(event.target.value)} onBlur={() => setTyping(null)} />;
  } else {
    control = <input {...common} {...inputProps(scalar, path)} list={list} required={required} value={shown} onChange={(event) => change(event.target.value)} onBlur={() => setTyping(null)} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {control}
      <FieldErrors path={path} />
    </div>
  );
}
