import { useTranslation } from 'react-i18next';
import { telHref } from '../../content/format';
import { useSiteData } from '../../route-data';
import { PhoneIcon } from '../ui/icons';
import './embedded-frame.css';

/** Which of the spec's frame heights to reserve (see embedded-frame.css). */
type FrameSize = 'daily-menu' | 'food-menu';

interface EmbeddedFrameProps {
  /** The external page; null when the operator has not configured it. */
  src: string | null;
  /** Accessible name of the frame. */
  title: string;
  size: FrameSize;
  /** Text of the link that opens the external page on its own (new tab). */
  openSeparately: string;
  /** Shown to guests instead of an empty frame when `src` is null. */
  placeholder: { title: string; text: string };
}

/**
 * An external page (the daily or permanent menu) in an <iframe> of fixed,
 * CSS-reserved height, so nothing shifts when it loads. `loading="lazy"` keeps
 * it from loading before it nears the viewport, so it never competes with our
 * own largest paint. Without an address it shows a card with the phone number.
 */
export function EmbeddedFrame({ src, title, size, openSeparately, placeholder }: EmbeddedFrameProps) {
  const { t } = useTranslation();
  const phone = useSiteData().venue.phones.restaurant;
  if (!src) {
    return (
      <div className="card embedded-frame-placeholder">
        <p className="embedded-frame-placeholder__title">{placeholder.title}</p>
        <p>{placeholder.text}</p>
        <a className="button" href={telHref(phone)}>
          <PhoneIcon />
          {t('common.callUs')}: <span className="embedded-frame-placeholder__phone">{phone}</span>
        </a>
      </div>
    );
  }
  return (
    <div className="embedded-frame">
      <div className="embedded-frame__box">
        <iframe
          className={`embedded-frame__iframe embedded-frame__iframe--${size}`}
          src={src}
          title={title}
          loading="lazy"
        />
      </div>
      <p className="embedded-frame__open">
        <a href={src} target="_blank" rel="noopener">
          {openSeparately} <span className="visually-hidden">{t('common.openNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
