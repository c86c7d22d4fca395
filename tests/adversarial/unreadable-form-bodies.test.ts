import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, createContactHarness, type ContactHarness } from '../support/contact-harness';
import { listen, rawExchange, requestHead, type Listening } from '../support/raw-http';

/**
 * A no-JS post whose body cannot be read never reaches the form, and is answered
 * like any refused post: the refused post's page in the page's language, with the
 * status body-parser gave (413, 415, 400), never bare English text/plain, never a
 * 5xx, never an error line. Over a bare socket: a client library would set its own
 * Content-Length, encode the body or refuse the odd headers.
 */

let h: ContactHarness;
let server: Listening;
beforeAll(async () => {
  // Every refusal counts toward the client's refused posts: not the subject here.
  h = await createContactHarness({ startWorker: false, env: { CONTACT_INVALID_RATE_LIMIT: '100000' } });
  server = await listen(h.app);
});
afterAll(async () => {
  await server.close();
  await h.dispose();
});

const form = Buffer.from(new URLSearchParams(contactForm).toString());
const garbage = Buffer.from('this is not a compressed stream at all, just text that claims to be one');

/** [what, extra headers, body, status, a sentence of the Czech page, of the English page] */
const cases: [string, Record<string, string>, Buffer, number, string, string][] = [
  [
    'a body over 60 KB',
    {},
    Buffer.from(`message=${'x'.repeat(62_000)}`),
    413,
    'Odeslaný formulář je příliš velký',
    'The form sent is too large',
  ],
  [
    '2,001 fields',
    {},
    Buffer.from(Array.from({ length: 2001 }, (_, i) => `f${i}=`).join('&')),
    413,
    'Odeslaný formulář má příliš mnoho polí',
    'The form sent has too many fields',
  ],
  [
    '1,001 empty fields',
    {},
    Buffer.from('&'.repeat(1000)),
    413,
    'Odeslaný formulář má příliš mnoho polí',
    'The form sent has too many fields',
  ],
  [
    'a gzip bomb (1 MB of zeros)',
    { 'Content-Encoding': 'gzip' },
    gzipSync(Buffer.alloc(1_000_000, '0')),
    413,
    'Odeslaný formulář je příliš velký',
    'The form sent is too large',
  ],
  [
    'charset=utf-7',
    { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-7' },
    form,
    415,
    'kódování, které neumíme přečíst',
    'in an encoding we cannot read',
  ],
  [
    'charset=utf-16',
    { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-16' },
    form,
    415,
    'kódování, které neumíme přečíst',
    'in an encoding we cannot read',
  ],
  [
    'Content-Encoding: compress',
    { 'Content-Encoding': 'compress' },
    form,
    415,
    'kódování, které neumíme přečíst',
    'in an encoding we cannot read',
  ],
  [
    'Content-Encoding: gzip, br',
    { 'Content-Encoding': 'gzip, br' },
    gzipSync(form),
    415,
    'kódování, které neumíme přečíst',
    'in an encoding we cannot read',
  ],
  [
    'a bad br stream',
    { 'Content-Encoding': 'br' },
    garbage,
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
  [
    'a bad deflate stream',
    { 'Content-Encoding': 'deflate' },
    garbage,
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
  [
    'a bad gzip stream',
    { 'Content-Encoding': 'gzip' },
    garbage,
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
  [
    'a gzip stream cut short',
    { 'Content-Encoding': 'gzip' },
    gzipSync(form).subarray(0, 20),
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
  [
    'a deflate stream cut short',
    { 'Content-Encoding': 'deflate' },
    deflateSync(form).subarray(0, 10),
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
  [
    'a br stream cut short',
    { 'Content-Encoding': 'br' },
    brotliCompressSync(form).subarray(0, 10),
    400,
    'Odeslaný formulář nelze přečíst',
    'The form sent cannot be read',
  ],
];

function post(path: string, headers: Record<string, string>, body: Buffer) {
  const head = requestHead('POST', path, {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(body.length),
    ...headers,
  });
  return rawExchange(server.port, Buffer.concat([Buffer.from(head, 'latin1'), body]));
}

describe('a no-JS post with a body that cannot be read', () => {
  it.each(cases)('%s: the Czech page with its status on /kontakt', async (_what, headers, body, status, czech) => {
    const pending = h.outbox.stats().pending;
    const res = await post('/kontakt', headers, body);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="cs">');
    expect(res.body).toContain('<title>Formulář se nepodařilo přijmout</title>');
    expect(res.body).toContain(czech);
    // Straight to the form, which is far down the page on a phone.
    expect(res.body).toContain('href="/kontakt#formular"');
    expect(h.outbox.stats().pending).toBe(pending);
  });

  it.each(cases)(
    '%s: the English page with its status on /en/konferencni-prostory-salonek',
    async (_what, headers, body, status, _czech, english) => {
      const res = await post('/en/konferencni-prostory-salonek', headers, body);
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<title>The form could not be accepted</title>');
      expect(res.body).toContain(english);
      expect(res.body).toContain('href="/en/konferencni-prostory-salonek#inquiry-form"');
    },
  );

  it('a good gzip, deflate or br body is read like a plain one', async () => {
    for (const [encoding, compress] of [
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const) {
      const res = await post(
        '/kontakt',
        { 'Content-Encoding': encoding },
        compress(Buffer.from(new URLSearchParams({ ...contactForm, message: `Zpráva v ${encoding}` }).toString())),
      );
      expect(res.status).toBe(303);
    }
  });

  it('logged no error for any of them', () => {
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
