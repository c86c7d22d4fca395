/**
 * The admin reads a content file with the loader's guards: a file written by hand past
 * the pre-scan's bounds (1 MB of nesting, too many lines or marks) is never given to the
 * YAML parser, whether the admin reads it, saves over it, writes "closed today" into it,
 * shows it in the history or restores it. It reads as no data with the reason, in the
 * admin's language, and a save may write over it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { contentApp } from './routes-app.test-support';

let dir: string;
let app: Express;
let warnings: unknown[];
let parseWork: { steps: number; runs: number };

beforeEach(async () => {
  dir = copySample();
  parseWork = { steps: 0, runs: 0 };
  ({ app, warnings } = await contentApp(dir, { parse: parseWork }));
});
afterEach(() => removeDir(dir));

const file = () => path.join(dir, 'announcements.yaml');

/** Up to 1 MB (the largest file the admin reads) of lists inside lists. */
const nested = `announcements: ${'['.repeat(499_000)}${']'.repeat(499_000)}\n`;

describe('announcements.yaml written by hand past the loader\'s bounds', () => {
  it.each([
    ['1 MB nested', nested, 1, /zanořené hlouběji než 64/, /nested more than 64/],
    ['20,001 lines', `${'#\n'.repeat(20_001)}announcements: []\n`, 20_001, /víc než 20\s000 řádků/, /more than 20,000 lines/],
    ['20,001 marks', `# ${'-'.repeat(20_001)}\nannouncements: []\n`, 1, /víc než 20\s000 položek/, /more than 20,000 list items/],
  ])('%s: read as no data and why, in both languages, without the parser', async (_, text, line, cs, en) => {
    writeFileSync(file(), text);
    for (const [lang, words] of [['cs', cs], ['en', en]] as const) {
      const res = await request(app).get('/admin/api/content/announcements').set('Accept-Language', lang);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ version: expect.stringMatching(/^[0-9a-f]{20}$/), data: null, samples: [], errors: [{ file: 'announcements.yaml', line, message: expect.stringMatching(words) }] });
    }
    expect(parseWork.runs).toBe(0);
    // The pre-scan: at most a few passes over the text, for each of the two reads.
    expect(parseWork.steps).toBeLessThanOrEqual(2 * 3 * text.length);
    expect(warnings).toEqual([]);
  });

  it('a key given twice is parsed once and refused, as the loader refuses it', async () => {
    writeFileSync(file(), 'announcements: []\nannouncements: []\n');
    const res = await request(app).get('/admin/api/content/announcements').set('Accept-Language', 'en');
    expect(res.body).toEqual({ version: expect.any(String), data: null, samples: [], errors: [{ file: 'announcements.yaml', line: 2, message: expect.stringMatching(/names the same field twice/) }] });
    expect(parseWork.runs).toBe(1);
  });

  it('a text broken on each of 500 lines: its first 20 problems, each with its line', async () => {
    writeFileSync(file(), Array.from({ length: 500 }, (_, index) => `k${index}: "a" b\n`).join(''));
    const res = await request(app).get('/admin/api/content/announcements').set('Accept-Language', 'cs').expect(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(20);
    expect(res.body.errors.map(({ line }: { line: number }) => line)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(res.body.errors[0].message).toMatch(/odsazení, uvozovky nebo závorky/);
  });

  it('1 MB nested: a save over it, "closed today" into hours.yaml so written, its history and a restore of it, none parsing it', async () => {
    writeFileSync(file(), nested);
    const { version } = (await request(app).get('/admin/api/content/announcements').expect(200)).body as { version: string };
    const data = { announcements: [{ id: 'summer', from: '2026-07-01', until: '2026-07-31', text: { cs: 'Léto', en: 'Summer' } }] };
    await request(app).put('/admin/api/content/announcements').set('If-Match', version).send({ data }).expect(200);
    expect(parse(readFileSync(file(), 'utf8'))).toEqual(data);

    // The hand-written text was kept as a version: shown as a version whose data cannot be read, refused on restore in words.
    const [, handWritten] = (await request(app).get('/admin/api/history/announcements').expect(200)).body.versions as { id: string; by: string }[];
    expect(handWritten!.by).toBe('file');
    const shown = await request(app).get(`/admin/api/history/announcements/${handWritten!.id}`).expect(200);
    expect(shown.body).toMatchObject({ changes: { unreadable: 'after' }, restore: { unreadable: 'after' } });
    for (const [lang, words] of [['cs', /by web nepřečetl: seznamy a pole jsou v sobě zanořené/], ['en', /could not read the file’s text: lists and fields are nested/]] as const) {
      const restore = await request(app).post(`/admin/api/history/announcements/${handWritten!.id}/restore`).set('Accept-Language', lang);
      expect(restore.status).toBe(422);
      expect(restore.body.error.fields).toEqual([{ path: [], message: expect.stringMatching(words) }]);
    }
    expect(parse(readFileSync(file(), 'utf8'))).toEqual(data);

    writeFileSync(path.join(dir, 'hours.yaml'), nested.replace('announcements', 'regular'));
    const today = await request(app).post('/admin/api/today').set('Accept-Language', 'en').send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } });
    expect(today.status).toBe(422);
    expect(today.body.error.fields).toEqual([{ path: [], message: expect.stringMatching(/nested more than 64/) }]);

    expect(parseWork.runs).toBe(0);
    expect(warnings).toEqual([]);
  });
});

