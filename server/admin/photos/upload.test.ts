import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bombPng,
  gif,
  hasGps,
  htmlPage,
  multipart,
  multipartType,
  phonePhoto,
  svgWithScript,
  truncatedJpeg,
  withIptc,
  type Part,
} from './upload-fixtures.test-support';
import { OWNER, uploadHarness, type UploadHarness } from './upload-harness.test-support';
import { answers } from '../../../src/admin/api/contract';

let harness: UploadHarness;
beforeAll(async () => {
  harness = await uploadHarness();
  await mkdir(harness.photosDir);
  // A photo already there: an upload never touches it.
  await writeFile(path.join(harness.photosDir, 'hero.jpg'), await phonePhoto('jpeg'));
});
afterAll(() => harness.remove());

const post = (body: Buffer, { type = multipartType, lang = 'en' } = {}) =>
  request(harness.app).post('/admin/api/photos').set('Content-Type', type).set('Accept-Language', lang).send(body);
const upload = (data: Buffer, filename = 'IMG_0001.jpg', contentType = 'image/jpeg') =>
  post(multipart([{ name: 'file', filename, contentType, data }]));

describe('a photo from a phone', () => {
  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
  ] as const)(
    '%s: stored under a generated name, upright, without EXIF (GPS), XMP, IPTC or colour profile; audited',
    async (format, ext) => {
      const sent = format === 'jpeg' ? withIptc(await phonePhoto('jpeg')) : await phonePhoto(format);
      const before = await sharp(sent).metadata();
      expect(hasGps(before.exif)).toBe(true);
      expect(before.xmp).toBeDefined();
      if (format === 'jpeg') expect([before.orientation, before.iptc !== undefined]).toEqual([6, true]);

      // The name and type the phone sends say nothing: the bytes do.
      const answer = await upload(sent, `../../etc/Fotka ${format}.html`, 'text/html');
      expect(answer.status, answer.text).toBe(201);
      const file = answer.body.file as string;
      expect(answer.body).toEqual({ file });
      expect(file).toMatch(new RegExp(`^upload-20261126-[0-9a-f]{10}\\.${ext}$`));

      const stored = await readFile(path.join(harness.photosDir, file));
      const after = await sharp(stored).metadata();
      expect([after.format, after.exif, after.xmp, after.iptc, after.icc, after.orientation]).toEqual([
        format === 'avif' ? 'heif' : format,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      // A JPEG that said "rotate 90°" now stands the right way by its pixels.
      expect([after.width, after.height]).toEqual(format === 'jpeg' ? [20, 40] : [40, 20]);
      expect(harness.audits.at(-1)).toEqual({ type: 'photo-upload', by: OWNER, file });
      expect((await harness.listing()).filter((name) => name.startsWith('.'))).toEqual([]);
    },
  );

  it('two uploads of the same photo get two names', async () => {
    const photo = await phonePhoto('png');
    const [first, second] = [await upload(photo), await upload(photo)];
    expect(first.body.file).not.toBe(second.body.file);
  });
});

