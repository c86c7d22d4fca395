/**
 * The history's work is bounded by the size caps: what a version changed is found from
 * the two versions' data in steps linear in their size (items matched by key through a
 * map, never a search over every pair of lines), however unlike they are; and listing or
 * pruning the versions reads only the start of each file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext } from '../context';
import { describeChanges } from './changes';
import { ContentEditor } from './editor';
import { contentRoutes } from './routes';

/** The values (objects, lists, texts, numbers) of a piece of data. */
function nodes(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  return 1 + Object.values(value).reduce<number>((sum, child) => sum + nodes(child), 0);
}

/** Steps per value of the two versions, and a floor, that finding the changes may take. */
const changesBound = (before: unknown, after: unknown) => 6 * (nodes(before) + nodes(after)) + 20;

/** A daily menu of `count` lines: days from `first`, each with a soup and a main course (10 lines a day). */
function dailyMenuText(count: number, first: number, price: number): string {
  const lines = ['serving:', '  from: "11:00"', '  until: "14:00"', 'days:'];
  for (let day = first; lines.length < count; day++) {
    const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    lines.push(`  - date: "${date}"`, '    published: true', '    soups:', `      - name: { cs: "Polévka ${day}", en: "Soup ${day}" }`, `        price: ${price}`);
    lines.push('    mains:', `      - name: { cs: "Jídlo ${day}", en: "Dish ${day}" }`, `        price: ${price + 100}`, '        allergens: [1, 3, 7]', '        diet: [vegetarian]');
  }
  return `${lines.slice(0, count).join('\n')}\n`;
}

describe('what a version changed', () => {
  /** Lists keyed by what the files key them by, with ids drawn from a few (so items match, move, come and go), and any JSON (as the data is). */
  const leaf = fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom('a', 'b', 'closed', '2026-12-24'), fc.boolean(), fc.constant(null));
  const named = fc.record({ cs: fc.constantFrom('Cola', 'Kofola', 'Tonik'), en: fc.constantFrom('Cola', 'Tonic') });
  const item = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), name: named, price: leaf, allergens: fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }) }, { requiredKeys: ['id'] });
  const drinks = fc.record({ categories: fc.array(fc.record({ id: fc.constantFrom('x', 'y'), title: named, items: fc.array(item, { maxLength: 8 }) }), { maxLength: 4 }), other: fc.jsonValue({ maxDepth: 3 }) });
  const day = fc.record({ date: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'), published: fc.boolean(), soups: fc.array(fc.record({ name: named, price: leaf }), { maxLength: 3 }) });
  const daily = fc.record({ days: fc.array(day, { maxLength: 6 }), serving: fc.jsonValue({ maxDepth: 2 }) });

  it('any two versions: steps linear in both versions’ values; every change counted', () => {
    for (const [subject, data] of [
      ['drinks', drinks],
      ['dailyMenu', daily],
    ] as const) {
      fc.assert(
        fc.property(data, data, (before, after) => {
          const work = { steps: 0, runs: 0 };
          const summary = describeChanges(subject, before, after, { limit: 5, work });
          expect(work.runs).toBe(1);
          expect(work.steps).toBeLessThanOrEqual(changesBound(before, after));
          if ('unreadable' in summary) throw new Error('readable data read as unreadable');
          expect(summary.changes.length).toBe(Math.min(5, summary.count));
          // The same data: nothing changed.
          const same = describeChanges(subject, before, structuredClone(before), { limit: 5 });
          expect(same).toEqual({ changes: [], count: 0 });
        }),
        { numRuns: 200 },
      );
    }
  });
});

describe('the history of a file', () => {
  let dir: string;
  let app: express.Express;
  let historyWork: { steps: number; runs: number };
  let changesWork: { steps: number; runs: number };
  const context: AdminRequestContext = { ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const, langOf: () => 'en', audit: async () => undefined };

  beforeEach(async () => {
    dir = copySample();
    historyWork = { steps: 0, runs: 0 };
    changesWork = { steps: 0, runs: 0 };
    const editor = await ContentEditor.open({ dir, now: () => new Date('2026-11-26T12:00:00Z'), work: { history: historyWork, changes: changesWork } });
    app = express();
    app.use('/admin/api', contentRoutes({ editor, context }));
  });
  afterEach(() => removeDir(dir));

  it('40 versions of 200 kB each: listed and pruned from the first 4 kB of each', async () => {
    const folder = path.join(dir, '.history', 'announcements');
    mkdirSync(folder, { recursive: true });
    const text = `# ${'x'.repeat(200_000)}\nannouncements: []\n`;
    for (let index = 0; index < 40; index++) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString();
      const id = `${at.replace(/[-:.]/g, '')}-${index.toString(16).padStart(8, '0')}`;
      writeFileSync(path.join(folder, `${id}.json`), `${JSON.stringify({ id, at, by: 'owner@example.cz', version: `${index}`.padStart(20, '0'), text })}\n`);
    }
    const listed = await request(app).get('/admin/api/history/announcements').expect(200);
    expect(listed.body.versions).toHaveLength(40);
    expect(historyWork.runs).toBe(40);
    expect(historyWork.steps).toBeLessThanOrEqual(40 * 4_096);

    // A save prunes: every version's time is read from its start too.
    Object.assign(historyWork, { steps: 0, runs: 0 });
    const read = await request(app).get('/admin/api/content/announcements').expect(200);
    await request(app).put('/admin/api/content/announcements').set('If-Match', read.body.version).send({ data: { announcements: [] } }).expect(200);
    expect(historyWork.runs).toBeGreaterThanOrEqual(40);
    expect(historyWork.steps).toBeLessThanOrEqual(historyWork.runs * 4_096);
  });

  it('two unlike versions of 4,200 lines: their changes found in steps linear in the lines, the first 60 listed and the rest counted', async () => {
    const [before, after] = [dailyMenuText(4_200, 0, 50), dailyMenuText(4_200, 0, 60)];
    expect(before.split('\n')).toHaveLength(4_201);
    const folder = path.join(dir, '.history', 'dailyMenu');
    mkdirSync(folder, { recursive: true });
    const ids = ['20261101T000000000Z-00000001', '20261102T000000000Z-00000002'];
    [before, after].forEach((text, index) => writeFileSync(path.join(folder, `${ids[index]}.json`), `${JSON.stringify({ id: ids[index], at: '2026-11-01T00:00:00.000Z', by: 'owner@example.cz', version: `v${index}`, text })}\n`));
    writeFileSync(path.join(dir, 'daily-menu.yaml'), before);

    const shown = await request(app).get(`/admin/api/history/dailyMenu/${ids[1]}`).expect(200);
    // 419 days, each with its soup's and its main course's price changed, and a last day cut short after its soup.
    for (const summary of [shown.body.changes, shown.body.restore]) {
      expect(summary.count).toBe(2 * 419 + 1);
      expect(summary.changes).toHaveLength(60);
      expect(summary.changes[0]).toEqual({ kind: 'field', where: [{ day: '2020-01-01' }, { name: { cs: 'Polévka 0', en: 'Soup 0' } }], field: ['price'], from: 50, to: 60 });
    }
    // Three texts parsed once each (the version, the one before it, today's file: the loader's guarded parse, a few steps a
    // character), and two comparisons (what the version changed, what restoring it would), each within 4 steps a line.
    expect(changesWork.runs).toBe(3 + 2);
    expect(changesWork.steps).toBeLessThanOrEqual(4 * (2 * before.length + after.length) + 2 * 4 * 8_400);
  });
});
