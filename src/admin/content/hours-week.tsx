import { weekdays } from '../../content/schema';
import { useI18n } from '../i18n/i18n';
import { useForm } from './form-context';
import { FieldErrors, ScalarField } from './scalar-field';
import { fieldId, pathKey } from './paths';

const time = { kind: 'string', empty: 'required' } as const;

/**
 * The usual week, hand-written: a row a day, "Closed" or opens and closes. The
 * generic form would ask for a choice per day first; this is the common edit, so it is
 * one tap. A day ticked closed becomes `closed`; unticked, it gets the hours back.
 */
export function HoursWeek({ value }: { value: unknown }) {
  const { t, label } = useI18n();
  const { onChange, disabled } = useForm();
  const week = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return (
    <fieldset className="admin-group admin-week">
      <legend>{t('hours.week')}</legend>
      {weekdays.map((day) => {
        const path = ['regular', day];
        const hours = week[day];
        const closed = hours === 'closed';
        const span = (typeof hours === 'object' && hours !== null ? hours : {}) as Record<string, unknown>;
        const checkId = `${fieldId(path)}-closed`;
        return (
          <fieldset key={day} className="admin-day">
            <legend>{label(day)}</legend>
            <div className="admin-field admin-field-check">
              <input
                id={checkId}
                name={`${pathKey(path)}#kind`}
                type="checkbox"
                checked={closed}
                disabled={disabled}
                onChange={(event) => onChange(path, event.target.checked ? 'closed' : { opens: '10:00', closes: '22:00' })}
              />
              <label htmlFor={checkId}>{t('hours.closed')}</label>
            </div>
            {!closed && (
              <div className="admin-inline">
                <ScalarField scalar={time} path={[...path, 'opens']} value={span.opens} label={t('hours.opens')} />
                <ScalarField scalar={time} path={[...path, 'closes']} value={span.closes} label={t('hours.closes')} />
              </div>
            )}
            <FieldErrors path={path} />
          </fieldset>
        );
      })}
      <FieldErrors path={['regular']} />
    </fieldset>
  );
}
