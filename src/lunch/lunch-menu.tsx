import { useTranslation } from 'react-i18next';
import type { LunchDayView } from '../content/page-data';
import { lunchState } from './lunch-state';
import { pagePaths } from '../page-ids';
import { useSiteData } from '../route-data';
import { useLang, useLocalizedPath } from '../lang-context';
import { useNow } from '../components/ui/now';
import { Link } from '../components/ui/site-link';
import { LunchDay } from './lunch-day';

/**
 * The daily menu page's own content (decision 0014): today's lunch with its
 * serving state, or why there is none today and the next published day, then
 * the rest of that day's week. Decided at the page's moment (useNow: the
 * render's on the server and at hydration, then the browser's clock).
 */
export function LunchMenu({ days }: { days: readonly LunchDayView[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const lang = useLang();
  const { hours } = useSiteData();
  const state = lunchState(days, hours, useNow());
  const { status, shown, coming } = state;
  const servedToday = status === 'serving-later' || status === 'serving';

  const reason = {
    'serving-later': null,
    serving: null,
    over: t('dailyMenu.today.over'),
    weekend: t('dailyMenu.today.weekend'),
    closed: state.closedBy
      ? t('dailyMenu.today.closed', { name: state.closedBy.name[lang] })
      : t('dailyMenu.today.closedRegular'),
    none: t('dailyMenu.today.nothing'),
  }[status];

  return (
    <div className="lunch-menu">
      <section className="lunch-menu__today" aria-labelledby="lunch-today-title">
        <h2 id="lunch-today-title" className="lunch-menu__heading">
          {t('dailyMenu.today.heading')}
        </h2>
        {servedToday && shown ? (
          <LunchDay
            day={shown}
            headingLevel={3}
            status={
              status === 'serving'
                ? t('dailyMenu.today.servingNow', { until: shown.serving.until })
                : t('dailyMenu.today.servingLater', { from: shown.serving.from, until: shown.serving.until })
            }
          />
        ) : (
          <div className="lunch-menu__notice">
            <p className="lunch-menu__reason">{reason}</p>
            {status === 'over' ? null : (
              <p>
                {t('dailyMenu.today.foodMenu')}{' '}
                <Link to={localize(pagePaths.foodMenu)}>{t('dailyMenu.today.foodMenuLink')}</Link>
              </p>
            )}
          </div>
        )}
      </section>

      {servedToday ? null : (
        <section className="lunch-menu__next" aria-labelledby="lunch-next-title">
          <h2 id="lunch-next-title" className="lunch-menu__heading">
            {t('dailyMenu.next.heading')}
          </h2>
          {shown ? <LunchDay day={shown} headingLevel={3} /> : <p>{t('dailyMenu.next.none')}</p>}
        </section>
      )}

      {coming.length > 0 ? (
        <section className="lunch-menu__coming" aria-labelledby="lunch-coming-title">
          <h2 id="lunch-coming-title" className="lunch-menu__heading">
            {t('dailyMenu.coming.heading')}
          </h2>
          <div className="lunch-menu__days">
            {coming.map((day) => (
              <LunchDay key={day.date} day={day} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
