/**
 * A content file written while the server runs that would have stalled it
 * (`x: ` and 990,000 `[` in announcements.yaml held pages while its
 * memory grew; 9,052 valid drinks made a page of megabytes; the figures are in
 * docs/performance.md): the watching store refuses it with file:line, the parser
 * never sees the nested one, and every page keeps answering with the last good content.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import type * as Yaml from 'yaml';
import { copySample, removeDir } from '../../server/content/content-fixture.test-support';
import { liveContentSource } from '../../server/content/content-source';
import { ContentStore } from '../../server/content/store';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

vi.mock('yaml', async (importOriginal) => {
  const actual = await importOriginal<typeof Yaml>();
  return { ...actual, parseDocument: vi.fn(actual.parseDocument) };
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A watching store (as the server runs it) on a copy of the sample, its error lines kept, and the app on it; mid-December, while the sample's Christmas notice shows. */
async function watchingApp() {
  const dir = copySample();
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const store = await ContentStore.open({ dir, logger, debounceMs: 20, retryMs: 50, pollMs: 100 });
  const photos = { current: () => ({ version: 'test', photos: testContent.view().photos }) };
  const { app } = createTestApp({
    deps: { content: liveContentSource(store, photos), now: () => new Date('2026-12-15T12:00:00Z') },
  });
  cleanups.push(() => {
    store.close();
    removeDir(dir);
  });
  const refusals = () => lines.filter((line) => line.level >= 50).map((line) => line.msg);
  return { app, dir, store, refusals };
}

describe('a content file that would stall the server, written while it runs', () => {
  it('x: and 990,000 [ in announcements.yaml: refused at its line without being parsed; every page keeps the last good content', async () => {
    const { app, dir, store, refusals } = await watchingApp();
    const version = store.current().version;
    // The sample's Christmas notice (typeset: no-break spaces after short words).
    const notice = /site-notices__item">Od\s24\.\sdo\s26\.\sprosince\smáme\szavřeno/;
    expect((await request(app).get('/').expect(200)).text).toMatch(notice);

    const file = path.join(dir, 'announcements.yaml');
    writeFileSync(file, `x: ${'['.repeat(990_000)}\n`);
    await vi.waitFor(
      () => expect(refusals()).toEqual([expect.stringContaining('content: announcements.yaml:1: nested too deeply')]),
      { timeout: 10_000, interval: 20 },
    );

    const bad = readFileSync(file, 'utf8');
    expect(vi.mocked(parseDocument).mock.calls.some(([source]) => source === bad)).toBe(false);
    expect(store.current().version).toBe(version);
    for (const page of ['/', '/en', '/napojovy-listek', '/kontakt']) {
      const response = await request(app).get(page).expect(200);
      if (page === '/') expect(response.text).toMatch(notice);
    }
  });

  it('a valid drinks list of 301 drinks: refused at the 301st; the drinks page keeps the sample list', async () => {
    const { app, dir, store, refusals } = await watchingApp();
    const drinks = Array.from(
      { length: 301 },
      (_, index) => `      - { id: d${index}, name: { cs: Nápoj ${index}, en: Drink ${index} }, price: 40 }\n`,
    );
    const categories = [0, 1, 2, 3].map(
      (category) =>
        `  - id: c${category}\n    title: { cs: Kategorie, en: Category }\n    items:\n${drinks.slice(category * 100, category * 100 + 100).join('')}`,
    );
    writeFileSync(path.join(dir, 'drinks.yaml'), `categories:\n${categories.join('')}`);
    await vi.waitFor(
      () =>
        expect(refusals()).toEqual([
          expect.stringMatching(
            /^content: drinks\.yaml:\d+ categories\[3\]\.items\[0\]: expected at most 300 drinks in all, not 301/,
          ),
        ]),
      { timeout: 10_000, interval: 20 },
    );
    expect(store.current().content.drinks.categories[0]!.id).toBe('soft');
    const page = await request(app).get('/napojovy-listek').expect(200);
    expect(page.text).toContain('35\u00a0Kč');
    expect(page.text).not.toContain('Nápoj 300');
  });
});
