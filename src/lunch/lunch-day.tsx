import { useTranslation } from 'react-i18next';
import type { LunchDayView } from '../content/page-data';
import { capitalize } from '../content/hours-text';
import { useLang } from '../lang-context';
import { lunchDateText, lunchDayAnchor } from './lunch-date';
import { LunchDishes } from './lunch-dishes';

interface LunchDayProps {
  day: LunchDayView;
  /** The heading's level in the page's outline. */
  headingLevel: 2 | 3;
  /** A line under the date (today's serving state); else the day's serving time. */
  status?: string;
}

/** One published lunch day: its date, serving time, note, soups and numbered mains. */
export function LunchDay({ day, headingLevel, status }: LunchDayProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const id = lunchDayAnchor(day.date);
  return (
    <section className="card lunch-day" id={id} aria-labelledby={`${id}-title`}>
      <header className="lunch-day__header">
        <Heading id={`${id}-title`} className="lunch-day__title">
          {capitalize(lunchDateText(t, lang, day.date))}
        </Heading>
        <p className="lunch-day__serving">
          {status ?? t('dailyMenu.day.serving', { from: day.serving.from, until: day.serving.until })}
        </p>
        {day.note ? <p className="lunch-day__note">{day.note}</p> : null}
      </header>
      {day.soups.length > 0 ? (
        <div className="lunch-day__group">
          <Sub className="lunch-day__section">{t('dailyMenu.day.soups')}</Sub>
          <LunchDishes dishes={day.soups} numbered={false} date={day.date} />
        </div>
      ) : null}
      {day.mains.length > 0 ? (
        <div className="lunch-day__group">
          <Sub className="lunch-day__section">{t('dailyMenu.day.mains')}</Sub>
          <LunchDishes dishes={day.mains} numbered date={day.date} />
        </div>
      ) : null}
    </section>
  );
}
