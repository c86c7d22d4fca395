import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingAnchor, pagePaths } from '../../page-ids';
import { useSiteData } from '../../route-data';
import { useLocalizedPath } from '../../lang-context';
import { Link } from './site-link';

/**
 * Every "Book a table" of the site: the table request on the contact page
 * (`/kontakt#rezervace`), or, when links.yaml names a booking partner
 * (`reservation`), that partner's page in a new tab, and then no form is shown.
 */
export function BookTableLink({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const partner = useSiteData().links.reservation;
  if (partner) {
    return (
      <a className={className} href={partner} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden"> {t('common.openNewTab')}</span>
      </a>
    );
  }
  return (
    <Link className={className} to={`${localize(pagePaths.contact)}#${bookingAnchor}`}>
      {children}
    </Link>
  );
}
