/**
 * The history's work is bounded by the size caps: a line diff takes at most a number of
 * steps linear in the lines (past it, the differing middle is shown as all removed, then
 * all added), and listing or pruning the versions reads only the start of each file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext } from '../context';
import { ContentEditor } from './editor';
import { lineDiff } from './history';
import { contentRoutes } from './routes';

/** Steps per line of the two texts, and a floor for short ones, the diff may take. */
const diffBound = (from: string, to: string) => 100 * (from.split('\n').length + to.split('\n').length) + 5_000;

/** A text of `count` lines drawn (by a seeded generator) from a few dozen, as comment lines of a content file. */
function lines(count: number, seed: number): string[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return `# line ${Math.floor(state / 65_536) % 40}`;
  });
}

/** The length of the longest common subsequence of two lists of lines (the shortest edit is the rest). */
function commonLines(a: string[], b: string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const line of a) {
    const row = [0];
    b.forEach((other, j) => row.push(line === other ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!)));
    previous = row;
  }
  return previous[b.length]!;
}

describe('lineDiff', () => {
  it('two unlike versions of 4,200 lines: the whole middle changed, within the steps', () => {
    // Alike at the start and the end only; in between, lines of the same few dozen in another order.
    const head = ['announcements: []', '# the same first line'];
    const middle = (seed: number) => [`# version ${seed}`, ...lines(4_198, seed), `# version ${seed} ends`];
    const from = [...head, ...middle(1), '# the same last line', ''].join('\n');
    const to = [...head, ...middle(2), '# the same last line', ''].join('\n');
    const work = { steps: 0, runs: 0 };
    const diff = lineDiff(from, to, work);
    expect(work.runs).toBe(1);
    expect(work.steps).toBeLessThanOrEqual(diffBound(from, to));
    expect(diff.map(({ op }) => op).join('')).toBe(`  ${'-'.repeat(4_200)}${'+'.repeat(4_200)} `);
    expect(diff.slice(2, 4_202).map(({ line }) => line)).toEqual(middle(1));
  });

  it('any two texts: a diff that gives both back, the shortest one when found within the steps', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', '', '# x', '  - y'), { maxLength: 60 }).map((list) => list.join('\n'));
    fc.assert(
      fc.property(text, text, fc.boolean(), fc.boolean(), (from, to, endFrom, endTo) => {
        const [a, b] = [endFrom ? `${from}\n` : from, endTo ? `${to}\n` : to];
        const work = { steps: 0, runs: 0 };
        const diff = lineDiff(a, b, work);
        expect(work.runs).toBe(1);
        expect(work.steps).toBeLessThanOrEqual(diffBound(a, b));
        const linesOf = (s: string) => (s === '' ? [] : (s.endsWith('\n') ? s.slice(0, -1) : s).split('\n'));
        expect(diff.filter(({ op }) => op !== '+').map(({ line }) => line)).toEqual(linesOf(a));
        expect(diff.filter(({ op }) => op !== '-').map(({ line }) => line)).toEqual(linesOf(b));
        // Short texts are always within the steps: the edit is the shortest (a last line with or without its line feed differs).
        const keyed = (s: string) => linesOf(s).map((line, index, all) => (index === all.length - 1 && !s.endsWith('\n') ? `${line}\u0000` : line));
        const changed = diff.filter(({ op }) => op !== ' ').length;
        expect(changed).toBe(keyed(a).length + keyed(b).length - 2 * commonLines(keyed(a), keyed(b)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the history of a file', () => {
  let dir: string;
  let app: express.Express;
  let historyWork: { steps: number; runs: number };
  const context: AdminRequestContext = { ownerOf: () => 'owner@example.cz', langOf: () => 'en', audit: async () => undefined };

  beforeEach(async () => {
    dir = copySample();
    historyWork = { steps: 0, runs: 0 };
    const editor = await ContentEditor.open({ dir, now: () => new Date('2026-11-26T12:00:00Z'), work: { history: historyWork } });
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
});
