import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadPhotoPreload } from '../../content/lead-photo';
import type { PhotoView } from '../../content/page-data';
import { Photo } from './photo';

const photo = (avif: number[]): PhotoView => ({
  id: 'upload-20261129-0a1b2c3d4e',
  alt: 'Salonek',
  caption: null,
  width: 1200,
  height: 900,
  hash: '0123456789',
  variants: { avif, webp: [480, 800, 1200], jpeg: [480, 800, 1200] },
});

describe('Photo', () => {
  it('offers every format it has: AVIF, WebP and the JPEG', () => {
    const html = renderToStaticMarkup(<Photo photo={photo([480, 800, 1200])} sizes="100vw" />);
    expect(html.match(/<source /g)).toHaveLength(2);
    expect(html).toContain('type="image/avif"');
    expect(html).not.toContain('srcSet=""');
  });

  it('has no AVIF source while a new photo has only its first files (no empty srcset)', () => {
    const html = renderToStaticMarkup(<Photo photo={photo([])} sizes="100vw" />);
    expect(html.match(/<source /g)).toHaveLength(1);
    expect(html).toContain('type="image/webp"');
    expect(html).not.toContain('image/avif');
    expect(html).not.toMatch(/srcSet=""/i);
  });

  it('preloads the WebP of a lead photo that has no AVIF yet', () => {
    expect(leadPhotoPreload({ photo: photo([]), sizes: '100vw' })).toMatchObject({
      type: 'image/webp',
      imagesrcset: expect.stringContaining('-480w.0123456789.webp 480w'),
    });
    expect(leadPhotoPreload({ photo: photo([480]), sizes: '100vw' })).toMatchObject({ type: 'image/avif' });
  });
});
