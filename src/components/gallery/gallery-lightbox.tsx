import { useTranslation } from 'react-i18next';
import type { PhotoView } from '../../content/page-data';
import { photoVariantUrl } from '../../content/photo-variants';
import type { GallerySection } from '../../content/schema';
import { ChevronDownIcon, CloseIcon } from '../ui/icons';
import { Photo } from '../ui/photo';
import { useHydrated } from '../ui/use-hydrated';
import { hashForPosition, thumbnailAnchor } from './gallery-position';
import { altBesideCaption, ViewerCaption } from './viewer-caption';
import './gallery-viewer.css';
import './gallery-lightbox.css';

/** How wide the grid shows a thumbnail (its <picture>'s `sizes`). */
export const thumbnailSizes = '(min-width: 1024px) 270px, (min-width: 600px) 33vw, 50vw';

/**
 * The overlay's `sizes`: the whole width, except where scripting is off. There a browser loads
 * even lazy images at once (the HTML standard's guard against tracking), so the 29 overlays
 * would fetch 29 large photos with the page; with the thumbnail's `sizes` each picks the
 * thumbnail's own file, already fetched, and the overlay links to the full-size photo instead.
 */
const overlaySizes = `${thumbnailSizes
  .split(', ')
  .map((size) => (size.startsWith('(') ? `(scripting: none) and ${size}` : `(scripting: none) ${size}`))
  .join(', ')}, 100vw`;

/** The full-size JPEG, linked where the overlay shows the thumbnail's file (scripting off). */
function fullSizeUrl(photo: PhotoView): string {
  return photoVariantUrl(photo, photo.variants.jpeg.at(-1) ?? photo.width, 'jpeg');
}

interface GalleryLightboxesProps {
  section: GallerySection;
  /** The section's photos, in order. */
  photos: readonly PhotoView[];
  sectionTitle: string;
}

/**
 * A section's photos shown large without JavaScript: one overlay per photo, hidden until
 * its id (`#foto-lounge-3`, the viewer's own address) is the page's target. Each has a
 * link back to its thumbnail and links to the previous and next photo (wrapping). Its
 * image is lazy: a hidden overlay fetches nothing, so the page weighs what it did.
 * Rendered by the server and until hydration; then the viewer (a dialog) takes over and
 * these are removed, so nothing shows twice.
 */
export function GalleryLightboxes({ section, photos, sectionTitle }: GalleryLightboxesProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (hydrated) return null;
  const total = photos.length;
  const link = (index: number) => `#${hashForPosition({ section, index: (index + total) % total })}`;
  return photos.map((photo, index) => (
    <figure key={photo.id} id={hashForPosition({ section, index })} className="viewer lightbox">
      <div className="viewer__bar">
        <p className="viewer__title">{sectionTitle}</p>
        <a className="lightbox__full" href={fullSizeUrl(photo)}>
          {t('gallery.viewer.fullSize')}
        </a>
        <a
          className="viewer__button"
          href={`#${thumbnailAnchor({ section, index })}`}
          aria-label={t('gallery.viewer.close')}
        >
          <CloseIcon />
        </a>
      </div>
      <div className="viewer__stage">
        <Photo photo={photo} alt={altBesideCaption(photo)} sizes={overlaySizes} className="viewer__photo" />
        <a
          className="viewer__button viewer__nav viewer__nav--prev"
          href={link(index - 1)}
          aria-label={t('gallery.viewer.previous')}
        >
          <ChevronDownIcon />
        </a>
        <a
          className="viewer__button viewer__nav viewer__nav--next"
          href={link(index + 1)}
          aria-label={t('gallery.viewer.next')}
        >
          <ChevronDownIcon />
        </a>
      </div>
      <ViewerCaption as="figcaption" photo={photo} current={index + 1} total={total} />
    </figure>
  ));
}
