/**
 * The lunch editor's inputs: each bound to a path inside the day (`mains.0.price`), with
 * the server's messages for that path beside it (a 422's field errors, already in the
 * admin's language). The client does not validate on its own: a price that is not a
 * number stays text, and the server says what it expects.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Path } from '../content/paths';
import { numberText } from '../i18n/number-text';
import { useI18n } from '../i18n/i18n';

interface DayFormValue {
  errors: ReadonlyMap<string, string[]>;
  change(path: Path, value: unknown): void;
  disabled: boolean;
}

export const DayFormContext = createContext<DayFormValue>({ errors: new Map(), change: () => {}, disabled: false });
export const useDayForm = () => useContext(DayFormContext);

export const lunchFieldId = (path: Path): string => `lunch-${path.join('-')}`;

/** The messages of one path, as the list an input points at with aria-describedby. */
export function LunchErrors({ path }: { path: Path }) {
  const messages = useDayForm().errors.get(path.join('.'));
  if (!messages?.length) return null;
  return (
    <ul className="admin-field-errors" id={`${lunchFieldId(path)}-error`}>
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}

function useInputProps(path: Path) {
  const { errors, disabled } = useDayForm();
  const id = lunchFieldId(path);
  const invalid = (errors.get(path.join('.'))?.length ?? 0) > 0;
  return {
    id,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
}

/** A text; emptied, an optional one (`optional`) leaves the day. */
export function TextInput({
  path,
  label,
  value,
  lang,
  optional = false,
}: {
  path: Path;
  label: string;
  value: unknown;
  lang?: 'cs' | 'en';
  optional?: boolean;
}) {
  const { change } = useDayForm();
  const props = useInputProps(path);
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{label}</label>
      <input
        {...props}
        type="text"
        lang={lang}
        required={!optional}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => change(path, optional && event.target.value === '' ? undefined : event.target.value)}
      />
      <LunchErrors path={path} />
    </div>
  );
}

const asNumber = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
};

/** A number (a price, an amount): a decimal comma is read as a point; kept as typed while it has focus ("0," on the way to "0,3"). */
export function NumberInput({
  path,
  label,
  value,
  decimal = false,
  children,
}: {
  path: Path;
  label: string;
  value: unknown;
  decimal?: boolean;
  children?: ReactNode;
}) {
  const { change } = useDayForm();
  const props = useInputProps(path);
  const [typing, setTyping] = useState<string | null>(null);
  const { lang } = useI18n();
  const shown = typing ?? (value === undefined || value === null ? '' : numberText(value, lang));
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{label}</label>
      <div className="admin-lunch-number">
        {children}
        <input
          {...props}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          value={shown}
          onChange={(event) => {
            setTyping(event.target.value);
            change(path, asNumber(event.target.value));
          }}
          onBlur={() => setTyping(null)}
        />
      </div>
      <LunchErrors path={path} />
    </div>
  );
}
