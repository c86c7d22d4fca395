/**
 * The content API on a bare Express app with a fake admin context (the admin's index
 * adds the session and same-origin checks in front of it), over a real copy of content/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext, AuditEvent } from '../context';
import { ContentEditor } from './editor';
import { contentRoutes } from './routes';

let dir: string;
let audit: AuditEvent[];
let app: express.Express;
let now: Date;

const context: AdminRequestContext = {
  ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const,
  langOf: (req) => (req.get('accept-language')?.startsWith('en') ? 'en' : 'cs'),
  audit: async (event) => {
    audit.push(event);
  },
};

beforeEach(async () => {
  dir = copySample();
  audit = [];
  now = new Date('2026-11-26T15:00:00Z');
  const editor = await ContentEditor.open({ dir, now: () => now });
  app = express();
  app.use('/admin/api', contentRoutes({ editor, context, now: () => now }));
});
afterEach(() => removeDir(dir));

const api = (p: string) => `/admin/api${p}`;
const fileText = (name: string) => readFileSync(path.join(dir, name), 'utf8');

describe('content routes', () => {
  it('lists the files, editable, with versions', async () => {
    const res = await request(app).get(api('/content')).expect(200);
    expect(res.body.editable).toBe(true);
    expect(res.body.files.map((file: { file: string }) => file.file)).toEqual(['venue', 'hours', 'drinks', 'events', 'lounge', 'announcements', 'links', 'photos', 'dailyMenu', 'foodMenu', 'bookings']);
  });

  it('reads, saves with If-Match, audits, and answers 409 for the old version', async () => {
    const read = await request(app).get(api('/content/lounge')).expect(200);
    const data = read.body.data;
    data.arrangements[0].capacity = 52;
    const saved = await request(app).put(api('/content/lounge')).set('If-Match', read.body.version).send({ data }).expect(200);
    expect(saved.body.version).not.toBe(read.body.version);
    expect(fileText('lounge.yaml')).toContain('- { id: U, capacity: 52, upTo: false }');
    // What changed, from the data: the U-shape's capacity (its words: src/admin/history/change-words.ts).
    expect(audit).toEqual([
      {
        type: 'content-save',
        by: 'owner@example.cz',
        file: 'lounge',
        version: saved.body.version,
        changes: { changes: [{ kind: 'field', where: [{ choice: 'U' }], field: ['capacity'], from: expect.any(Number), to: 52 }], count: 1 },
      },
    ]);
    const stale = await request(app).put(api('/content/lounge')).set('If-Match', read.body.version).set('Accept-Language', 'en').send({ data }).expect(409);
    expect(stale.body).toEqual({ error: { code: 'conflict', version: saved.body.version, message: expect.stringContaining('Someone else changed') } });
  });

  it('names the fields still marked SAMPLE, and a save that confirms one drops its marker with its value unchanged', async () => {
    const read = await request(app).get(api('/content/venue')).expect(200);
    expect(read.body.samples).toContainEqual(['operator', 'ico']);
    expect(read.body.samples).toContainEqual(['phones', 'events']);
    await request(app).put(api('/content/venue')).set('If-Match', read.body.version).send({ data: read.body.data, confirm: [['operator', 'ico']] }).expect(200);
    expect(fileText('venue.yaml')).toContain("  ico: '00000000'\n");
    const after = await request(app).get(api('/content/venue')).expect(200);
    expect(after.body.data).toEqual(read.body.data);
    expect(after.body.samples).not.toContainEqual(['operator', 'ico']);
    expect(after.body.samples).toHaveLength(read.body.samples.length - 1);
  });

  it('answers 428 without If-Match and 422 with field errors, writing nothing', async () => {
    const before = fileText('venue.yaml');
    const read = await request(app).get(api('/content/venue')).expect(200);
    await request(app).put(api('/content/venue')).send({ data: read.body.data }).expect(428);
    const data = { ...read.body.data, phones: { restaurant: '+420 1', events: read.body.data.phones.events } };
    const res = await request(app).put(api('/content/venue')).set('If-Match', read.body.version).send({ data }).expect(422);
    expect(res.body.error.fields).toEqual([{ path: ['phones', 'restaurant'], message: expect.any(String) }]);
    expect(fileText('venue.yaml')).toBe(before);
  });

  it.each([
    ['/content/..%2fvenue'],
    ['/content/..%2F..%2Fetc%2Fpasswd'],
    ['/content/secrets'],
    ['/content/venue.yaml'],
    ['/content/__proto__'],
    ['/history/..%2fvenue'],
    ['/history/venue/..%2f..%2fvenue'],
    ['/history/venue/20261126T150000000Z-00000000'],
  ])('answers 404 for %s', async (p) => {
    const res = await request(app).get(api(p)).expect(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it.each([
    ['not JSON', '{"data":', 400],
    ['an array', '[1,2]', 400],
    ['data not an object', '{"data":"x"}', 400],
    ['an unknown field', '{"data":{},"extra":1}', 400],
  ])('answers %s with a 4xx and writes nothing', async (_, body, status) => {
    const read = await request(app).get(api('/content/links')).expect(200);
    await request(app).put(api('/content/links')).set('If-Match', read.body.version).set('Content-Type', 'application/json').send(body).expect(status);
    expect(readdirSync(dir)).not.toContain('.history');
  });

  it('refuses 1 MB of text in one field with 413', async () => {
    const read = await request(app).get(api('/content/venue')).expect(200);
    const data = { ...read.body.data, loungeName: 'x'.repeat(1_000_000) };
    const res = await request(app).put(api('/content/venue')).set('If-Match', read.body.version).send({ data }).expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('audits a save of many changes as its first change and their count, within a few hundred bytes', async () => {
    const read = await request(app).get(api('/content/drinks')).expect(200);
    const data = read.body.data as { categories: { items: { name: { cs: string; en: string }; price: unknown }[] }[] };
    let drinks = 0;
    for (const category of data.categories) {
      for (const item of category.items) {
        drinks++;
        item.name = { cs: `${item.name.cs} ${'nový '.repeat(50)}`, en: `${item.name.en} ${'new '.repeat(60)}` };
      }
    }
    await request(app).put(api('/content/drinks')).set('If-Match', read.body.version).send({ data }).expect(200);
    const event = audit.at(-1) as { changes: { changes: { kind: string }[]; count: number } };
    expect(event.changes.count).toBe(drinks);
    expect(event.changes.changes).toEqual([expect.objectContaining({ kind: 'renamed' })]);
    expect(JSON.stringify(event).length).toBeLessThan(600);
  });

  it('keeps history, shows a version with what it changed and what restoring it would, and restores it as a new version', async () => {
    const read = await request(app).get(api('/content/links')).expect(200);
    await request(app).put(api('/content/links')).set('If-Match', read.body.version).send({ data: { ...read.body.data, social: 'https://social.example/ballon' } }).expect(200);
    const list = await request(app).get(api('/history/links')).expect(200);
    expect(list.body.versions.map((version: { by: string }) => version.by)).toEqual(['owner@example.cz', 'file']);
    const first = list.body.versions[1];
    const one = await request(app).get(api(`/history/links/${first.id}`)).expect(200);
    // No YAML in the answer: what restoring would change, from the data.
    expect(one.body).not.toHaveProperty('text');
    const social = { kind: 'field', where: [], field: ['social'], from: 'https://social.example/ballon', to: null };
    expect(one.body.restore).toEqual({ changes: [social], count: 1 });
    const restored = await request(app).post(api(`/history/links/${first.id}/restore`)).expect(200);
    expect(fileText('links.yaml')).toBe(readFileSync(path.join('content', 'links.yaml'), 'utf8'));
    expect(audit.at(-1)).toEqual({ type: 'content-restore', by: 'owner@example.cz', file: 'links', version: restored.body.version, changes: { changes: [social], count: 1 } });
  });

  it('sets "closed today" and "closing early today" for the Prague date, on the file as it is then', async () => {
    // 23:30 UTC on 26 November is already 27 November in Prague.
    now = new Date('2026-11-26T23:30:00Z');
    // An edit the one-tap action did not read first stays.
    const read = await request(app).get(api('/content/hours')).expect(200);
    await request(app).put(api('/content/hours')).set('If-Match', read.body.version).send({ data: { ...read.body.data, regular: { ...read.body.data.regular, monday: 'closed' } } }).expect(200);
    await request(app).post(api('/today')).send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } }).expect(200);
    let exceptions = parse(fileText('hours.yaml')).exceptions;
    expect(exceptions[0]).toEqual({ date: '2026-11-27', name: { cs: 'Bouřka', en: 'Storm' }, closed: true });
    const early = await request(app).post(api('/today')).send({ kind: 'closes-early', closes: '18:00', reason: { cs: 'Soukromá akce', en: 'Private event' } });
    expect(early.body).toEqual({ version: expect.any(String) });
    exceptions = parse(fileText('hours.yaml')).exceptions;
    expect(exceptions.filter((exception: { date: string }) => exception.date === '2026-11-27')).toEqual([{ date: '2026-11-27', name: { cs: 'Soukromá akce', en: 'Private event' }, opens: '10:00', closes: '18:00' }]);
    expect(fileText('hours.yaml')).toContain('# Days that differ from the usual week');
    expect(parse(fileText('hours.yaml')).regular.monday).toBe('closed');
    expect(audit.map((event) => event.type)).toEqual(['content-save', 'content-save', 'content-save']);
  });

  it('takes "until midnight" (24:00, the admin\'s box beside the time) for today\'s closing time', async () => {
    now = new Date('2026-11-26T15:00:00Z');
    await request(app).post(api('/today')).send({ kind: 'closes-early', closes: '24:00', reason: { cs: 'Oslava', en: 'A celebration' } }).expect(200);
    const today = parse(fileText('hours.yaml')).exceptions.filter((exception: { date: string }) => exception.date === '2026-11-26');
    expect(today).toEqual([{ date: '2026-11-26', name: { cs: 'Oslava', en: 'A celebration' }, opens: expect.stringMatching(/^\d{2}:\d{2}$/), closes: '24:00' }]);
  });

  it('refuses a one-tap exception of the wrong shape with 422', async () => {
    const res = await request(app).post(api('/today')).send({ kind: 'closes-early', closes: '25:00', reason: { cs: 'x', en: 'y' } }).expect(422);
    expect(res.body.error.fields[0].path).toEqual(['closes']);
    await request(app).post(api('/today')).send({ kind: 'closed', reason: { cs: '', en: 'y' } }).expect(422);
  });

  it('lists the launch checklist with a link to fix each item, in the admin\'s language', async () => {
    const res = await request(app).get(api('/checklist')).set('Accept-Language', 'cs').expect(200);
    const kinds = new Set(res.body.items.map((item: { kind: string }) => item.kind));
    // (The menu pages show our own menus: no 'menu-page' item.)
    expect(kinds).toEqual(new Set(['sample', 'sample-photo', 'mail']));
    expect(res.body.items).toContainEqual({ kind: 'sample', file: 'venue', path: ['phones', 'events'], page: 'contact', pageName: 'Kontakt', value: '+420 000 000 002', item: null, message: expect.stringContaining('Ukázková hodnota'), fix: '/admin/content/venue#phones.events' });
    // A field of a list item is named by the item, as the admin shows it (never "č. N").
    expect(res.body.items).toContainEqual(expect.objectContaining({ kind: 'sample', file: 'drinks', item: 'Teplé nápoje' }));
    // Saving the field removes its marker, and the item goes.
    const read = await request(app).get(api('/content/venue')).expect(200);
    await request(app).put(api('/content/venue')).set('If-Match', read.body.version).send({ data: { ...read.body.data, phones: { ...read.body.data.phones, events: '+420 222 333 444' } } }).expect(200);
    const after = await request(app).get(api('/checklist')).expect(200);
    expect(after.body.items.some((item: { path?: unknown[] }) => JSON.stringify(item.path) === '["phones","events"]')).toBe(false);
    expect(after.body.items.length).toBe(res.body.items.length - 1);
  });

  it('lists security.txt\'s expiry within 30 days', async () => {
    now = new Date('2027-06-10T10:00:00Z');
    const res = await request(app).get(api('/checklist')).expect(200);
    expect(res.body.items).toContainEqual(expect.objectContaining({ kind: 'security-expiry', fix: '/admin/content/venue#security.expires' }));
  });
});
