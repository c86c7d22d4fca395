import { useTranslation } from 'react-i18next';
import { telHref } from '../../content/format';
import { hoursState } from '../../content/time';
import { useSiteData } from '../../route-data';
import { useNow } from '../ui/now';
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
  /**
   * Shown to guests instead of an empty frame when `src` is null (its text and the
   * call only while the restaurant is open); a caller whose `src` is never null omits it.
   */
  placeholder?: { title: string; text: string };
}

/** The browser renders the frame with its address; the server's markup leaves that to the page's loader. */
const IN_BROWSER = typeof document !== 'undefined';

/**
 * An external page (the daily or permanent menu) in an <iframe> of fixed,
 * CSS-reserved height, so nothing shifts when it loads. Without an address it
 * shows a card saying so, and while the restaurant is open (never a call to a
 * closed one, issue 36) an invitation to phone with the number.
 *
 * The frame starts loading after our own first paint: the server writes it
 * with its address in `data-src` only, and the page's loader
 * (server/document/client-loader.ts) sets `src` once the page has painted, before
 * hydration, so the browser's render then matches (it always has `src`: a frame
 * rendered after a client-side navigation loads at once). On a phone the frame is
 * within `loading="lazy"`'s distance, so without this its request (a third
 * party's connection) started before the first paint and held back Lighthouse's
 * simulated first paint of /denni-menu (docs/performance.md). Without
 * JavaScript the frame inside <noscript> loads as the page loads, and the empty
 * one is hidden (embedded-frame.css). Should the loader not run although scripts do
 * (a proxy rewriting inline scripts breaks its CSP hash), the frame stays empty
 * and so does the rest of the scripting: the link below opens the menu on its own.
 */
export function EmbeddedFrame({ src, title, size, openSeparately, placeholder }: EmbeddedFrameProps) {
  const { t } = useTranslation();
  const { venue, hours } = useSiteData();
  const openNow = hoursState(hours, useNow()).kind === 'open';
  if (!src) {
    if (!placeholder) return null;
    const phone = venue.phones.restaurant;
    return (
      <div className="card embedded-frame-placeholder">
        <p className="embedded-frame-placeholder__title">{placeholder.title}</p>
        {openNow ? (
          <>
            <p>{placeholder.text}</p>
            <a className="button" href={telHref(phone)}>
              <PhoneIcon />
              {t('common.callUs')}: <span className="embedded-frame-placeholder__phone">{phone}</span>
            </a>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div className="embedded-frame">
      <div className="embedded-frame__box">
        <iframe
          className={`embedded-frame__iframe embedded-frame__iframe--${size} embedded-frame__iframe--deferred`}
          src={IN_BROWSER ? src : undefined}
          data-src={src}
          title={title}
          loading="lazy"
        />
        <noscript>
          <iframe
            className={`embedded-frame__iframe embedded-frame__iframe--${size}`}
            src={src}
            title={title}
            loading="lazy"
          />
        </noscript>
      </div>
      <p className="embedded-frame__open">
        <a href={src} target="_blank" rel="noopener">
          {openSeparately} <span className="visually-hidden">{t('common.openNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
