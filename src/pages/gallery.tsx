import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryViewer } from '../components/gallery/gallery-viewer';
import { Photo } from '../components/ui/photo';
import { useGalleryViewer } from '../components/gallery/use-gallery-viewer';
import { galleryPhotos, gallerySections, type GallerySection } from '../content/photos';
import { photoManifest, photoVariantUrl } from '../content/photo-variants';
import { venue } from '../content/venue';
import './gallery.css';

const thumbnailSizes = '(min-width: 1024px) 270px, (min-width: 600px) 33vw, 50vw';

/** The full-size JPEG a thumbnail links to (what visitors without JavaScript get). */
function fullSizeUrl(id: (typeof galleryPhotos)[GallerySection][number]): string {
  return photoVariantUrl(id, photoManifest.photos[id].width, 'jpeg');
}

/** A plain click (no modifier key, main button) opens the viewer; others follow the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function GalleryPage() {
  const { t } = useTranslation();
  const viewer = useGalleryViewer();
  const lounge = venue.loungeName;
  const sectionTitle = (section: GallerySection) => t(`gallery.sections.${section}.title`, { lounge });
  const sectionCount = { lounge: venue.seats.lounge, cafe: venue.seats.cafe, restaurant: venue.seats.restaurant };

  return (
    <div className="container page gallery">
      <header className="page-header">
        <p className="eyebrow">{t('gallery.eyebrow')}</p>
        <h1>{t('gallery.title')}</h1>
        <p>{t('gallery.intro', { lounge })}</p>
      </header>
      {gallerySections.map((section) => (
        <section key={section} className="gallery__section" aria-labelledby={`gallery-${section}`}>
          <h2 id={`gallery-${section}`}>{sectionTitle(section)}</h2>
          <p className="gallery__text">{t(`gallery.sections.${section}.text`, { count: sectionCount[section] })}</p>
          <ul className="gallery__grid">
            {galleryPhotos[section].map((id, index) => (
              <li key={id}>
                <a
                  className="gallery__thumb"
                  href={fullSizeUrl(id)}
                  data-photo-id={id}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    viewer.open(section, index);
                  }}
                >
                  <Photo id={id} sizes={thumbnailSizes} priority={section === gallerySections[0] && index === 0} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {viewer.position ? (
        <GalleryViewer
          position={viewer.position}
          sectionTitle={sectionTitle(viewer.position.section)}
          onMove={viewer.move}
          onClose={viewer.close}
        />
      ) : null}
    </div>
  );
}
