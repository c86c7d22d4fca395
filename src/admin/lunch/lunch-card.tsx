import { Link } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { dayName } from './day-name';
import { DayLinks } from './day-links';
import { dayOf, dishesOf, planDates, stateOf } from './lunch-days';
import { useLunchFile } from './use-lunch-file';

/**
 * "Dnešní menu", first on the admin's first screen: today's lunch menu published, a
 * draft or not written yet, the link to write or edit it, and the coming days to plan.
 */
export function LunchCard() {
  const { t, lang } = useI18n();
  const { file, problem } = useLunchFile();
  const today = pragueDate(new Date());
  const day = file ? dayOf(file.data, today) : null;
  const state = stateOf(day);
  return (
    <section className="admin-card" aria-labelledby="lunch-card-title">
      <h2 id="lunch-card-title">{t('lunch.cardTitle')}</h2>
      <Problem error={problem} />
      {!file && !problem && <p role="status">{t('common.loading')}</p>}
      {file && (
        <>
          <p>
            <strong>{dayName(today, lang, 'long')}</strong>
            {': '}
            <span className={`admin-lunch-badge admin-lunch-${state}`}>{t(`lunch.state.${state}`)}</span>
            {day &&
              ` · ${t('lunch.dishCount', { soups: dishesOf(day, 'soups').length, mains: dishesOf(day, 'mains').length })}`}
          </p>
          <div className="admin-actions">
            <Link className="admin-button admin-button-primary admin-button-big" to={`/lunch/${today}`}>
              {t(state === 'none' ? 'lunch.writeToday' : 'lunch.editToday')}
            </Link>
            <Link className="admin-button admin-button-big" to="/sold-out">
              {t('soldOut.link')}
            </Link>
          </div>
          <h3 className="admin-h3 admin-lunch-coming">{t('lunch.comingDays')}</h3>
          <DayLinks data={file.data} dates={planDates(today, file.data).slice(1)} today={today} />
        </>
      )}
    </section>
  );
}
