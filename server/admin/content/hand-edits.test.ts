/**
 * A content file an operator edited by hand into something the loader refuses (the
 * adversarial review): emptied, a bare value, YAML that does not parse, an
 * alias that contains itself, a history version that is no version. The admin still
 * reads it (without data where there is none to give), says 422 where a change cannot
 * be saved, saves valid data over it, and never answers the operator's 503.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import type { AdminRequestContext } from '../context';
import { ContentEditor } from './editor';
import { contentRoutes } from './routes';

let dir: string;
let app: express.Express;
let warnings: unknown[];

const context: AdminRequestContext = {
  ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const,
  langOf: () => 'en',
  audit: async () => undefined,
};

beforeEach(async () => {
  dir = copySample();
  warnings = [];
  const editor = await ContentEditor.open({ dir });
  app = express();
  app.use('/admin/api', contentRoutes({ editor, context, logger: { warn: (object: unknown) => void warnings.push(object) } }));
});
afterEach(() => removeDir(dir));

const hoursFile = () => path.join(dir, 'hours.yaml');

describe('hours.yaml edited by hand into something else', () => {
  it.each([
    ['emptied', ''],
    ['null', 'null\n'],
    ['a bare text', '"closed for the season"\n'],
    ['a list', '- monday\n- tuesday\n'],
    ['YAML that does not parse', 'regular: [monday\n  - : :\n'],
    ['an alias that contains itself', 'regular: &loop [*loop]\n'],
  ])('%s: read without a 5xx, "closed today" is a 422, and a save of valid data replaces it', async (_, text) => {
    const sample = parse(readFileSync(hoursFile(), 'utf8')) as unknown;
    writeFileSync(hoursFile(), text);
    const read = await request(app).get('/admin/api/content/hours');
    expect(read.status).toBe(200);
    expect(read.body.version).toMatch(/^[0-9a-f]{20}$/);
    const today = await request(app).post('/admin/api/today').send({ kind: 'closed', reason: { cs: 'Bouřka', en: 'Storm' } });
    expect(today.status).toBe(422);
    expect(today.body.error.code).toBe('invalid');
    expect(readFileSync(hoursFile(), 'utf8')).toBe(text);
    expect((await request(app).get('/admin/api/history/hours')).status).toBe(200);
    const saved = await request(app).put('/admin/api/content/hours').set('If-Match', read.body.version).send({ data: sample });
    expect(saved.status).toBe(200);
    expect(parse(readFileSync(hoursFile(), 'utf8'))).toEqual(sample);
    expect(warnings).toEqual([]);
  });
});

describe('a history version edited by hand', () => {
  it.each([['null'], ['[]'], ['"text"'], ['{"text":5}'], ['not json']])('%s: a 404, as a version that is not there', async (json) => {
    const read = await request(app).get('/admin/api/content/links').expect(200);
    await request(app).put('/admin/api/content/links').set('If-Match', read.body.version).send({ data: { ...read.body.data, social: 'https://social.example/ballon' } }).expect(200);
    const [newest] = (await request(app).get('/admin/api/history/links').expect(200)).body.versions;
    writeFileSync(path.join(dir, '.history', 'links', `${newest.id}.json`), json);
    expect((await request(app).get(`/admin/api/history/links/${newest.id}`)).status).toBe(404);
    expect((await request(app).post(`/admin/api/history/links/${newest.id}/restore`)).status).toBe(404);
    expect((await request(app).get('/admin/api/history/links')).status).toBe(200);
    expect(warnings).toEqual([]);
  });
});
