import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, createContactHarness, validBody, type ContactHarness } from '../support/contact-harness';
import { listen, rawExchange, rawRequest, type Listening } from '../support/raw-http';

/**
 * A JSON or no-JS post whose Origin is not SITE_URL's origin,
 * or whose Sec-Fetch-Site says another site, is refused with 403 and a localized
 * message, and nothing is stored; same-origin posts and clients that send neither
 * header keep working.
 */

const SITE = 'https://www.restaurace-ballon.test';
const API = '/api/send-contact-email';

let h: ContactHarness;
let server: Listening;

beforeAll(async () => {
  h = await createContactHarness({
    startWorker: false,
    env: { CONTACT_RATE_LIMIT: '1000', CONTACT_INVALID_RATE_LIMIT: '1000' },
  });
  server = await listen(h.app);
});
afterAll(async () => {
  await server.close();
  await h.dispose();
});

let serial = 0;
/** A different message each time, so that no post is a repeat of another. */
const fresh = () => `Zpráva číslo ${(serial += 1)}`;
const pending = () => h.outbox.stats().pending;

const postJson = (headers: Record<string, string>) =>
  request(h.app)
    .post(API)
    .set('Content-Type', 'application/json')
    .set(headers)
    .send(JSON.stringify({ ...validBody, message: fresh() }));
const postForm = (path: string, headers: Record<string, string>) =>
  request(h.app)
    .post(path)
    .type('form')
    .set(headers)
    .send({ ...contactForm, message: fresh() });

/** Header sets a browser would send for a post that some other page made. */
const foreign: [string, Record<string, string>][] = [
  ['another site in Origin', { Origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: page)', { Origin: 'null' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: cross-site beside our own Origin', { Origin: SITE, 'Sec-Fetch-Site': 'cross-site' }],
  [
    'Sec-Fetch-Site: same-site (a sibling host)',
    { Origin: 'https://shop.restaurace-ballon.test', 'Sec-Fetch-Site': 'same-site' },
  ],
  ['Sec-Fetch-Site: same-site without Origin', { 'Sec-Fetch-Site': 'same-site' }],
  ['our host over plain http', { Origin: 'http://www.restaurace-ballon.test' }],
  ['our host on another port', { Origin: `${SITE}:8443` }],
  ['our host as a prefix of another', { Origin: `${SITE}.evil.example` }],
  ['our host as a suffix of another', { Origin: 'https://evil-www.restaurace-ballon.test' }],
  ['our origin with a path', { Origin: `${SITE}/kontakt` }],
  ['our origin with userinfo', { Origin: 'https://www.restaurace-ballon.test@evil.example' }],
];

/** Header sets that must keep working. */
const friendly: [string, Record<string, string>][] = [
  ['neither header (curl, old browsers)', {}],
  ['our Origin', { Origin: SITE }],
  ['our Origin and Sec-Fetch-Site: same-origin', { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }],
  ['our Origin in capitals', { Origin: SITE.toUpperCase() }],
  ['Sec-Fetch-Site: none (typed by the user) without Origin', { 'Sec-Fetch-Site': 'none' }],
];

describe('the JSON API refuses posts from other sites', () => {
  it.each(foreign)('%s → 403 cross_site, nothing stored', async (_what, headers) => {
    const before = pending();
    const res = await postJson(headers);
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: { code: 'cross_site', message: expect.stringContaining('z formuláře na našem webu') },
    });
    expect(pending()).toBe(before);
  });

  it.each(friendly)('%s → 202, stored', async (_what, headers) => {
    const before = pending();
    const res = await postJson(headers);
    expect(res.status).toBe(202);
    expect(pending()).toBe(before + 1);
  });

  it('answers in the language the browser asks for', async () => {
    const res = await postJson({ Origin: 'https://evil.example', 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Messages can only be sent from the form on our website. Please open the page with the form and send it again.',
    );
  });
});

