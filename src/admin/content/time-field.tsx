import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

/** Midnight at the end of the day: the content allows it for a closing time, a time input cannot hold it. */
export const MIDNIGHT = '24:00';

/** The time an input shows for a value: `HH:MM`, nothing for midnight (the box says it) or for a value not a time. */
const shownTime = (value: unknown): string => (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) && value !== MIDNIGHT ? value : '');

/** What a closing time becomes: midnight when the box is ticked, else the time typed. */
export const closingTime = (untilMidnight: boolean, typed: string): string => (untilMidnight ? MIDNIGHT : typed);

/**
 * A time with the phone's own picker (`<input type="time">`); a closing time has a
 * "do půlnoci" / "until midnight" box beside it, which writes 24:00. Its `name` is the
 * field's, the box's the same with `#midnight` (the form's round-trip test reads both).
 */
export function TimeField({
  id,
  name,
  label,
  value,
  closing,
  disabled,
  required,
  describedBy,
  invalid,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: unknown;
  closing: boolean;
  disabled: boolean;
  required: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange(value: string): void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const midnight = closing && value === MIDNIGHT;
  const boxId = `${id}-midnight`;
  return (
    <div className="admin-field admin-time">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="time"
        required={required && !midnight}
        disabled={disabled || midnight}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={shownTime(value)}
        onChange={(event) => onChange(event.target.value)}
      />
      {closing && (
        <div className="admin-field-check">
          <input
            id={boxId}
            name={`${name}#midnight`}
            type="checkbox"
            checked={midnight}
            disabled={disabled}
            onChange={(event) => onChange(closingTime(event.target.checked, ''))}
          />
          <label htmlFor={boxId}>{t('form.untilMidnight')}</label>
        </div>
      )}
      {children}
    </div>
  );
}
