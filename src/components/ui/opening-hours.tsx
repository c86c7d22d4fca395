import { useTranslation } from 'react-i18next';
import type { Hours } from '../../content/schema';
import { formatDate, hoursOn, upcomingExceptions } from '../../content/time';
import { useLang } from '../../lang-context';
import { useNow } from './now';
import { capitalize, hoursStatusText, monthNames, weekText } from '../../content/hours-text';
import './opening-hours.css';

interface OpeningHoursProps {
  hours: Hours;
  /** How many days ahead the changes (holidays, closures) are listed. */
  days: number;
}

/**
 * Whether the restaurant is open now, the usual week and the coming changes
 * (from the content's hours.yaml). Rendered for the moment of useNow(): the
 * server's render time until hydration, then the browser's clock.
 */
export function OpeningHours({ hours, days }: OpeningHoursProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow();
  const months = monthNames(t);
  const changes = upcomingExceptions(hours, now, days);
  return (
    <div className="opening-hours">
      <p className="opening-hours__status">{hoursStatusText(t, lang, hours, now)}</p>
      <p className="opening-hours__week">{capitalize(weekText(t, hours))}</p>
      {changes.length > 0 ? (
        <>
          <p className="opening-hours__changes-title">{t('hours.changesTitle')}</p>
          <ul className="opening-hours__changes">
            {changes.map((exception) => {
              const { open } = hoursOn(hours, exception.date);
              return (
                <li key={exception.date}>
                  <time dateTime={exception.date}>{formatDate(exception.date, lang, months)}</time> (
                  {exception.name[lang]}):{' '}
                  {open ? t('hours.span', { opens: open.opens, closes: open.closes }) : t('hours.closed')}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
