/**
 * A links.yaml address whose host the WHATWG URL parser accepts with `,` or `;`
 * (helmet refuses those in a CSP directive, which made every response a 500):
 * the schema refuses it with its line, and the CSP leaves out anything that is
 * not a plain origin, should one get past.
 */
import request from 'supertest';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { liveContentSource } from '../../server/content/content-source';
import { loadContent } from '../../server/content/load';
import { ContentStore } from '../../server/content/store';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import { createTestApp } from '../support/test-app';
import { contentWithLinks, testContent } from '../support/test-content';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe.each(['https://menu.example.cz,x/denni', 'https://menu.example.cz;x/denni'])(
  'links.yaml dailyMenu: %s',
  (address) => {
    it('is refused by the check with its file, line and field; a running site keeps its last good links and answers', async () => {
      const dir = copySample();
      cleanups.push(() => removeDir(dir));
      const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), watch: false });
      cleanups.push(() => store.close());
      const photos = { current: () => ({ version: 'test', photos: testContent.view().photos }) };
      const { app } = createTestApp({ deps: { content: liveContentSource(store, photos) } });
      const line = edit(dir, 'links.yaml', 'dailyMenu: null', `dailyMenu: ${address}`);
      const checked = await loadContent(dir);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.errors[0]).toMatchObject({ file: 'links.yaml', line, field: 'dailyMenu' });
      expect(await store.reload()).toBe('invalid');
      for (const path of ['/', '/denni-menu', '/_data/cs/site.json', '/sitemap.xml']) {
        const response = await request(app).get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-security-policy']).not.toMatch(/[,]/);
      }
    });
  },
);

describe('an address the CSP cannot carry, should one get past the schema', () => {
  it('is left out of frame-src: every page still answers with a valid policy', async () => {
    const { app } = createTestApp({
      deps: {
        content: contentWithLinks({
          dailyMenu: 'https://menu.example.cz,x/denni',
          foodMenu: 'https://listek.example.cz/',
        }),
      },
    });
    const response = await request(app).get('/denni-menu').expect(200);
    expect(response.headers['content-security-policy']).toContain('frame-src https://listek.example.cz;');
    expect(response.headers['content-security-policy']).not.toContain(',');
  });
});
