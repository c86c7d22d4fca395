import type { PhotoView } from '../../content/page-data';
import { photoVariantUrl, type PhotoFormat } from '../../content/photo-variants';

const variantPattern = /-(\d+)w\.[0-9a-f]+\.(avif|webp|jpg)$/;
const formatOf = { avif: 'avif', webp: 'webp', jpg: 'jpeg' } as const satisfies Record<string, PhotoFormat>;

/**
 * Once the photo shown in `container` has loaded, fetches the same variant (format
 * and width the browser picked from its <picture>) of each neighbour, so moving to
 * it is instant. Returns a cleanup that stops waiting.
 */
export function preloadNeighbours(container: HTMLElement, neighbours: readonly (PhotoView | undefined)[]): () => void {
  const img = container.querySelector('img');
  if (!img) return () => {};
  const preload = () => {
    const match = variantPattern.exec(img.currentSrc);
    if (!match?.[1] || !match[2]) return;
    const width = Number(match[1]);
    const format = formatOf[match[2] as keyof typeof formatOf];
    for (const photo of new Set(neighbours)) {
      if (!photo) continue;
      const widths = photo.variants[format];
      const fitting = widths.find((candidate) => candidate >= width) ?? widths.at(-1);
      if (fitting) new Image().src = photoVariantUrl(photo, fitting, format);
    }
  };
  if (img.complete && img.currentSrc) {
    preload();
    return () => {};
  }
  img.addEventListener('load', preload, { once: true });
  return () => img.removeEventListener('load', preload);
}
