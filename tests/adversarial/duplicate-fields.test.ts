import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactForm,
  createContactHarness,
  loungeForm,
  validBody,
  type ContactHarness,
} from '../support/contact-harness';

/**
 * A field given twice is refused on both enquiry paths, whichever field it is:
 * a no-JS post (`name=a&name=b` used to be stored as "a,b") answers 400 with the
 * refused post's page in the page's language, a JSON body (JSON.parse keeps the
 * last of two equal names) 400 with the API's localized `{ error }`. Nothing is stored.
 */

let h: ContactHarness;
beforeAll(async () => {
  // Every refusal counts toward the client's refused posts: not the subject here.
  h = await createContactHarness({
    startWorker: false,
    env: { CONTACT_RATE_LIMIT: '1000', CONTACT_INVALID_RATE_LIMIT: '100000' },
  });
});
afterAll(() => h.dispose());

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The no-JS forms' own fields, and what else a post could repeat. */
const formCases: [string, string, string][] = [
  ['name', '/kontakt', `${encode(contactForm)}&name=Eva`],
  ['email', '/kontakt', `${encode(contactForm)}&email=eva%40example.com`],
  ['subject', '/kontakt', `${encode(contactForm)}&subject=Jiny`],
  ['message', '/kontakt', `${encode(contactForm)}&message=Druha`],
  ['consent', '/kontakt', `${encode(contactForm)}&consent=on`],
  ['the honeypot', '/kontakt', `${encode(contactForm)}&website=http%3A%2F%2Fspam.example`],
  ['the idempotency key', '/kontakt', `${encode(contactForm)}&idempotencyKey=k1&idempotencyKey=k2`],
  ['the language', '/kontakt', `${encode(contactForm)}&lang=cs&lang=en`],
  ['a field we do not read', '/kontakt', `${encode(contactForm)}&x=1&x=2`],
  ['a name spelled another way', '/kontakt', `${encode(contactForm)}&%6Eame=Eva`],
  ['a name with brackets', '/kontakt', `${encode(contactForm)}&a%5B%5D=1&a%5B%5D=2`],
  ['an empty second value', '/kontakt', `${encode(contactForm)}&name=`],
  ['the event date', '/konferencni-prostory-salonek', `${encode(loungeForm)}&eventDate=2099-01-01`],
  ['the table arrangement', '/konferencni-prostory-salonek', `${encode(loungeForm)}&tableArrangement=T`],
];

describe('a no-JS post that gives a field twice', () => {
  it.each(formCases)('%s twice on %s: 400, the Czech page, nothing stored', async (_field, path, body) => {
    const res = await request(h.app).post(path).type('form').send(body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="cs">');
    expect(res.text).toContain('Formulář se nepodařilo přijmout');
    expect(res.text).toContain('Jedno z\u00a0polí formuláře bylo odesláno vícekrát.');
    expect(res.text).toContain(`href="${path}#${path.includes('salonek') ? 'inquiry-form' : 'formular'}"`);
    // Nothing of the post is echoed.
    expect(res.text).not.toMatch(/Dvořáková|Svoboda|Eva/);
    expect(h.outbox.stats().pending).toBe(0);
  });

  it.each([['/en/kontakt'], ['/en/konferencni-prostory-salonek']])('on %s: the English page', async (path) => {
    const form = path.includes('salonek') ? loungeForm : contactForm;
    const res = await request(h.app)
      .post(path)
      .type('form')
      .send(`${encode(form)}&name=Eva`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('The form could not be accepted');
    expect(res.text).toContain('A field of the form was sent more than once.');
    expect(res.text).toContain(`href="${path}#${path.includes('salonek') ? 'inquiry-form' : 'formular'}"`);
    expect(h.outbox.stats().pending).toBe(0);
  });

  it('the same post without the repeat is stored: the refusal is the repeat alone', async () => {
    await request(h.app).post('/kontakt').type('form').send(encode(contactForm)).expect(303);
    expect(h.outbox.stats().pending).toBe(1);
  });
});

const API = '/api/send-contact-email';
const postJson = (text: string, lang = 'cs') =>
  request(h.app).post(API).set('Content-Type', 'application/json').set('Accept-Language', lang).send(text);
const body = JSON.stringify(validBody).slice(0, -1);

describe('a JSON body that gives a name twice in an object', () => {
  it.each([
    ['name', `${body},"name":"Eva"}`],
    ['email', `${body},"email":"eva@example.com"}`],
    ['subject', `${body},"subject":""}`],
    ['message', `${body},"message":"Druhá"}`],
    ['the honeypot', `${body},"website":"","website":"http://spam.example"}`],
    ['the idempotency key', `${body},"idempotencyKey":"k1","idempotencyKey":"k2"}`],
    ['the language', `${body},"lang":"en"}`],
    ['a field we do not read', `${body},"x":1,"x":2}`],
    ['a name spelled with an escape', `${body},"\\u006eame":"Eva"}`],
    ['a name in a nested object', `${body},"extra":{"a":1,"b":{"c":1,"c":2}}}`],
    ['a name in an object in an array', `${body},"extra":[{"a":1,"a":1}]}`],
  ])('%s: 400 duplicate_field in Czech, nothing stored', async (_field, text) => {
    const pending = h.outbox.stats().pending;
    const res = await postJson(text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'duplicate_field',
        message: 'Jedno z polí je v požadavku uvedeno vícekrát. Každé pole smí být uvedeno jen jednou.',
      },
    });
    expect(h.outbox.stats().pending).toBe(pending);
  });

  it('in English for an English client', async () => {
    const res = await postJson(`${body},"name":"Eva"}`, 'en');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'duplicate_field',
      message: 'A field is given more than once in the request. Each field may be given only once.',
    });
  });

  it('equal names in different objects are no repeat: stored', async () => {
    const pending = h.outbox.stats().pending;
    const res = await postJson(`${body},"extra":{"name":"x","lang":{"name":"y"}}}`);
    expect(res.status).toBe(202);
    expect(h.outbox.stats().pending).toBe(pending + 1);
  });

  it('a charset other than UTF-8 is refused (415): the check reads the text the parser reads', async () => {
    const text = `${body},"name":"Eva"}`;
    const res = await request(h.app)
      .post(API)
      .set('Content-Type', 'application/json; charset=utf-16le')
      .send(Buffer.from(text, 'utf16le'));
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('logged no error for any of them', () => {
    expect(h.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
