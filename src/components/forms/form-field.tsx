import type { ChangeEventHandler, HTMLInputTypeAttribute, ReactNode } from 'react';
import { typeset } from '../../i18n/typography';
import { useLang } from '../../lang-context';

interface FieldBase {
  /** The form's id prefix, e.g. 'contact' → ids 'contact-name', 'contact-name-error'. */
  form: string;
  name: string;
  label: string;
  required?: boolean;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  className?: string;
}

function ids(form: string, name: string) {
  return { input: `${form}-${name}`, error: `${form}-${name}-error`, hint: `${form}-${name}-hint` };
}

/** The accessibility attributes every control gets from its messages. */
function controlProps({ form, name, required, errors, hint }: FieldBase) {
  const id = ids(form, name);
  const invalid = !!errors && errors.length > 0;
  const describedBy = [hint ? id.hint : null, invalid ? id.error : null].filter(Boolean).join(' ');
  return {
    id: id.input,
    name,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function Label({ form, name, label, required }: FieldBase) {
  return (
    <label className="field__label" htmlFor={ids(form, name).input}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {'\u00a0*'}
        </span>
      ) : null}
    </label>
  );
}

function Messages({ form, name, errors, hint }: FieldBase) {
  const id = ids(form, name);
  // The field messages come from the forms' catalogues as they are (the API sends them plain): typeset here, as all copy.
  const lang = useLang();
  return (
    <>
      {hint ? (
        <p className="field__hint" id={id.hint}>
          {hint}
        </p>
      ) : null}
      {errors && errors.length > 0 ? (
        <p className="field__error" id={id.error}>
          {errors.map((message) => (
            <span key={message}>{typeset(message, lang)}</span>
          ))}
        </p>
      ) : null}
    </>
  );
}

function Field(props: FieldBase & { children: ReactNode }) {
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}`}>
      <Label {...props} />
      {props.children}
      <Messages {...props} />
    </div>
  );
}

interface TextFieldProps extends FieldBase {
  type?: HTMLInputTypeAttribute;
  defaultValue?: string | undefined;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  min?: string | undefined;
  max?: string | undefined;
  /** The value stays the browser's (uncontrolled); a form that follows it listens. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

export function TextField({
  type = 'text',
  defaultValue,
  placeholder,
  autoComplete,
  inputMode,
  min,
  max,
  onChange,
  ...base
}: TextFieldProps) {
  return (
    <Field {...base}>
      <input
        {...controlProps(base)}
        className="field__control"
        type={type}
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        onChange={onChange}
      />
    </Field>
  );
}

interface TextAreaFieldProps extends FieldBase {
  defaultValue?: string | undefined;
  placeholder?: string;
  rows?: number;
}

export function TextAreaField({ defaultValue, placeholder, rows = 6, ...base }: TextAreaFieldProps) {
  return (
    <Field {...base}>
      <textarea
        {...controlProps(base)}
        className="field__control field__control--area"
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        rows={rows}
      />
    </Field>
  );
}

interface SelectFieldProps extends FieldBase {
  defaultValue?: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

export function SelectField({ defaultValue, options, onChange, ...base }: SelectFieldProps) {
  return (
    <Field {...base}>
      <select
        {...controlProps(base)}
        className="field__control field__control--select"
        defaultValue={defaultValue ?? ''}
        onChange={onChange}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface CheckboxFieldProps extends FieldBase {
  defaultChecked?: boolean | undefined;
}

/** A checkbox with its label beside it (the consent). */
export function CheckboxField({ defaultChecked, ...base }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox${base.className ? ` ${base.className}` : ''}`}>
      <div className="field__check">
        <input {...controlProps(base)} className="field__checkbox" type="checkbox" defaultChecked={!!defaultChecked} />
        <Label {...base} />
      </div>
      <Messages {...base} />
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (bots fill it in). Visually
 * hidden rather than `display: none`, out of the tab order, hidden from
 * assistive technology, never autofilled.
 */
export function HoneypotField({ form, label }: { form: string; label: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`${form}-website`}>{label}</label>
      <input id={`${form}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
