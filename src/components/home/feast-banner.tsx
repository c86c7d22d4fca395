import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { telHref, venue } from '../../content/venue';
import { pagePaths } from '../../page-ids';
import { PhoneIcon } from '../ui/icons';
import { useLocalizedPath } from '../ui/lang-context';
import './feast-banner.css';

/** The home page's St. Martin's feast promotion: links to the feast page and a call button. */
export function FeastBanner() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const feastPath = localize(pagePaths.feast);
  const phone = venue.phones.restaurant;
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
          <p className="feast-banner__date">{t('feast.dates')}</p>
          <p>{t('home.feastBanner.description')}</p>
        </div>
        <div className="feast-banner__actions">
          <Link className="button button--light" to={feastPath}>
            {t('home.feastBanner.cta')}
          </Link>
          <a className="button feast-banner__call" href={telHref(phone)}>
            <PhoneIcon />
            {t('home.feastBanner.call', { phone: phone.replace(/ /g, '\u00a0') })}
          </a>
          <p className="feast-banner__note">{t('home.feastBanner.capacity')}</p>
        </div>
      </div>
    </section>
  );
}
