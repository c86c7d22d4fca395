import type { JSX } from 'react';
import type { PhotoView } from '../../content/page-data';
import { photoFallbackUrl, photoMimeTypes, photoSrcSet } from '../../content/photo-variants';
import './photo.css';

interface PhotoProps {
  /** The photo from the page's data; null (a photo the pipeline refused) renders nothing. */
  photo: PhotoView | null;
  /** The `sizes` attribute: how wide the photo is shown, e.g. '100vw' or '(min-width: 60rem) 50vw, 100vw'. */
  sizes: string;
  /**
   * The largest paint of the page: load eagerly with high priority. Otherwise lazy.
   * The head preloads it (src/head.ts, from lead-photo.ts with the same photo and sizes).
   */
  priority?: boolean;
  /** Class of the <picture> element (the <img> inside fills its width). */
  className?: string;
  /** The alt text, when not the photo's own: empty where a visible caption beside it already says it. */
  alt?: string;
}

/**
 * A photo of the content folder as <picture>: AVIF, WebP and a JPEG fallback at several widths.
 * A new photo whose AVIF is still being made (its WebP and JPEG come first) has no AVIF <source>.
 */
export function Photo({ photo, sizes, priority = false, className, alt }: PhotoProps): JSX.Element | null {
  if (!photo) return null;
  return (
    <picture className={className ? `photo ${className}` : 'photo'}>
      {photo.variants.avif[0] && (
        <source type={photoMimeTypes.avif} srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      )}
      <source type={photoMimeTypes.webp} srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoFallbackUrl(photo)}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt ?? photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