describe('what is refused leaves the photos folder as it was', () => {
  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    [
      'an HTML file named .jpg (and sent as image/jpeg)',
      async () => multipart([{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: htmlPage }]),
      415,
      'unsupported_media_type',
    ],
    [
      'an SVG with a script',
      async () => multipart([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: svgWithScript }]),
      415,
      'unsupported_media_type',
    ],
    ['a GIF', async () => multipart([{ name: 'file', filename: 'a.gif', data: gif }]), 415, 'unsupported_media_type'],
    [
      'a 30,000 × 30,000 PNG of a few hundred bytes (a decompression bomb)',
      async () => multipart([{ name: 'file', filename: 'bomb.png', data: bombPng() }]),
      422,
      'photo_too_large',
    ],
    [
      'a truncated JPEG',
      async () => multipart([{ name: 'file', filename: 'cut.jpg', data: await truncatedJpeg() }]),
      422,
      'photo_unreadable',
    ],
    [
      'a PNG signature and then nothing a decoder reads',
      async () =>
        multipart([
          { name: 'file', filename: 'x.png', data: Buffer.concat([bombPng().subarray(0, 16), Buffer.alloc(64, 7)]) },
        ]),
      422,
      'photo_unreadable',
    ],
    ['an empty file', async () => multipart([{ name: 'file', filename: 'a.jpg', data: '' }]), 400, 'bad_request'],
    [
      'the file in another field',
      async () => multipart([{ name: 'photo', filename: 'a.jpg', data: await phonePhoto('jpeg') }]),
      400,
      'bad_request',
    ],
    [
      'a second file',
      async () =>
        multipart(
          [0, 1]
            .map((): Part => ({ name: 'file', filename: 'a.jpg', data: Buffer.alloc(0) }))
            .map((part, n) => ({ ...part, data: Buffer.from([n]) })),
        ),
      400,
      'bad_request',
    ],
    [
      'a photo and a second file',
      async () =>
        multipart([
          { name: 'file', filename: 'a.jpg', data: await phonePhoto('jpeg') },
          { name: 'file', filename: 'b.jpg', data: await phonePhoto('jpeg') },
        ]),
      400,
      'bad_request',
    ],
    [
      'a photo and a text field',
      async () =>
        multipart([
          { name: 'file', filename: 'a.jpg', data: await phonePhoto('jpeg') },
          { name: 'alt', data: 'Salonek' },
        ]),
      400,
      'bad_request',
    ],
    ['a text field only', async () => multipart([{ name: 'file', data: 'not a file' }]), 400, 'bad_request'],
    ['no part at all', async () => multipart([]), 400, 'bad_request'],
    [
      'a body cut before its closing boundary',
      async () => multipart([{ name: 'file', filename: 'a.jpg', data: await phonePhoto('jpeg') }], { close: false }),
      400,
      'bad_request',
    ],
  ];

  it.each(refusals)('%s → %i %s', async (_name, body, status, code) => {
    const before = await harness.listing();
    const audits = harness.audits.length;
    for (const lang of ['en', 'cs'] as const) {
      const answer = await post(await body(), { lang });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      expect([Object.keys(answer.body), Object.keys(answer.body.error)]).toEqual([['error'], ['code', 'message']]);
      expect(answer.body.error.message).toMatch(lang === 'cs' ? /[áéíóúůýčďěňřšťž]/ : /^[\x20-\x7e’“”]+$/);
    }
    expect(await harness.listing()).toEqual(before);
    expect(harness.audits).toHaveLength(audits);
  });

  it('the bomb is a few hundred bytes, and its header says 30,000 × 30,000', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 30_000,
      height: 30_000,
      format: 'png',
    });
  });

  it('a body that is not multipart → 415, one without a boundary → 400', async () => {
    const json = await post(Buffer.from('{"file":"x"}'), { type: 'application/json' });
    expect([json.status, json.body.error?.code]).toEqual([415, 'unsupported_media_type']);
    const noBoundary = await post(multipart([{ name: 'file', filename: 'a.jpg', data: await phonePhoto('jpeg') }]), {
      type: 'multipart/form-data',
    });
    expect([noBoundary.status, noBoundary.body.error?.code]).toEqual([400, 'bad_request']);
  });

  it('nothing reached the error handler: no 5xx', () => {
    expect(harness.errors).toEqual([]);
  });
});

describe('the photo library list (GET /photos)', () => {
  it("answers the library's overview as the contract says, and an empty list without a library", async () => {
    const listed = [
      { file: 'hero.jpg', state: 'ready' as const, thumb: '/assets/photos/hero-480w.0123456789.jpg', sample: true },
      { file: 'upload-20261129-0a1b2c3d4e.jpg', state: 'processing' as const, thumb: null, sample: false },
    ];
    const withLibrary = await uploadHarness({ library: { overview: () => listed } });
    const bare = await uploadHarness();
    try {
      const answer = await request(withLibrary.app).get('/admin/api/photos').expect(200);
      expect(answers.photoLibrary.parse(answer.body)).toEqual({ photos: listed });
      expect((await request(bare.app).get('/admin/api/photos').expect(200)).body).toEqual({ photos: [] });
    } finally {
      await withLibrary.remove();
      await bare.remove();
    }
  });
});
