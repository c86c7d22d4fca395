import type { PageDataMap, PhotoView } from './page-data';
import { photoMimeTypes, photoSrcSet } from './photo-variants';
import type { PageId } from '../page-ids';

/**
 * The `sizes` of the photos that open a page: full width (a hero), or half of it
 * beside the text from 768 px up. The pages give them to <Photo> and the head to
 * the preload, so the two name the same file.
 */
export const leadPhotoSizes = {
  hero: '100vw',
  half: '(min-width: 768px) 50vw, 100vw',
} as const;

/** A page's largest paint when it is a photo: which one, at which `sizes`. */
export interface LeadPhoto {
  photo: PhotoView;
  sizes: string;
}

/**
 * The photo that is the page's largest paint (Lighthouse's LCP element on a phone,
 * which the head preloads), or null: a page led by text (the menus, contact, privacy; the gallery,
 * whose intro is larger than a thumbnail) or whose photo the pipeline refused.
 */
export function leadPhotoOf(page: PageId, pageData: unknown): LeadPhoto | null {
  if (!pageData) return null;
  const lead = (photo: PhotoView | null | undefined, sizes: string) => (photo ? { photo, sizes } : null);
  switch (page) {
    case 'home':
      return lead((pageData as Partial<PageDataMap['home']>).hero, leadPhotoSizes.hero);
    case 'feast':
      return lead((pageData as Partial<PageDataMap['feast']>).photo, leadPhotoSizes.hero);
    case 'about':
      return lead((pageData as Partial<PageDataMap['about']>).photo, leadPhotoSizes.half);
    case 'lounge':
      return lead((pageData as Partial<PageDataMap['lounge']>).photo, leadPhotoSizes.half);
    default:
      return null;
  }
}

/**
 * The attributes of the head's `<link rel="preload" as="image">` for a lead photo:
 * the AVIF source of its <picture> (photo.tsx), the one a browser that can show AVIF
 * picks, with the same srcset and sizes, so the preloaded file is the one painted.
 * A browser without AVIF skips the preload (`type`) and takes its variant from the
 * <picture> (the WebP while a new photo has no AVIF yet); every browser that knows `imagesrcset` needs no `href`.
 */
export function leadPhotoPreload({ photo, sizes }: LeadPhoto): Record<string, string> {
  // A new photo shown before its AVIF is made: its <picture>'s first source is the WebP.
  const format = photo.variants.avif[0] ? 'avif' : 'webp';
  return {
    rel: 'preload',
    as: 'image',
    type: photoMimeTypes[format],
    imagesrcset: photoSrcSet(photo, format),
    imagesizes: sizes,
    fetchpriority: 'high',
  };
}
