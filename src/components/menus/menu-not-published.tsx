import { useTranslation } from 'react-i18next';
import { telHref } from '../../content/format';
import { hoursState } from '../../content/time';
import { useSiteData } from '../../route-data';
import { PhoneIcon } from '../ui/icons';
import { useNow } from '../ui/now';
import './embedded-frame.css';

/**
 * Decision 0014's last case (`'none'`): neither a menu of our own nor the spec's
 * frame. Says so, and while the restaurant is open (a call to a closed one goes
 * unanswered) invites a call with the number. Apart from the frame, so that a page
 * whose frame is never empty (the daily menu's) does not carry it.
 */
export function MenuNotPublished({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const { venue, hours } = useSiteData();
  const openNow = hoursState(hours, useNow()).kind === 'open';
  const phone = venue.phones.restaurant;
  return (
    <div className="card embedded-frame-placeholder">
      <p className="embedded-frame-placeholder__title">{title}</p>
      {openNow ? (
        <>
          <p>{text}</p>
          <a className="button" href={telHref(phone)}>
            <PhoneIcon />
            {t('common.callUs')}: <span className="embedded-frame-placeholder__phone">{phone}</span>
          </a>
        </>
      ) : null}
    </div>
  );
}
