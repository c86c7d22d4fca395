import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LunchDayView } from '../content/page-data';
import type { ServingTime } from '../content/schema';
import { lunchState } from './lunch-state';
import { useSiteData } from '../route-data';
import { useNow } from '../components/ui/now';
import { LunchDay } from './lunch-day';
import { LunchToday } from './lunch-today';

interface LunchMenuProps {
  /** The published days from today on (the page's data). */
  days: readonly LunchDayView[];
  /** The menu's usual serving time (the page's data): after it, an unpublished weekday is over. */
  serving: ServingTime;
  /**
   * What stands for the days ahead when none of ours is published and the
   * spec's frame is set (decision 0014: the page passes it); else null.
   */
  external: ReactNode;
}

/**
 * The daily menu page's lunch: first today's, with its serving state, or the
 * day's own state (closed, the weekend, over, not published yet) whether or
 * not a later day is published (a closed day is closed either way); then the next published day and
 * the rest of its week, or the spec's frame in their place. Decided at the
 * page's moment (useNow: the render's on the server and at hydration, then
 * the browser's clock).
 */
export function LunchMenu({ days, serving, external }: LunchMenuProps) {
  const { t } = useTranslation();
  const { hours } = useSiteData();
  const state = lunchState(days, hours, useNow(), serving);
  const { status, shown, coming } = state;
  const servedToday = status === 'serving-later' || status === 'serving';

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
          <LunchToday state={state} quiet={external !== null} />
        )}
      </section>

      {external ??
        (servedToday ? null : (
          <section className="lunch-menu__next" aria-labelledby="lunch-next-title">
            <h2 id="lunch-next-title" className="lunch-menu__heading">
              {t('dailyMenu.next.heading')}
            </h2>
            {shown ? <LunchDay day={shown} headingLevel={3} /> : <p>{t('dailyMenu.next.none')}</p>}
          </section>
        ))}

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
