import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { photoVariantUrl } from '../../src/content/photo-variants';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

// The photo variants are generated into public/assets/photos by `npm run photos`
// (part of every build, and of `npm test`'s pretest); the built site copies them
// to dist/client. Serving public/ here tests the same static-file rules.
const { app } = createTestApp({ deps: { clientDir: path.resolve('public') } });

describe('photo variants', () => {
  it.each([
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpeg', 'image/jpeg'],
  ] as const)('%s answers 200, %s, cached for a year as immutable', async (format, type) => {
    const entry = testContent.view().photos['lounge-03'];
    expect(entry).toBeDefined();
    const url = photoVariantUrl({ id: 'lounge-03', ...entry! }, 480, format);
    expect(url).toMatch(/^\/assets\/photos\//);
    const response = await request(app).get(url).expect(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(500);
  });

  it('an unknown variant is a 404, not a page', async () => {
    const response = await request(app).get('/assets/photos/nope-480w.0000000000.avif').expect(404);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });
});
