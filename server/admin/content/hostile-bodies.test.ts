/**
 * The content API against bodies no admin client sends (an adversarial
 * review's): each is a 4xx in the admin's language, never the 503 and the warning
 * meant for the operator, and the folder is left exactly as it was.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { contentApp } from './routes-app.test-support';

let dir: string;
let app: Express;
let warnings: unknown[];

beforeEach(async () => {
  dir = copySample();
  ({ app, warnings } = await contentApp(dir));
});
afterEach(() => removeDir(dir));

/** Sends a body's bytes as they are (superagent would serialise a Buffer as JSON). */
const asIs = (body: unknown) => body as string;
const folder = () => readdirSync(dir).sort();
const venueText = () => readFileSync(path.join(dir, 'venue.yaml'), 'utf8');

async function venue() {
  const read = await request(app).get('/admin/api/content/venue').expect(200);
  return read.body as { version: string; data: Record<string, unknown> };
}

/** `{ "data": { …venue, loungeName: <value> } }` as raw JSON text (the value may be nested too deeply for JSON.stringify). */
const withLoungeName = (data: Record<string, unknown>, value: string) => `{"data":${JSON.stringify(data).slice(0, -1)},"loungeName":${value}}}`;

describe('a body nested deeper than any content file', () => {
  it.each([
    ['lists', 5_000, (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`],
    ['fields', 5_000, (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`],
    ['lists, as deep as 512 kB allows', 200_000, (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`],
  ])('%s (%i levels) is a 422 that says so, and nothing is written', async (_, depth, nest) => {
    const { version, data } = await venue();
    const before = { folder: folder(), text: venueText() };
    for (const lang of ['cs', 'en']) {
      const res = await request(app).put('/admin/api/content/venue').set('If-Match', version).set('Accept-Language', lang).set('Content-Type', 'application/json').send(withLoungeName(data, nest(depth)));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: { code: 'invalid', fields: [{ path: [] }] } });
      expect(res.body.error.fields[0].message).toMatch(lang === 'cs' ? /zanořen/ : /nested/);
    }
    expect(warnings).toEqual([]);
    expect({ folder: folder(), text: venueText() }).toEqual(before);
  });

  it('a one-tap exception nested too deeply is a 422 as well', async () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const res = await request(app).post('/admin/api/today').set('Content-Type', 'application/json').send(`{"kind":"closed","reason":{"cs":${deep},"en":"x"}}`);
    expect(res.status).toBe(422);
    expect(warnings).toEqual([]);
  });
});

describe('a compressed body that does not decompress', () => {
  it.each([
    ['gzip', Buffer.from('not gzip at all')],
    ['gzip', gzipSync('{"data":{}}').subarray(0, 12)],
    ['deflate', Buffer.from('garbage')],
    ['br', Buffer.from('garbage')],
  ])('%s: 400 in the admin\'s language on every route that reads a body, nothing written', async (encoding, body) => {
    const { version } = await venue();
    const before = { folder: folder(), text: venueText() };
    for (const [method, route] of [['put', '/admin/api/content/venue'], ['post', '/admin/api/today']] as const) {
      const res = await request(app)[method](route).set('If-Match', version).set('Content-Type', 'application/json').set('Content-Encoding', encoding).set('Accept-Language', 'en').serialize(asIs).send(body);
      expect(res.status, `${method} ${route}`).toBe(400);
      expect(res.body).toEqual({ error: { code: 'bad_request', message: expect.stringContaining('cannot be read') } });
    }
    expect(warnings).toEqual([]);
    expect({ folder: folder(), text: venueText() }).toEqual(before);
  });

  it('one that does is read as JSON (a save of the same data changes nothing)', async () => {
    const { version, data } = await venue();
    const res = await request(app).put('/admin/api/content/venue').set('If-Match', version).set('Content-Type', 'application/json').set('Content-Encoding', 'br').serialize(asIs).send(brotliCompressSync(JSON.stringify({ data })));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version });
  });
});
