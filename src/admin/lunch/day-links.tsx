import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';
import { dayName } from './day-name';
import { dayOf, stateOf } from './lunch-days';

/**
 * Days of the lunch menu as links to their editor, each with its state ("Zveřejněno",
 * "Koncept", "Zatím nic"): the week ahead at a glance, one tap from planning a day.
 */
export function DayLinks({
  data,
  dates,
  today,
  current,
}: {
  data: unknown;
  dates: readonly string[];
  today: string;
  current?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <nav aria-label={t('lunch.dayNav')}>
      <ul className="admin-lunch-days">
        {dates.map((date) => {
          const state = stateOf(dayOf(data, date));
          return (
            <li key={date}>
              <Link to={`/lunch/${date}`} aria-current={date === current ? 'page' : undefined}>
                <span>
                  {dayName(date, lang, 'short')}
                  {date === today && ` (${t('lunch.today')})`}
                </span>{' '}
                <span className={`admin-lunch-badge admin-lunch-${state}`}>{t(`lunch.state.${state}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
