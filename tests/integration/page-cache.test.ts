import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { EntryServerModule } from '../../server/document/render';
import { createTestApp, testAssets } from '../support/test-app';

/** The real server entry, counting how often a page is planned (routed and rendered). */
function countingApp() {
  let renders = 0;
  const loadEntry = async (): Promise<EntryServerModule> => {
    const real = await import('../../src/entry-server');
    return {
      ...real,
      planPage: (...args: Parameters<EntryServerModule['planPage']>) => {
        renders++;
        return real.planPage(...args);
      },
    };
  };
  const { app } = createTestApp({ deps: { pages: { loadEntry, getAssets: async () => ({ assets: testAssets }) } } });
  return { app, renders: () => renders };
}

/** Headers that must be the same on two answers of the same page (Date and the request id differ). */
const SHARED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'vary',
  'content-encoding',
  'content-length',
];

describe('rendered pages are kept and answered again as the same bytes', () => {
  it('renders a page once, then serves the very same bytes and headers', async () => {
    const { app, renders } = countingApp();
    const first = await request(app).get('/galerie').set('Accept-Encoding', 'identity').expect(200);
    const second = await request(app).get('/galerie').set('Accept-Encoding', 'identity').expect(200);
    expect(renders()).toBe(1);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.text).toBe(first.text);
    for (const name of SHARED_HEADERS) expect(second.headers[name], name).toBe(first.headers[name]);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  });

  it.each(['br', 'gzip'])('answers %s, made once, as static bytes with Content-Length and Vary', async (encoding) => {
    const { app } = countingApp();
    const plain = await request(app).get('/galerie').set('Accept-Encoding', 'identity').expect(200);
    for (let i = 0; i < 2; i++) {
      const encoded = await request(app)
        .get('/galerie')
        .set('Accept-Encoding', `${encoding}, identity;q=0.5`)
        .buffer(true)
        .expect(200);
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(encoded.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
      expect(encoded.text).toBe(plain.text);
      expect(encoded.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('renders a page once for requests that come while it is being rendered (every page expires at the same boundaries)', async () => {
    const { app, renders } = countingApp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(app).get('/en/napojovy-listek').expect(200)),
    );
    expect(renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('keeps each language and path apart', async () => {
    const { app, renders } = countingApp();
    const cs = await request(app).get('/galerie').expect(200);
    const en = await request(app).get('/en/galerie').expect(200);
    expect(cs.text).toContain('<html lang="cs"');
    expect(en.text).toContain('<html lang="en"');
    expect(renders()).toBe(2);
  });

  it('never keeps a 404', async () => {
    const { app, renders } = countingApp();
    await request(app).get('/no-such-page').expect(404);
    await request(app).get('/no-such-page').expect(404);
    expect(renders()).toBe(2);
  });

  it('renders a request with a query string every time (e.g. the form success marker)', async () => {
    const { app, renders } = countingApp();
    await request(app).get('/kontakt').expect(200);
    const sent = await request(app).get('/kontakt?odeslano=1').expect(200);
    await request(app).get('/kontakt?odeslano=1').expect(200);
    expect(renders()).toBe(3);
    expect(sent.text).toContain('role="status"');
  });

  it('never keeps a form post, nor lets it stand in for the page', async () => {
    const { app, renders } = countingApp();
    const posted = await request(app)
      .post('/kontakt')
      .type('form')
      .send({ name: '', email: 'not-an-address', subject: '', message: '', website: '', idempotencyKey: '' })
      .expect(422);
    const page = await request(app).get('/kontakt').expect(200);
    await request(app).get('/kontakt').expect(200);
    expect(renders()).toBe(2);
    expect(posted.text).toContain('aria-invalid="true"');
    expect(page.text).not.toContain('aria-invalid="true"');
  });
});

describe('a client that accepts neither brotli nor gzip', () => {
  it.each(['deflate', 'deflate, identity;q=0.5', 'compress'])(
    'Accept-Encoding: %s: identity bytes with Content-Length, on the first render and on hits, GET and HEAD alike',
    async (accept) => {
      const { app } = countingApp();
      const plain = await request(app).get('/galerie').set('Accept-Encoding', 'identity').expect(200);
      const length = String(Buffer.byteLength(plain.text));
      for (let i = 0; i < 2; i++) {
        const get = await request(app).get('/galerie').set('Accept-Encoding', accept).buffer(true).expect(200);
        const head = await request(app).head('/galerie').set('Accept-Encoding', accept).expect(200);
        for (const [method, response] of [
          ['GET', get],
          ['HEAD', head],
        ] as const) {
          // The compression middleware leaves a stored document alone: no deflate per request, no chunking.
          expect(response.headers['content-encoding'], method).toBeUndefined();
          expect(response.headers['transfer-encoding'], method).toBeUndefined();
          expect(response.headers['content-length'], method).toBe(length);
          expect(response.headers.etag).toBe(plain.headers.etag);
          expect(response.headers.vary).toMatch(/Accept-Encoding/i);
        }
        expect(get.text).toBe(plain.text);
      }
    },
  );

  it('the first render of a page answers deflate-only clients the same way', async () => {
    // Each the first request of its app: the answer of the render itself, not a hit.
    const get = await request(createTestApp().app).get('/kontakt').set('Accept-Encoding', 'deflate').expect(200);
    const head = await request(createTestApp().app).head('/kontakt').set('Accept-Encoding', 'deflate').expect(200);
    expect(get.headers['content-encoding']).toBeUndefined();
    expect(get.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });
});
