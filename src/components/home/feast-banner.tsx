import { Link } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import type { FeastEditionView } from '../../content/page-data';
import { telHref, unbreakable } from '../../content/format';
import { formatDateRange, pragueDate } from '../../content/time';
import { pagePaths } from '../../page-ids';
import { useSiteData } from '../../route-data';
import { PhoneIcon } from '../ui/icons';
import { useLang, useLocalizedPath } from '../ui/lang-context';
import { useNow } from '../ui/now';
import { monthNames } from '../ui/hours-text';
import './feast-banner.css';

/** The edition whose banner window (Prague dates, both included) contains today, or null. */
function bannerEdition(editions: readonly FeastEditionView[], now: Date): FeastEditionView | null {
  const today = pragueDate(now);
  return editions.find((edition) => edition.banner.from <= today && today <= edition.banner.until) ?? null;
}

/**
 * The home page's St. Martin's feast promotion: links to the feast page and a
 * call button. Shown only while today is in an edition's banner window.
 */
export function FeastBanner({ editions }: { editions: readonly FeastEditionView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizedPath();
  const phone = useSiteData().venue.phones.restaurant;
  const edition = bannerEdition(editions, useNow());
  if (!edition) return null;
  const feastPath = localize(pagePaths.feast);
  return (
    <section className="feast-banner" aria-labelledby="feast-banner-title">
      <div className="container feast-banner__inner">
        <div className="feast-banner__text">
          <Link className="feast-banner__badge" to={feastPath}>
            {t('home.feastBanner.badge')}
          </Link>
          <h2 id="feast-banner-title" className="feast-banner__title">
            {t('home.feastBanner.title')}
          </h2>
          <p className="feast-banner__date">{formatDateRange(edition.start, edition.end, lang, monthNames(t))}</p>
          <p>{t('home.feastBanner.description')}</p>
        </div>
        <div className="feast-banner__actions">
          <Link className="button button--light" to={feastPath}>
            {t('home.feastBanner.cta')}
          </Link>
          <a className="button feast-banner__call" href={telHref(phone)}>
            <PhoneIcon />
            {t('home.feastBanner.call', { phone: unbreakable(phone) })}
          </a>
          <p className="feast-banner__note">{t('home.feastBanner.capacity')}</p>
        </div>
      </div>
    </section>
  );
}
