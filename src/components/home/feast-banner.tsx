import { Link } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import type { FeastEditionView } from '../../content/page-data';
import { telHref, unbreakable } from '../../content/format';
import { bannerEdition } from '../../content/feast-season';
import { formatDateRange, pragueDate } from '../../content/time';
import { pagePaths } from '../../page-ids';
import { PhoneIcon } from '../ui/icons';
import { useLang, useLocalizedPath } from '../../lang-context';
import { useNow } from '../ui/now';
import { usePhoneFor } from '../ui/phone-roles';
import { monthNames } from '../../content/hours-text';
import './feast-banner.css';

/**
 * The home page's St. Martin's feast promotion: links to the feast page and a
 * call button to the number that takes goose orders, with its label. Shown only while
 * today is in an edition's banner window and the edition has not ended (feast-season.ts).
 */
export function FeastBanner({ editions }: { editions: readonly FeastEditionView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizedPath();
  const orders = usePhoneFor('feastOrders');
  const edition = bannerEdition(editions, pragueDate(useNow()));
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
          <p className="feast-banner__phone-label">{orders.label}</p>
          <a className="button feast-banner__call" href={telHref(orders.number)}>
            <PhoneIcon />
            {t('home.feastBanner.call', { phone: unbreakable(orders.number) })}
          </a>
          <p className="feast-banner__note">{t('home.feastBanner.capacity')}</p>
        </div>
      </div>
    </section>
  );
}
