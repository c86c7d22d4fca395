import { useTranslation } from 'react-i18next';
import './embedded-frame.css';

/** Which of the spec's frame heights to reserve (see embedded-frame.css). */
type FrameSize = 'daily-menu' | 'food-menu';

interface EmbeddedFrameProps {
  /** The external page (links.yaml). */
  src: string;
  /** Accessible name of the frame. */
  title: string;
  size: FrameSize;
  /** Text of the link that opens the external page on its own (new tab). */
  openSeparately: string;
}

/** The browser renders the frame with its address; the server's markup leaves that to the page's loader. */
const IN_BROWSER = typeof document !== 'undefined';

/**
 * An external page (the daily or permanent menu) in an <iframe> of fixed,
 * CSS-reserved height, so nothing shifts when it loads. (Without an address a
 * page shows menu-not-published.tsx instead.)
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
export function EmbeddedFrame({ src, title, size, openSeparately }: EmbeddedFrameProps) {
  const { t } = useTranslation();
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
