/**
 * A save's work is bounded by the size caps, not by the shape of the body: data no
 * schema takes, or more of it than any file may hold, is refused before the file is
 * parsed for editing or merged; merging what the schema takes is counted in steps,
 * and those stay within a constant times the nodes of the data and of the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { BODY_LIMIT_BYTES } from './answers';
import type * as YamlEdit from './yaml-edit';
import { applyData, parseForEdit, renderDocument } from './yaml-edit';
import { contentApp, nodesOf, STEPS_PER_NODE } from './routes-app.test-support';

// Spies on the editor's own import: whether the file was parsed for editing or merged at all.
vi.mock('./yaml-edit', async (importOriginal) => {
  const actual = await importOriginal<typeof YamlEdit>();
  return { ...actual, applyData: vi.fn(actual.applyData), parseForEdit: vi.fn(actual.parseForEdit) };
});


let dir: string;
let app: Express;
let warnings: unknown[];

beforeEach(async () => {
  dir = copySample();
  vi.mocked(applyData).mockClear();
  vi.mocked(parseForEdit).mockClear();
  ({ app, warnings } = await contentApp(dir));
});
afterEach(() => removeDir(dir));

const folder = () => readdirSync(dir).sort();
const fileText = (name: string) => readFileSync(path.join(dir, name), 'utf8');

async function read(file: string) {
  const res = await request(app).get(`/admin/api/content/${file}`).expect(200);
  return res.body as { version: string; data: Record<string, unknown> };
}

describe('a body no schema takes', () => {
  it.each([20_000, 36_000])('announcements with %i new keys: 422 with field errors, the file neither parsed for editing nor merged', async (keys) => {
    const { version, data } = await read('announcements');
    const body = { data: { ...data, ...Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, index])) } };
    expect(JSON.stringify(body).length).toBeLessThan(BODY_LIMIT_BYTES);
    const before = { folder: folder(), text: fileText('announcements.yaml') };
    for (const lang of ['cs', 'en']) {
      const res = await request(app).put('/admin/api/content/announcements').set('If-Match', version).set('Accept-Language', lang).send(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid');
      // The first problems by field, in the admin's language; the rest are not described one by one.
      expect(res.body.error.fields).toHaveLength(20);
      expect(res.body.error.fields[0]).toEqual({ path: ['k0'], message: expect.stringMatching(lang === 'cs' ? /Neznámé pole/ : /unknown field/) });
    }
    expect(vi.mocked(parseForEdit)).not.toHaveBeenCalled();
    expect(vi.mocked(applyData)).not.toHaveBeenCalled();
    expect({ folder: folder(), text: fileText('announcements.yaml') }).toEqual(before);
    expect(warnings).toEqual([]);
  });
});

describe('data the schema takes, with more list items and fields than a file may hold', () => {
  it('400 lunch days of 15 dishes: 422 in words, nothing merged or written', async () => {
    const { version, data } = await read('dailyMenu');
    const days = Array.from({ length: 400 }, (_, day) => ({
      date: new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10),
      published: true,
      mains: Array.from({ length: 15 }, (_, dish) => ({ name: { cs: `Jídlo ${dish}`, en: `Dish ${dish}` }, price: 100 + dish, allergens: [1, 3] })),
    }));
    const body = { data: { ...data, days } };
    expect(JSON.stringify(body).length).toBeLessThan(BODY_LIMIT_BYTES);
    const before = fileText('daily-menu.yaml');
    for (const [lang, words] of [['cs', /víc než 20\s000 položek/], ['en', /more than 20,000 list items/]] as const) {
      const res = await request(app).put('/admin/api/content/dailyMenu').set('If-Match', version).set('Accept-Language', lang).send(body);
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual([{ path: [], message: expect.stringMatching(words) }]);
    }
    expect(vi.mocked(applyData)).not.toHaveBeenCalled();
    expect(fileText('daily-menu.yaml')).toBe(before);
    expect(warnings).toEqual([]);
  });
});

describe('the merge counts its steps', () => {
  const bound = (data: unknown, text: string) => STEPS_PER_NODE * (nodesOf(data) + nodesOf(parse(text, { uniqueKeys: false })));

  it('20,000 new keys beside 19,000 of the file, every other one changed: within the bound, and the text holds the data', () => {
    const text = `${Array.from({ length: 19_000 }, (_, index) => `k${index}: ${index}`).join('\n')}\n`;
    const data: Record<string, unknown> = {};
    for (let index = 0; index < 20_000; index++) data[`n${index}`] = index;
    for (let index = 0; index < 19_000; index += 2) data[`k${index}`] = -index - 1;
    const doc = parseForEdit(text)!;
    const work = { steps: 0, runs: 0 };
    expect(applyData(doc, data, [], work)).toBe(true);
    expect(work.runs).toBe(1);
    expect(work.steps).toBeLessThanOrEqual(bound(data, text));
    // New keys before the file's (none of the file's comes before them in the data), then the file's in its order: the data's order here.
    expect(JSON.stringify(doc.toJS())).toBe(JSON.stringify(data));
  });

  it('a list of 2,000 items found by id, reversed and every third changed: within the bound, comments kept', () => {
    const text = `items:\n${Array.from({ length: 2_000 }, (_, index) => `  # item ${index}\n  - { id: i${index}, v: ${index} }`).join('\n')}\n`;
    const items = Array.from({ length: 2_000 }, (_, index) => 1_999 - index).map((n) => ({ id: `i${n}`, v: n % 3 === 0 ? -n - 1 : n }));
    const doc = parseForEdit(text)!;
    const work = { steps: 0, runs: 0 };
    applyData(doc, { items }, [], work);
    expect(work.runs).toBe(1);
    expect(work.steps).toBeLessThanOrEqual(bound({ items }, text));
    const out = renderDocument(doc);
    expect(JSON.stringify(parse(out))).toBe(JSON.stringify({ items }));
    // Each item's comment moved with it.
    expect(out).toContain('  # item 1500\n  - { id: i1500, v: -1501 }\n');
    expect(out.indexOf('# item 1500\n')).toBeLessThan(out.indexOf('# item 1499\n'));
  });

  it('data the file already holds: the steps of comparing them once, nothing changed', () => {
    const text = fileText('events.yaml');
    const doc = parseForEdit(text)!;
    const data = parse(text) as unknown;
    const work = { steps: 0, runs: 0 };
    expect(applyData(doc, data, [], work)).toBe(false);
    expect(work.steps).toBeGreaterThan(0);
    expect(work.steps).toBeLessThanOrEqual(bound(data, text));
    expect(renderDocument(doc)).toBe(text);
  });
});