describe('the no-JS form posts refuse posts from other sites', () => {
  it.each(foreign)('%s → 403 page, nothing stored', async (_what, headers) => {
    const before = pending();
    const res = await postForm('/kontakt', headers);
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="cs">');
    // The page is typeset (no-break spaces after one-letter words): compared with plain spaces.
    expect(res.text.replace(/\u00a0/g, ' ')).toContain('Zprávu lze odeslat jen z formuláře na našem webu');
    expect(res.text).toContain('href="/kontakt#formular"');
    // Nothing the visitor was made to send is echoed back.
    expect(res.text).not.toContain('Jana');
    expect(pending()).toBe(before);
  });

  it.each(friendly)('%s → 303 to the success marker, stored', async (_what, headers) => {
    const before = pending();
    const res = await postForm('/kontakt', headers);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kontakt?odeslano=1#formular');
    expect(pending()).toBe(before + 1);
  });

  it('refuses the lounge form too, in English under /en, linking back to the English form', async () => {
    const before = pending();
    const res = await request(h.app)
      .post('/en/konferencni-prostory-salonek')
      .type('form')
      .set('Origin', 'https://evil.example')
      .send({ name: 'X' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Messages can only be sent from the form on our website');
    expect(res.text).toContain('href="/en/konferencni-prostory-salonek#inquiry-form"');
    expect(pending()).toBe(before);
  });
});

describe('header tricks on a raw socket', () => {
  const body = JSON.stringify({ ...validBody, message: 'raw socket' });
  const raw = (headers: Record<string, string>, target = API) =>
    rawRequest(server.port, 'POST', target, { 'Content-Type': 'application/json', ...headers }, body);

  it.each([
    ['an empty Origin', { Origin: '' }],
    ['our Origin and another one in one header', { Origin: `${SITE}, https://evil.example` }],
    ['our Origin and another one, space-separated', { Origin: `${SITE} https://evil.example` }],
    ['Sec-Fetch-Site in capitals', { 'Sec-Fetch-Site': 'CROSS-SITE' }],
  ])('%s → 403, nothing stored', async (_what, headers) => {
    const before = pending();
    const res = await raw(headers);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'cross_site' } });
    expect(pending()).toBe(before);
  });

  it('two Origin headers, ours first, are refused (Node joins them)', async () => {
    const before = pending();
    const head = `POST ${API} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nOrigin: ${SITE}\r\nOrigin: https://evil.example\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const res = await rawExchange(server.port, Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]));
    expect(res.status).toBe(403);
    expect(pending()).toBe(before);
  });

  it.each([
    ['cross-site first', 'cross-site', 'same-origin'],
    ['same-origin first', 'same-origin', 'cross-site'],
  ])('two Sec-Fetch-Site headers, %s, are refused (Node joins them)', async (_what, first, second) => {
    const before = pending();
    const head = `POST ${API} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nSec-Fetch-Site: ${first}\r\nSec-Fetch-Site: ${second}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const res = await rawExchange(server.port, Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]));
    expect(res.status).toBe(403);
    expect(pending()).toBe(before);
  });

  it('an unknown Sec-Fetch-Site value is refused', async () => {
    const before = pending();
    expect((await raw({ 'Sec-Fetch-Site': 'trust-me' })).status).toBe(403);
    expect(pending()).toBe(before);
  });
});

describe('a refused post costs the client nothing and logs no error', () => {
  it('does not count toward either limit', async () => {
    const strict = await createContactHarness({
      startWorker: false,
      env: { CONTACT_RATE_LIMIT: '1', CONTACT_INVALID_RATE_LIMIT: '1' },
    });
    try {
      const refused = () =>
        request(strict.app)
          .post(API)
          .set('Content-Type', 'application/json')
          .set('Origin', 'https://evil.example')
          .send(JSON.stringify(validBody));
      for (let i = 0; i < 4; i += 1) expect((await refused()).status).toBe(403);
      expect(
        (await request(strict.app).post(API).set('Content-Type', 'application/json').send(JSON.stringify(validBody)))
          .status,
      ).toBe(202);
      expect(strict.logs.filter((line) => line.level >= 50)).toEqual([]);
      expect(
        strict.logs.some(
          (line) => line.msg === 'form post refused: not from our site' && line.origin === 'https://evil.example',
        ),
      ).toBe(true);
    } finally {
      await strict.dispose();
    }
  });
});
