import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryLightboxes, thumbnailSizes } from '../components/gallery/gallery-lightbox';
import { GalleryViewer } from '../components/gallery/gallery-viewer';
import { Photo } from '../components/ui/photo';
import { useGalleryViewer } from '../components/gallery/use-gallery-viewer';
import { gallerySections, hashForPosition, thumbnailAnchor } from '../components/gallery/gallery-position';
import type { GallerySection } from '../content/schema';
import { usePageData, useSiteData } from '../route-data';
import './gallery.css';

/**
 * A plain click (no modifier key, main button) opens the viewer; others follow the link, which
 * without JavaScript (and before hydration) opens the photo's overlay (gallery-lightbox.tsx).
 */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function GalleryPage() {
  const { t } = useTranslation();
  const { sections, seats } = usePageData('gallery');
  const viewer = useGalleryViewer(sections);
  const lounge = useSiteData().venue.loungeName;
  const sectionTitle = (section: GallerySection) => t(`gallery.sections.${section}.title`, { lounge });

  return (
    <div className="container page gallery">
      <header className="page-header">
        <p className="eyebrow">{t('gallery.eyebrow')}</p>
        <h1>{t('gallery.title')}</h1>
        <p>{t('gallery.intro', { lounge })}</p>
      </header>
      {gallerySections.map((section) =>
        // A section whose every photo was refused by the photo pipeline is left out.
        sections[section].length === 0 ? null : (
          <section key={section} className="gallery__section" aria-labelledby={`gallery-${section}`}>
            <h2 id={`gallery-${section}`}>{sectionTitle(section)}</h2>
            <p className="gallery__text">{t(`gallery.sections.${section}.text`, { count: seats[section] })}</p>
            <ul className="gallery__grid">
              {sections[section].map((photo, index) => (
                <li key={photo.id} id={thumbnailAnchor({ section, index })}>
                  <a
                    className="gallery__thumb"
                    href={`#${hashForPosition({ section, index })}`}
                    data-photo-id={photo.id}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      viewer.open(section, index);
                    }}
                  >
                    <Photo
                      photo={photo}
                      sizes={thumbnailSizes}
                      priority={section === gallerySections[0] && index === 0}
                    />
                  </a>
                </li>
              ))}
            </ul>
            <GalleryLightboxes section={section} photos={sections[section]} sectionTitle={sectionTitle(section)} />
          </section>
        ),
      )}
      {viewer.position ? (
        <GalleryViewer
          position={viewer.position}
          photos={sections[viewer.position.section]}
          sectionTitle={sectionTitle(viewer.position.section)}
          onMove={viewer.move}
          onClose={viewer.close}
        />
      ) : null}
    </div>
  );
}
