import type { GallerySection } from '../../content/schema';

/** The gallery's sections in display order (the content's photos.yaml has the same three). */
export const gallerySections: readonly GallerySection[] = ['lounge', 'cafe', 'restaurant'];

/** How many photos each section shows (from the page's data). */
export type SectionSizes = Readonly<Record<GallerySection, number>>;

/** Which photo the gallery viewer shows: a section and a 0-based index in it. */
export interface GalleryPosition {
  section: GallerySection;
  index: number;
}

const hashPattern = /^#?foto-([a-z]+)-(\d{1,3})$/;

/** `#foto-lounge-3` → { section: 'lounge', index: 2 }; anything else (or a photo not shown) → null. */
export function positionFromHash(hash: string, sizes: SectionSizes): GalleryPosition | null {
  const match = hashPattern.exec(hash);
  if (!match) return null;
  const section = gallerySections.find((name) => name === match[1]);
  const index = Number(match[2]) - 1;
  if (!section || index < 0 || index >= sizes[section]) return null;
  return { section, index };
}

/** { section: 'lounge', index: 2 } → `foto-lounge-3` (1-based, as people count). */
export function hashForPosition({ section, index }: GalleryPosition): string {
  return `foto-${section}-${index + 1}`;
}

/** { section: 'lounge', index: 2 } → `nahled-lounge-3`: the thumbnail's place in the grid, where the no-JavaScript overlay's close link leads. */
export function thumbnailAnchor({ section, index }: GalleryPosition): string {
  return `nahled-${section}-${index + 1}`;
}

/** The position `delta` photos away in the same section, wrapping at both ends. */
export function movePosition({ section, index }: GalleryPosition, delta: number, sizes: SectionSizes): GalleryPosition {
  const total = Math.max(sizes[section], 1);
  return { section, index: (((index + delta) % total) + total) % total };
}
