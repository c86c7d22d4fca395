/**
 * The editor on a temporary copy of content/: versions, If-Match, the loader's own
 * checks (schema and photo files), history with restore and retention, no write
 * through a symlink, and a read-only folder reported as a reason.
 */
import { chmodSync, lstatSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../content/load';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { ContentEditor } from './editor';
import { readOnlyCopy } from './read-only-copy.test-support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content data as parsed, changed freely by the test
type Data = any;
let dir: string;
let clock: Date;
let editor: ContentEditor;

beforeEach(async () => {
  dir = copySample();
  clock = new Date('2026-11-26T10:00:00Z');
  editor = await ContentEditor.open({ dir, now: () => clock });
});
afterEach(() => {
  chmodSync(dir, 0o755);
  removeDir(dir);
});

const venue = () => readFileSync(path.join(dir, 'venue.yaml'), 'utf8');

async function readVenue() {
  const read = await editor.read('venue');
  if ('problem' in read) throw new Error(read.problem);
  return read as { version: string; data: Data; text: string };
}

describe('ContentEditor', () => {
  it('saves with the version it read, and refuses a stale version without writing', async () => {
    const { version, data } = await readVenue();
    data.phones.events = '+420 222 333 444';
    const saved = await editor.save('venue', { ifMatch: version, data, by: 'owner@example.cz' });
    expect(saved).toMatchObject({ ok: true, changed: true });
    expect(venue()).toContain("events: '+420 222 333 444'\n");
    const again = await editor.save('venue', { ifMatch: version, data: { ...data, email: 'x@example.cz' }, by: 'owner@example.cz' });
    expect(again).toMatchObject({ ok: false, status: 'conflict' });
    expect(venue()).not.toContain('x@example.cz');
    const loaded = await loadContent(dir);
    expect(loaded.ok && loaded.snapshot.content.venue.phones.events).toBe('+420 222 333 444');
  });

  it('refuses what the loader refuses, with paths, and writes nothing', async () => {
    const { version, data } = await readVenue();
    const before = venue();
    data.phones.events = '123';
    data.extra = true;
    const saved = await editor.save('venue', { ifMatch: version, data, by: 'owner@example.cz' });
    expect(saved.ok).toBe(false);
    if (saved.ok || saved.status !== 'invalid') throw new Error('expected invalid');
    expect(saved.errors.map((error) => error.path)).toEqual(expect.arrayContaining([['phones', 'events'], ['extra']]));
    expect(venue()).toBe(before);
    // Refused before the lock is taken: not even the history folder (where the lock lives) is made.
    expect(readdirSync(dir)).not.toContain('.history');
  });

  it('refuses a photo that is not in photos/ (the loader\'s check across files)', async () => {
    const read = await editor.read('photos');
    if ('problem' in read) throw new Error(read.problem);
    const data = read.data as Data;
    data.pages.hero.file = 'nothere.jpg';
    const saved = await editor.save('photos', { ifMatch: read.version, data, by: 'owner@example.cz' });
    expect(saved).toMatchObject({ ok: false, status: 'invalid', errors: [expect.objectContaining({ path: ['pages', 'hero', 'file'] })] });
  });

  it('keeps history: the replaced text, who and when; a restore is a new version', async () => {
    const first = await readVenue();
    first.data.email = 'info@ballon.cz';
    await editor.save('venue', { ifMatch: first.version, data: first.data, by: 'a@example.cz' });
    clock = new Date('2026-11-26T11:00:00Z');
    const second = await readVenue();
    second.data.email = 'hello@ballon.cz';
    await editor.save('venue', { ifMatch: second.version, data: second.data, by: 'b@example.cz' });
    const versions = await editor.history('venue');
    expect(versions.map((entry) => entry.by)).toEqual(['b@example.cz', 'a@example.cz', 'file']);
    expect(versions[0]!.at).toBe('2026-11-26T11:00:00.000Z');
    const original = await editor.version('venue', versions[2]!.id);
    // From the data: the sample's e-mail is the first version's own (no version before it); restoring it brings it back.
    expect(original!.restore).toEqual({ changes: [{ kind: 'field', where: [], field: ['email'], from: 'hello@ballon.cz', to: 'info@example.com' }], count: 1 });
    expect(original!.changes).toBeNull();
    expect(await editor.version('venue', versions[1]!.id)).toMatchObject({ changes: { changes: [{ kind: 'field', field: ['email'], from: 'info@example.com', to: 'info@ballon.cz' }], count: 1 } });
    const restored = await editor.restore('venue', versions[2]!.id, 'a@example.cz');
    expect(restored).toMatchObject({ ok: true, changed: true });
    expect(venue()).toBe(first.text);
    expect((await editor.history('venue')).length).toBe(4);
  });

  it('prunes versions past the retention, keeping the newest', async () => {
    let read = await readVenue();
    read.data.email = 'one@ballon.cz';
    await editor.save('venue', { ifMatch: read.version, data: read.data, by: 'a@example.cz' });
    clock = new Date('2027-12-01T10:00:00Z');
    read = await readVenue();
    read.data.email = 'two@ballon.cz';
    await editor.save('venue', { ifMatch: read.version, data: read.data, by: 'a@example.cz' });
    expect((await editor.history('venue')).map((entry) => entry.at)).toEqual(['2027-12-01T10:00:00.000Z']);
  });

  it('never writes through a symlink', async () => {
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside.yaml`);
    writeFileSync(outside, readFileSync(path.join(dir, 'links.yaml')));
    rmSync(path.join(dir, 'links.yaml'));
    symlinkSync(outside, path.join(dir, 'links.yaml'));
    const saved = await editor.save('links', { ifMatch: null, data: { social: 'https://social.example' }, by: 'a@example.cz' });
    expect(saved).toMatchObject({ ok: false, status: 'read-only', why: 'symlink' });
    expect(lstatSync(path.join(dir, 'links.yaml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(outside, 'utf8')).not.toContain('social.example');
    rmSync(outside);
  });

  it('reports a read-only folder as not editable, with the reason', async () => {
    const readOnly = readOnlyCopy(dir);
    if (!readOnly) return;
    editor = await ContentEditor.open({ dir: readOnly.dir, now: () => clock });
    try {
      const status = await editor.status();
      expect(status).toMatchObject({ editable: false, why: readOnly.why });
      expect(status.files.every((file) => !file.editable && file.version !== null)).toBe(true);
      const { version, data } = await readVenue();
      expect(await editor.save('venue', { ifMatch: version, data: { ...data, email: 'x@ballon.cz' }, by: 'a@example.cz' })).toMatchObject({ ok: false, status: 'read-only', why: readOnly.why });
    } finally {
      readOnly.undo();
    }
  });

  it('applies a one-tap change to the current file under the lock', async () => {
    const saved = await editor.update('hours', 'a@example.cz', (data: Data) => ({ ...data, exceptions: [...data.exceptions, { date: '2026-11-26', name: { cs: 'Bouřka', en: 'Storm' }, closed: true }] }));
    expect(saved).toMatchObject({ ok: true, changed: true });
    expect(parse(readFileSync(path.join(dir, 'hours.yaml'), 'utf8')).exceptions.at(-1)).toEqual({ date: '2026-11-26', name: { cs: 'Bouřka', en: 'Storm' }, closed: true });
  });
});
