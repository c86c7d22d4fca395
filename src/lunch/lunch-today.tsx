import { useTranslation } from 'react-i18next';
import { telHref } from '../content/format';
import { monthNames } from '../content/hours-text';
import { addDays, formatDate } from '../content/time';
import { PhoneIcon } from '../components/ui/icons';
import { Link } from '../components/ui/site-link';
import { useLang, useLocalizedPath } from '../lang-context';
import { pagePaths } from '../page-ids';
import { useSiteData } from '../route-data';
import type { LunchState } from './lunch-state';

/**
 * Why there is no lunch to serve now, the day's own state first:
 * closed today (named, with the day we open again), the weekend, lunch over
 * for today, or not published yet on an open weekday. It never depends on
 * whether a later day is published: that is the next section's business.
 * Every state links the food menu (the kitchen cooks from it whenever we are
 * open), the link inside its one sentence so the menu is named once; the phone is offered only for a lunch not published yet, and only
 * while the restaurant is open (a call to a closed restaurant goes unanswered).
 * `quiet`: the spec's frame follows and may show today's menu, so "not
 * published yet" is not said (decision 0014's fallback).
 */
export function LunchToday({ state, quiet }: { state: LunchState; quiet: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizedPath();
  const phone = useSiteData().venue.phones.restaurant;
  const { status, closedBy, reopens, openNow, today } = state;

  const reason =
    status === 'closed'
      ? closedBy
        ? t('dailyMenu.today.closed', { name: closedBy.name[lang] })
        : t('dailyMenu.today.closedRegular')
      : status === 'weekend'
        ? t('dailyMenu.today.weekend')
        : status === 'over'
          ? t('dailyMenu.today.over')
          : quiet
            ? null
            : t('dailyMenu.today.nothing');
  const reopening = reopens
    ? reopens.date === addDays(today, 1)
      ? t('dailyMenu.today.reopensTomorrow', { opens: reopens.opens })
      : t('dailyMenu.today.reopens', { opens: reopens.opens, date: formatDate(reopens.date, lang, monthNames(t)) })
    : null;
  const call = status === 'none' && !quiet && openNow;

  return (
    <div className="lunch-menu__notice">
      {reason ? <p className="lunch-menu__reason">{reason}</p> : null}
      {reopening ? <p>{reopening}</p> : null}
      {call ? (
        <>
          <p>{t('dailyMenu.today.ask')}</p>
          <p>
            <a className="button" href={telHref(phone)}>
              <PhoneIcon />
              {t('common.callUs')}: <span className="lunch-menu__phone">{phone}</span>
            </a>
          </p>
        </>
      ) : null}
      <p>
        {t('dailyMenu.today.foodMenu.before')}
        <Link to={localize(pagePaths.foodMenu)}>{t('dailyMenu.today.foodMenu.link')}</Link>
        {t('dailyMenu.today.foodMenu.after')}
      </p>
    </div>
  );
}
