/**
 * Editing switched off by the folder (found by an adversarial review): a read-only
 * mount, a content file or a history folder that is a symbolic link. The admin says
 * why with a 409 `read_only` (as the photo upload says `content_read_only`): a state of
 * the folder the operator chose or must fix, not the server failing, so no 5xx, no
 * warning, and nothing written anywhere, through a link least of all.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext } from '../context';
import { ContentEditor } from './editor';
import { readOnlyCopy } from './read-only-copy.test-support';
import { contentRoutes } from './routes';

let dir: string;
let warnings: unknown[];

const context: AdminRequestContext = {
  ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const,
  langOf: (req) => (req.get('accept-language')?.startsWith('en') ? 'en' : 'cs'),
  audit: async () => undefined,
};

async function appOn(folder: string) {
  const app = express();
  app.use('/admin/api', contentRoutes({ editor: await ContentEditor.open({ dir: folder }), context, logger: { warn: (object: unknown) => void warnings.push(object) } }));
  return app;
}

beforeEach(() => {
  dir = copySample();
  warnings = [];
});
afterEach(() => removeDir(dir));

/** Every change the API makes to a file (a real one: an unchanged save writes nothing, so it is refused nothing), with the version just read. */
async function everyChange(app: express.Express, file: 'venue' | 'links' | 'hours') {
  const read = await request(app).get(`/admin/api/content/${file}`);
  const version = read.body.version ?? 'none';
  return [
    await request(app).put(`/admin/api/content/${file}`).set('If-Match', version).send({ data: { ...read.body.data, ...(file === 'venue' ? { loungeName: 'Salonek' } : {}) } }),
    ...(file === 'hours' ? [await request(app).post('/admin/api/today').send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } })] : []),
    await request(app).post(`/admin/api/history/${file}/20261126T100000000Z-00000000/restore`),
  ];
}

describe('editing switched off', () => {
  it('by a read-only folder: reading works, every change is a 409 saying why, nothing is written', async () => {
    const readOnly = readOnlyCopy(dir);
    if (!readOnly) return;
    try {
      const app = await appOn(readOnly.dir);
      expect((await request(app).get('/admin/api/content')).body).toMatchObject({ editable: false, why: readOnly.why });
      expect((await request(app).get('/admin/api/content/hours')).status).toBe(200);
      const before = readdirSync(readOnly.dir).sort();
      for (const answer of await everyChange(app, 'hours')) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ error: { code: 'read_only', why: readOnly.why, message: expect.stringContaining('Úpravy obsahu jsou vypnuté') } });
      }
      expect(readdirSync(readOnly.dir).sort()).toEqual(before);
    } finally {
      readOnly.undo();
    }
    expect(warnings).toEqual([]);
  });

  it('by a content file that is a symbolic link: a 409 naming the link, the file it points at untouched', async () => {
    const outside = `${dir}-links.yaml`;
    writeFileSync(outside, readFileSync(path.join(dir, 'links.yaml')));
    rmSync(path.join(dir, 'links.yaml'));
    symlinkSync(outside, path.join(dir, 'links.yaml'));
    const app = await appOn(dir);
    const read = await request(app).get('/admin/api/content/links').set('Accept-Language', 'en');
    expect(read.status).toBe(409);
    expect(read.body).toEqual({ error: { code: 'read_only', why: 'symlink', message: expect.stringContaining('symbolic link') } });
    for (const answer of await everyChange(app, 'links')) expect(answer.status).not.toBeGreaterThanOrEqual(500);
    expect(readFileSync(outside, 'utf8')).toBe(readFileSync(path.join('content', 'links.yaml'), 'utf8'));
    rmSync(outside);
    expect(warnings).toEqual([]);
  });

  it.each([['.history'], ['.history/venue']])('by a history folder %s that is a symbolic link: a 409, nothing written through it', async (link) => {
    const outside = `${dir}-history`;
    mkdirSync(outside);
    if (link !== '.history') mkdirSync(path.join(dir, '.history'));
    symlinkSync(outside, path.join(dir, link));
    const app = await appOn(dir);
    const before = readFileSync(path.join(dir, 'venue.yaml'), 'utf8');
    const [save, restore] = await everyChange(app, 'venue');
    expect(save!.status).toBe(409);
    expect(save!.body).toMatchObject({ error: { code: 'read_only', why: 'history' } });
    // A version that is not there is not there, whichever is asked first.
    expect([404, 409]).toContain(restore!.status);
    expect(readdirSync(outside)).toEqual([]);
    expect(readFileSync(path.join(dir, 'venue.yaml'), 'utf8')).toBe(before);
    rmSync(outside, { recursive: true });
    expect(warnings).toEqual([]);
  });
});
