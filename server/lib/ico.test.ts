import { describe, expect, it } from 'vitest';
import { encodeIco, readIco } from './ico';

const png = (tag: string) => Buffer.from(`\x89PNG-${tag}`, 'latin1');

describe('encodeIco', () => {
  it('writes ICONDIR, one entry per image and the PNGs after them', () => {
    const a = png('sixteen');
    const b = png('thirty-two, longer');
    const file = encodeIco([
      { size: 16, png: a },
      { size: 32, png: b },
    ]);
    // ICONDIR: reserved 0, type 1 (icon), 2 images.
    expect([...file.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // The first entry: 16×16, no palette, reserved, 1 plane, 32 bpp, its length, its offset (6 + 2 × 16 = 38).
    expect([...file.subarray(6, 14)]).toEqual([16, 16, 0, 0, 1, 0, 32, 0]);
    expect(file.readUInt32LE(14)).toBe(a.length);
    expect(file.readUInt32LE(18)).toBe(38);
    expect(file.readUInt32LE(22 + 8)).toBe(b.length);
    expect(file.readUInt32LE(22 + 12)).toBe(38 + a.length);
    expect(file.length).toBe(38 + a.length + b.length);
    expect(readIco(file)).toEqual([
      { size: 16, bitsPerPixel: 32, data: a },
      { size: 32, bitsPerPixel: 32, data: b },
    ]);
  });

  it('writes 256 px as 0, as the format says', () => {
    const file = encodeIco([{ size: 256, png: png('big') }]);
    expect([file[6], file[7]]).toEqual([0, 0]);
    expect(readIco(file)[0]?.size).toBe(256);
  });

  it('refuses no image and sizes the format cannot hold', () => {
    expect(() => encodeIco([])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 257, png: png('x') }])).toThrow(/257 px/);
    expect(() => encodeIco([{ size: 0, png: png('x') }])).toThrow(RangeError);
  });
});

describe('readIco', () => {
  it('refuses what is no icon file, or one cut short', () => {
    expect(() => readIco(Buffer.from('GIF89a'))).toThrow(/not an icon/);
    const file = encodeIco([{ size: 48, png: png('forty-eight') }]);
    expect(() => readIco(file.subarray(0, 10))).toThrow(/cut short/);
    expect(() => readIco(file.subarray(0, file.length - 1))).toThrow(/past the end/);
  });
});