/** A hand edit the parser refuses. */
const text422 = 'announcements: [\n  - {\n';

describe('aliases a file may hold, unfolded', () => {
  it('a few kB of text repeated by aliases of aliases reads as no data and why, never as megabytes of JSON', async () => {
    const text = `announcements: []\nx: &x "${'A'.repeat(20_000)}"\nl: &l [${Array(9).fill('*x').join(', ')}]\nb: [${Array(90).fill('*l').join(', ')}]\n`;
    writeFileSync(file(), text);
    for (const [lang, words] of [['cs', /rozvinou do příliš mnoha kopií/], ['en', /unfold into too many copies/]] as const) {
      const res = await request(app).get('/admin/api/content/announcements').set('Accept-Language', lang);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: null, errors: [{ file: 'announcements.yaml', message: expect.stringMatching(words) }] });
      expect(JSON.stringify(res.body).length).toBeLessThan(10_000);
    }
    expect(warnings).toEqual([]);
  });

  it('an empty form saved over a file that cannot be read is refused in words, not as a malformed request', async () => {
    writeFileSync(file(), text422);
    const { version } = (await request(app).get('/admin/api/content/announcements')).body as { version: string };
    for (const [lang, words] of [['cs', /Zatím není co uložit/], ['en', /nothing to save yet/]] as const) {
      const res = await request(app).put('/admin/api/content/announcements').set('If-Match', version).set('Accept-Language', lang).send({ data: null });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual([{ path: [], message: expect.stringMatching(words) }]);
    }
    expect(readFileSync(file(), 'utf8')).toBe(text422);
  });

  it('"closed today" unfolds a valid hours.yaml\'s aliases as the loader does (more than the package\'s default of 100 copies)', async () => {
    const days = Array.from({ length: 99 }, (_, n) => `  - date: ${new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10)}\n    name: ${n === 0 ? '&n { cs: Inventura, en: Stocktaking }' : '*n'}\n    closed: true\n`).join('');
    const hours = readFileSync(path.join(dir, 'hours.yaml'), 'utf8').replace(/^exceptions:\n/m, `exceptions:\n${days}`);
    writeFileSync(path.join(dir, 'hours.yaml'), hours);
    expect((await request(app).get('/admin/api/content/hours')).body.data.exceptions.length).toBeGreaterThan(99);
    const today = await request(app).post('/admin/api/today').set('Accept-Language', 'en').send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } });
    expect(today.status).toBe(200);
    expect(warnings).toEqual([]);
  });
});
