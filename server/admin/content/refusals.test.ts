/**
 * A refused change writes nothing to the content folder (the admin's adversarial tests ask:
 * "nothing is written to the content folder"): not the file, and not the history
 * folder or its lock either, which only a change that will be written needs.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext } from '../context';
import { ContentEditor } from './editor';
import { contentRoutes } from './routes';

let dir: string;
let app: express.Express;

const context: AdminRequestContext = { ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const, langOf: () => 'en', audit: async () => undefined };

beforeEach(async () => {
  dir = copySample();
  app = express();
  app.use('/admin/api', contentRoutes({ editor: await ContentEditor.open({ dir }), context }));
});
afterEach(() => removeDir(dir));

/** The folder as a listing with each entry's modification time: any write shows. */
const folder = () => readdirSync(dir).sort().map((name) => `${name} ${statSync(`${dir}/${name}`).mtimeMs}`);

describe('a refused change', () => {
  it('a stale version (409), invalid data (422), a restore of a version not there (404), "closed today" on a file it cannot fix (422): the folder is as it was', async () => {
    // hours.yaml without its week, as a hand edit may leave it: "closed today" cannot make it valid.
    writeFileSync(`${dir}/hours.yaml`, 'exceptions: []\n');
    const read = await request(app).get('/admin/api/content/links').expect(200);
    const before = folder();
    const refusals = [
      [409, await request(app).put('/admin/api/content/links').set('If-Match', '00000000000000000000').send({ data: read.body.data })],
      [422, await request(app).put('/admin/api/content/links').set('If-Match', read.body.version).send({ data: { ...read.body.data, social: 'not a link' } })],
      [404, await request(app).post('/admin/api/history/links/20261126T100000000Z-00000000/restore')],
      [422, await request(app).post('/admin/api/today').send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } })],
    ] as const;
    for (const [status, answer] of refusals) expect(answer.status).toBe(status);
    expect(folder()).toEqual(before);
    expect(readdirSync(dir)).not.toContain('.history');
  });

  it('a change that is saved still keeps its history (the check is made again under the lock)', async () => {
    const read = await request(app).get('/admin/api/content/links').expect(200);
    const saved = await request(app).put('/admin/api/content/links').set('If-Match', read.body.version).send({ data: { ...read.body.data, social: 'https://social.example/ballon' } });
    expect(saved.status).toBe(200);
    const stale = await request(app).put('/admin/api/content/links').set('If-Match', read.body.version).send({ data: { ...read.body.data, social: 'https://social.example/other' } });
    expect(stale.status).toBe(409);
    expect((await request(app).get('/admin/api/history/links')).body.versions.map((version: { by: string }) => version.by)).toEqual(['owner@example.cz', 'file']);
  });
});
