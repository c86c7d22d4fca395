import { useTranslation } from 'react-i18next';
import type { PhotoView } from '../../content/page-data';

/** What the viewer writes under a photo: its own caption, or else its alt text (in the page's language). */
function captionText(photo: PhotoView): string {
  return photo.caption ?? photo.alt;
}

/**
 * The alt text of the image above that caption: empty when the caption already is the alt
 * text, so that a screen reader says it once, not twice (WAI's "redundant text" case).
 */
export function altBesideCaption(photo: PhotoView): string {
  return photo.caption ? photo.alt : '';
}

interface ViewerCaptionProps {
  photo: PhotoView | null;
  /** 1-based, as people count. */
  current: number;
  total: number;
  /** `figcaption` in the no-JavaScript overlay (a <figure>), `p` in the viewer's dialog. */
  as: 'p' | 'figcaption';
  id?: string;
  /** In the viewer, whose photo changes in place: a polite live region, read whole on every move. */
  live?: boolean;
}

/**
 * The counter and the caption, side by side. Screen readers hear the position in words
 * ("Photo 3 of 13: …"), not the visible "3 / 13".
 */
export function ViewerCaption({ photo, current, total, as: Element, id, live = false }: ViewerCaptionProps) {
  const { t } = useTranslation();
  return (
    <Element
      id={id}
      className="viewer__caption"
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
    >
      <span className="viewer__counter" aria-hidden="true">{`${current} / ${total}`}</span>{' '}
      <span className="visually-hidden">{`${t('gallery.viewer.position', { current, total })}:`}</span>{' '}
      {photo ? <span className="viewer__caption-text">{captionText(photo)}</span> : null}
    </Element>
  );
}
