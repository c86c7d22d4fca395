import type { JSX } from 'react';
import { preload } from 'react-dom';
import { useLang } from './lang-context';
import { photoAlt } from '../../content/photo-alt';
import type { PhotoId } from '../../content/photos';
import { photoFallbackUrl, photoManifest, photoMimeTypes, photoSrcSet } from '../../content/photo-variants';
import './photo.css';

interface PhotoProps {
  id: PhotoId;
  /** The `sizes` attribute: how wide the photo is shown, e.g. '100vw' or '(min-width: 60rem) 50vw, 100vw'. */
  sizes: string;
  /** The largest paint of the page: load eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Class of the <picture> element (the <img> inside fills its width). */
  className?: string;
}

/** A photo from photos/ as <picture>: AVIF, WebP and a JPEG fallback at several widths. */
export function Photo({ id, sizes, priority = false, className }: PhotoProps): JSX.Element {
  const lang = useLang();
  const entry = photoManifest.photos[id];
  // The page's largest paint: React puts a preload of the AVIF variants at the start
  // of the streamed body, so the request does not wait for the <picture> to be parsed.
  // Browsers without AVIF skip it (`type`) and take their variant from <picture>.
  if (priority) {
    preload(photoFallbackUrl(id), {
      as: 'image',
      type: photoMimeTypes.avif,
      imageSrcSet: photoSrcSet(id, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={className ? `photo ${className}` : 'photo'}>
      <source type={photoMimeTypes.avif} srcSet={photoSrcSet(id, 'avif')} sizes={sizes} />
      <source type={photoMimeTypes.webp} srcSet={photoSrcSet(id, 'webp')} sizes={sizes} />
      <img
        src={photoFallbackUrl(id)}
        srcSet={photoSrcSet(id, 'jpeg')}
        sizes={sizes}
        width={entry.width}
        height={entry.height}
        alt={photoAlt[id][lang]}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
