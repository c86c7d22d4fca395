/**
 * The icons browsers and home screens ask for by name, whatever a page links to:
 * /favicon.ico (PNG images of 16, 32 and 48 px in an ICO container) and
 * /apple-touch-icon.png (180 px, opaque), drawn from the SVG favicon; and the
 * head links to them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readIco } from '../../server/lib/ico';
import { APPLE_TOUCH_ICON_SIZE, FAVICON_SIZES } from '../../server/http/site-icons';
import { createTestApp } from '../support/test-app';

const { app } = createTestApp();

/** The answer's body as bytes, whatever its type (supertest would read an unknown one as text). */
const getBytes = (target: string, on: typeof app = app) =>
  request(on)
    .get(target)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
const bytes = (response: request.Response) => response.body as Buffer;

describe('/favicon.ico', () => {
  it('answers 200 with an icon type, a day of cache, and an ICO of PNGs at 16, 32 and 48 px', async () => {
    const response = await getBytes('/favicon.ico').expect(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const file = bytes(response);
    expect([...file.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const images = readIco(file);
    expect(images.map((image) => image.size)).toEqual([...FAVICON_SIZES]);
    expect(FAVICON_SIZES).toEqual(expect.arrayContaining([16, 32, 48]));
    for (const image of images) {
      expect(image.bitsPerPixel).toBe(32);
      const meta = await sharp(image.data).metadata();
      expect(meta.format, `${image.size} px`).toBe('png');
      expect([meta.width, meta.height], `${image.size} px`).toEqual([image.size, image.size]);
      // The logo, not an empty square: some pixels are drawn, the corners stay transparent.
      const { data, info } = await sharp(image.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alpha(0, 0), `${image.size} px corner`).toBe(0);
      expect(alpha(Math.floor(image.size / 2), Math.floor(image.size / 3)), `${image.size} px middle`).toBe(255);
    }
  });

  it('answers a HEAD and a revalidation without the body', async () => {
    const head = await request(app).head('/favicon.ico').expect(200);
    expect(head.headers['content-type']).toBe('image/x-icon');
    const etag = head.headers.etag;
    expect(etag).toBeTruthy();
    await request(app).get('/favicon.ico').set('If-None-Match', String(etag)).expect(304);
  });
});

describe('/apple-touch-icon.png', () => {
  it('answers 200 with a 180×180 PNG without transparency, cached for a day', async () => {
    const response = await getBytes('/apple-touch-icon.png').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(bytes(response)).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: APPLE_TOUCH_ICON_SIZE,
      height: APPLE_TOUCH_ICON_SIZE,
      hasAlpha: false,
    });
    expect(APPLE_TOUCH_ICON_SIZE).toBe(180);
    // The page background in the corner, the logo's burgundy in the balloon.
    const { data, info } = await sharp(bytes(response)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(2, 2)).toEqual([0xfb, 0xf8, 0xf3]);
    const [r, g, b] = pixel(50, 60);
    expect(r! > 100 && g! < 60 && b! < 80, `burgundy at (50, 60): ${r}, ${g}, ${b}`).toBe(true);
  });
});

describe('the icons’ addresses', () => {
  it('are linked from the head of every page, beside the SVG icon', async () => {
    for (const url of ['/', '/en/kontakt', '/neexistuje']) {
      const { text } = await request(app).get(url);
      expect(text, url).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
      expect(text, url).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(text, url).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    }
  });

  it('are these spellings only: another is no icon (the router’s 404)', async () => {
    for (const url of ['/FAVICON.ICO', '/favicon.ico/', '/apple-touch-icon-precomposed.png']) {
      const response = await request(app).get(url);
      expect(response.status === 404 || response.status === 301, url).toBe(true);
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('are drawn from the built SVG favicon when the app serves a build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ballon-icons-'));
    try {
      // A plain green square: what comes out is drawn from this file, not from public/.
      writeFileSync(
        path.join(dir, 'favicon.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg>',
      );
      const built = createTestApp({ deps: { clientDir: dir } }).app;
      const response = await getBytes('/apple-touch-icon.png', built).expect(200);
      const { data, info } = await sharp(bytes(response)).raw().toBuffer({ resolveWithObject: true });
      const middle = (90 * info.width + 90) * info.channels;
      expect([...data.subarray(middle, middle + 3)]).toEqual([0, 255, 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
