import { galleryPhotos, gallerySections, type GallerySection } from '../../content/photos';

/** Which photo the gallery viewer shows: a section and a 0-based index in it. */
export interface GalleryPosition {
  section: GallerySection;
  index: number;
}

const hashPattern = /^#?foto-([a-z]+)-(\d{1,3})$/;

/** `#foto-lounge-3` → { section: 'lounge', index: 2 }; anything else → null. */
export function positionFromHash(hash: string): GalleryPosition | null {
  const match = hashPattern.exec(hash);
  if (!match) return null;
  const section = gallerySections.find((name) => name === match[1]);
  const index = Number(match[2]) - 1;
  if (!section || index < 0 || index >= galleryPhotos[section].length) return null;
  return { section, index };
}

/** { section: 'lounge', index: 2 } → `foto-lounge-3` (1-based, as people count). */
export function hashForPosition({ section, index }: GalleryPosition): string {
  return `foto-${section}-${index + 1}`;
}

/** The position `delta` photos away in the same section, wrapping at both ends. */
export function movePosition({ section, index }: GalleryPosition, delta: number): GalleryPosition {
  const total = galleryPhotos[section].length;
  return { section, index: (((index + delta) % total) + total) % total };
}
