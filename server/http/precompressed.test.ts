import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { findPrecompressed, negotiateEncoding, servePrecompressed, type Encoding } from './precompressed';

describe('negotiateEncoding', () => {
  const both = new Set<Encoding>(['br', 'gzip']);
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP', 'gzip'],
    ['br ; q=1.0', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('offers only what was written', () => {
    expect(negotiateEncoding('br, gzip', new Set<Encoding>(['gzip']))).toBe('gzip');
  });
});

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ballon-precompressed-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const css = `.menu{color:#7a2431}\n`.repeat(300);
  writeFileSync(path.join(dir, 'assets', 'site-1a2b.css'), css);
  writeFileSync(path.join(dir, 'assets', 'site-1a2b.css.br'), brotliCompressSync(css));
  writeFileSync(path.join(dir, 'assets', 'site-1a2b.css.gz'), gzipSync(css));
  writeFileSync(path.join(dir, 'assets', 'only-gzip.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'assets', 'only-gzip.svg.gz'), gzipSync('<svg/>'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json.br'), 'x');
  return { dir, css };
}

function appFor(dir: string) {
  const app = express();
  app.use(compression());
  app.use(servePrecompressed(dir, express.static(dir, { index: false })));
  app.use((_req, res) => void res.status(404).send('not found'));
  return app;
}

/** Bytes on disk: the answer's Content-Length says which file went out. */
const sizeOf = (dir: string, file: string) => statSync(path.join(dir, file)).size;

describe('servePrecompressed', () => {
  it('finds the written variants, never under a dot directory', () => {
    const { dir } = clientDir();
    const found = findPrecompressed(dir);
    expect([...found.keys()].sort()).toEqual(['/assets/only-gzip.svg', '/assets/site-1a2b.css']);
    expect(found.get('/assets/site-1a2b.css')).toEqual(new Set(['br', 'gzip']));
    rmSync(dir, { recursive: true });
  });

  it('sends the brotli file with its encoding, the type of the original and Vary', async () => {
    const { dir, css } = clientDir();
    const res = await request(appFor(dir))
      .get('/assets/site-1a2b.css')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(sizeOf(dir, 'assets/site-1a2b.css.br'));
    // supertest decodes once: the bytes were encoded exactly once.
    expect(res.text).toBe(css);
  });

  it('sends the gzip file to a client without brotli, and compresses nothing twice', async () => {
    const { dir, css } = clientDir();
    const res = await request(appFor(dir)).get('/assets/site-1a2b.css').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(sizeOf(dir, 'assets/site-1a2b.css.gz'));
    expect(res.text).toBe(css);
  });

  it('sends the file as it is to a client that takes no encoding, still with Vary', async () => {
    const { dir, css } = clientDir();
    const res = await request(appFor(dir)).get('/assets/site-1a2b.css').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toBe(css);
  });

  it('answers HEAD and conditional requests for the encoded file', async () => {
    const { dir } = clientDir();
    const app = appFor(dir);
    const head = await request(app).head('/assets/site-1a2b.css').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    await request(app)
      .get('/assets/site-1a2b.css')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(head.headers.etag))
      .expect(304);
  });

  it('falls back to the original when an encoded file has gone missing', async () => {
    const { dir, css } = clientDir();
    const app = appFor(dir);
    rmSync(path.join(dir, 'assets', 'site-1a2b.css.br'));
    const res = await request(app).get('/assets/site-1a2b.css').set('Accept-Encoding', 'br').expect(200);
    // (compression may still encode it on the fly, as for any response)
    expect(res.headers['content-length']).not.toBe(String(sizeOf(dir, 'assets/site-1a2b.css.gz')));
    expect(res.text).toBe(css);
  });

  it('leaves other methods, other files and the query string alone', async () => {
    const { dir } = clientDir();
    const app = appFor(dir);
    const svg = await request(app).get('/assets/only-gzip.svg?v=1').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    await request(app).get('/assets/missing.css').set('Accept-Encoding', 'br').expect(404);
    await request(app).post('/assets/site-1a2b.css').set('Accept-Encoding', 'br').expect(404);
  });
});
