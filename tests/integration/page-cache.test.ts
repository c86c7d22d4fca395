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

/** The nonce of the response's CSP header and every nonce in its HTML. */
function nonces(response: request.Response) {
  const header = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  const inHtml = [...response.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, inHtml };
}

describe('rendered pages are kept and answered again with a fresh nonce', () => {
  it('renders a page once, then serves the same HTML with each response its own nonce', async () => {
    const { app, renders } = countingApp();
    const first = await request(app).get('/galerie').expect(200);
    const second = await request(app).get('/galerie').expect(200);
    expect(renders()).toBe(1);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');

    const a = nonces(first);
    const b = nonces(second);
    expect(a.header).toBeTruthy();
    expect(b.header).not.toBe(a.header);
    expect(a.inHtml.length).toBeGreaterThan(1);
    expect(new Set(a.inHtml)).toEqual(new Set([a.header]));
    expect(new Set(b.inHtml)).toEqual(new Set([b.header]));
    expect(second.text).toBe(first.text.replaceAll(String(a.header), String(b.header)));
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
