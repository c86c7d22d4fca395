/**
 * The page cache and a clock that is set back (NTP step, VM restore, an operator
 * fixing a fast clock): a page rendered just after opening (10:00:05, "open until
 * 22:00") must not be served at 09:59, when a render says "opens at 10:00".
 */
import request from 'supertest';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { liveContentSource } from '../../server/content/content-source';
import { ContentStore } from '../../server/content/store';
import { copySample, removeDir } from '../../server/content/content-fixture.test-support';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function liveApp(now: () => Date) {
  const dir = copySample();
  const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), watch: false });
  const photos = { current: () => ({ version: 'test', photos: testContent.view().photos }) };
  const { app } = createTestApp({
    deps: {
      content: liveContentSource(store, photos),
      now,
      pages: {
        loadEntry: () => import('../../src/entry-server'),
        getAssets: async () => ({ assets: { entry: '/assets/e.js', modulePreloads: [], styles: [] } }),
      },
    },
  });
  cleanups.push(() => {
    store.close();
    removeDir(dir);
  });
  return app;
}

const status = (html: string) => /opening-hours__status">([^<]*)</.exec(html)?.[1];

describe('the page cache and a clock set back', () => {
  it('does not serve a state from after the current time', async () => {
    // Monday 2026-06-15, Prague summer time: 10:00:05 is 08:00:05Z.
    let now = new Date('2026-06-15T08:00:05Z');
    const app = await liveApp(() => now);
    const open = (await request(app).get('/kontakt').expect(200)).text;
    expect(status(open)).toMatch(/Otevřeno/);
    // The clock is stepped back by a minute and a half: 09:58:35, before opening.
    now = new Date('2026-06-15T07:58:35Z');
    const data = (await request(app).get('/_data/cs/site.json').expect(200)).body;
    expect(data).toBeTruthy();
    const page = (await request(app).get('/kontakt').expect(200)).text;
    expect(status(page)).not.toMatch(/Otevřeno/);
  });
});
