import { useTranslation } from 'react-i18next';
import { Link } from '../ui/site-link';
import { telHref } from '../../content/format';
import { pragueYear } from '../../content/time';
import { useSiteData } from '../../route-data';
import { pagePaths } from '../../page-ids';
import { CardIcon, FacebookIcon, WifiIcon } from '../ui/icons';
import { useLocalizedPath } from '../../lang-context';
import { useNow } from '../ui/now';
import { OpeningHours } from '../ui/opening-hours';
import { usePhoneLines } from '../ui/phone-roles';
import reservationLogoUrl from '../../assets/reservation-partner.svg';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const { venue, hours, links } = useSiteData();
  const { social: socialUrl, reservation: reservationUrl } = links;
  const { address } = venue;
  const phoneLines = usePhoneLines();
  const year = pragueYear(useNow());
  const localize = useLocalizedPath();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className="site-footer__title">
            {t('footer.addressTitle')}
          </h2>
          <address className="site-footer__address">
            {venue.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.locality}
          </address>
          <p>
            {t('footer.operator', { name: venue.operator.name, address: venue.operator.registeredAddress })}
            <br />
            {t('footer.companyId', { id: venue.operator.ico })}
          </p>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            {t('footer.hoursTitle')}
          </h2>
          <OpeningHours hours={hours} days={14} />
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <ul className="site-footer__list">
            {phoneLines.map((phone) => (
              <li key={phone.line}>
                {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </li>
          </ul>
          {socialUrl ? (
            <a className="site-footer__social" href={socialUrl} target="_blank" rel="noopener noreferrer">
              <FacebookIcon /> {t('footer.followUs')} <span className="visually-hidden">{t('common.openNewTab')}</span>
            </a>
          ) : null}
        </section>

        <section aria-labelledby="footer-amenities">
          <h2 id="footer-amenities" className="site-footer__title">
            {t('footer.amenitiesTitle')}
          </h2>
          <p className="site-footer__amenity">
            <CardIcon /> {t('footer.cards')}
          </p>
          <ul className="card-brands" aria-label={t('footer.cards')}>
            {venue.cards.map((brand) => (
              <li key={brand} className="card-brands__item">
                {brand}
              </li>
            ))}
          </ul>
          <p className="site-footer__amenity">
            <WifiIcon /> {t('footer.wifi')}
          </p>
          {reservationUrl ? (
            <a className="site-footer__partner" href={reservationUrl} target="_blank" rel="noopener noreferrer">
              <img
                src={reservationLogoUrl}
                width="160"
                height="40"
                alt={`${t('footer.reservationPartner')} ${t('common.openNewTab')}`}
              />
            </a>
          ) : null}
        </section>
      </div>
      <p className="container site-footer__copyright">
        <span>{t('footer.copyright', { year })}</span>
        <Link className="site-footer__privacy" to={localize(pagePaths.privacy)}>
          {t('footer.privacy')}
        </Link>
      </p>
    </footer>
  );
}
