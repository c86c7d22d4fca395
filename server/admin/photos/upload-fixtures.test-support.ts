/**
 * The files the upload tests send, made in the test: real photos of the four formats
 * with EXIF (GPS included) and XMP, a JPEG with IPTC, a decompression bomb, a
 * truncated JPEG and files that are no photo; and multipart bodies written by hand,
 * so that a test sends exactly the parts it means.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const gpsExif = {
  IFD0: { Copyright: 'Restaurace Ballon', Make: 'Phone' },
  // 50° 5′ N, 14° 25′ E: where the photo was taken, which must not be published.
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 25/1 0/1' },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jana Nováková</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/** A 40 × 20 photo (noise, so a truncated one loses picture data) with EXIF GPS and XMP; a JPEG also says "rotate 90°" (orientation 6), as a phone held upright does. */
export async function phonePhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  size = { width: 40, height: 20 },
): Promise<Buffer> {
  const noise = Buffer.alloc(size.width * size.height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  let image = sharp(noise, { raw: { ...size, channels: 3 } });
  if (format === 'jpeg') image = image.withMetadata({ orientation: 6 });
  return image.withExif(gpsExif).withXmp(xmp).toFormat(format).toBuffer();
}

/** Whether an EXIF block holds a GPS directory (its pointer, tag 0x8825, in either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}

/** `jpeg` with an IPTC block (APP13, Photoshop 3.0, resource 0x0404) right after its start marker. */
export function withIptc(jpeg: Buffer): Buffer {
  const byline = Buffer.from('Jana Novakova');
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0x00, byline.length]), byline]);
  const resource = Buffer.concat([
    Buffer.from('8BIM'),
    Buffer.from([0x04, 0x04, 0, 0]),
    u32(iptc.length),
    iptc,
    iptc.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xed]), u16(payload.length + 2), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The first `fraction` of a real JPEG: its header is whole, its picture is not. */
export async function truncatedJpeg(fraction = 0.6): Promise<Buffer> {
  const whole = await phonePhoto('jpeg', { width: 400, height: 300 });
  return whole.subarray(0, Math.floor(whole.length * fraction));
}

/**
 * A decompression bomb: a PNG that says it is `width` × `height` (30,000 × 30,000 RGB:
 * 2.7 GB decoded) in a few hundred bytes: its picture data is one row of zeros,
 * deflated; a decoder that believed the header would allocate it all.
 */
export function bombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const row = deflateSync(Buffer.alloc(1 + width * 3), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', row),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const htmlPage = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>\n',
);
export const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** One part of a multipart body: a file when `filename` is given. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export const BOUNDARY = '----ballon-test-boundary-7d3f';

/** A multipart/form-data body of `parts` (`close: false` leaves out the closing boundary). */
export function multipart(parts: Part[], { close = true } = {}): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    pieces.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (close) pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

export const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** A PNG chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309, as PNG uses it). */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
