/**
 * The photo limit on headers alone: phones' largest photos pass, an image too
 * large once decoded does not, whatever its file size (a small 16-bit
 * RGBA PNG of 60 megapixels cost a minute and hundreds of megabytes to encode;
 * the figures are in docs/performance.md).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhoto, checkPhotoFile, decodedBytes, photoLimit } from './photo-limit';

const jpeg = (width: number, height: number) => ({ format: 'jpeg', width, height, channels: 3, depth: 'uchar' });

describe('checkPhoto', () => {
  it.each([
    ['a 48 MP phone JPEG', 8000, 6000],
    ["an iPhone's 48 MP JPEG", 8064, 6048],
    ['a 50 MP phone JPEG', 8160, 6120],
    ['the largest 50 MP sensor', 8192, 6144],
  ])('accepts %s (%i × %i, 8 bits, 3 channels)', (_name, width, height) => {
    expect(checkPhoto(jpeg(width, height))).toBeNull();
    expect(decodedBytes(jpeg(width, height))).toBe(width * height * 3);
  });

  it('accepts an 8-bit RGBA PNG of the largest size, and a 16-bit RGBA one of 26 megapixels', () => {
    expect(checkPhoto({ format: 'png', width: 8192, height: 6144, channels: 4, depth: 'uchar' })).toBeNull();
    expect(checkPhoto({ format: 'png', width: 6500, height: 4000, channels: 4, depth: 'ushort' })).toBeNull();
  });

  it('refuses the reported 16-bit RGBA PNG of 60 megapixels for its pixels', () => {
    expect(checkPhoto({ format: 'png', width: 7746, height: 7746, channels: 4, depth: 'ushort' })).toEqual({
      kind: 'pixels',
      message: 'too many pixels: 7746 × 7746 = 60.0 megapixels (at most 52)',
    });
  });

  it('refuses an image under the pixel limit that is too large once decoded: 16 bits and alpha count', () => {
    expect(checkPhoto({ format: 'png', width: 6000, height: 4500, channels: 4, depth: 'ushort' })).toEqual({
      kind: 'decoded-bytes',
      message: 'too large once decoded: 6000 × 4500 × 4 channels × 16 bits = 216 MB (at most 208 MB); save it with 8 bits per channel, or smaller',
    });
    // The same pixels as 8-bit RGB pass: 81 MB.
    expect(checkPhoto({ format: 'png', width: 6000, height: 4500, channels: 3, depth: 'uchar' })).toBeNull();
    // A sample format not known counts as the widest.
    expect(checkPhoto({ format: 'png', width: 4000, height: 3000, channels: 3, depth: 'new' })?.kind).toBe('decoded-bytes');
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image', () => {
    expect(checkPhoto({ format: 'gif', width: 10, height: 10, channels: 3, depth: 'uchar' })).toEqual({ kind: 'format', message: 'not a JPEG, PNG, WebP or AVIF image (found gif)' });
    expect(checkPhoto({ format: 'jpeg', channels: 3 })?.kind).toBe('format');
  });

  it("reads the fields sharp's metadata() gives for a 16-bit RGBA PNG", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } }).toColourspace('rgb16').png().toBuffer();
    const header = await sharp(png).metadata();
    expect(decodedBytes(header)).toBe(40 * 30 * 4 * 2);
  });
});

describe('checkPhotoFile', () => {
  it('accepts a file of the limit and refuses one byte more', () => {
    expect(checkPhotoFile(photoLimit.maxFileBytes)).toBeNull();
    expect(checkPhotoFile(photoLimit.maxFileBytes + 1)?.kind).toBe('file-bytes');
    expect(checkPhotoFile(41 * 1024 * 1024)).toEqual({ kind: 'file-bytes', message: 'too large: 41.0 MB (at most 40.0 MB)' });
  });
});
