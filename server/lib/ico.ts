/** One image of an icon: its size in pixels (square, 1–256) and its PNG bytes. */
export interface IcoImage {
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file (the container browsers ask for as /favicon.ico) holding PNG
 * images, as Windows Vista and every browser since read it: ICONDIR (reserved 0,
 * type 1 = icon, the count), one 16-byte ICONDIRENTRY per image (width and height,
 * 0 meaning 256; no palette; one plane; 32 bits per pixel; the PNG's length and
 * offset), then the PNGs as they are. All numbers little-endian.
 */
export function encodeIco(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 0xffff) throw new RangeError('ico: expected 1 to 65535 images');
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new RangeError(`ico: an image of ${size} px (expected 1–256)`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(size === 256 ? 0 : size, entry);
    header.writeUInt8(size === 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // colours in the palette: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The images of an ICO file, as its directory lists them (for checking one: the tests, a curious operator). */
export function readIco(file: Buffer): { size: number; bitsPerPixel: number; data: Buffer }[] {
  if (file.length < HEADER_BYTES || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1)
    throw new Error('ico: not an icon file');
  const count = file.readUInt16LE(4);
  if (file.length < HEADER_BYTES + ENTRY_BYTES * count) throw new Error('ico: the directory is cut short');
  return Array.from({ length: count }, (_, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    const width = file.readUInt8(entry) || 256;
    const height = file.readUInt8(entry + 1) || 256;
    if (width !== height) throw new Error(`ico: image ${index} is not square (${width}×${height})`);
    const length = file.readUInt32LE(entry + 8);
    const start = file.readUInt32LE(entry + 12);
    if (start + length > file.length) throw new Error(`ico: image ${index} lies past the end of the file`);
    return { size: width, bitsPerPixel: file.readUInt16LE(entry + 6), data: file.subarray(start, start + length) };
  });
}
