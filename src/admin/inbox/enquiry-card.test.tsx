/**
 * An enquiry's every field as a guest might fill it: markup, a
 * `javascript:` address and direction controls come out as text; the only link on the
 * card is the reply, and it is a mailto: we built.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../api/contract';
import { I18nProvider } from '../i18n/i18n';
import { EnquiryCard } from './enquiry-card';
import '../i18n/english.test-support';

const evil =
  '<script>alert(1)</script><a href="javascript:alert(2)">x</a> javascript:alert(3) \u202Egnp.exe\u202C \u2067rtl\u2069';
const enquiry: Enquiry = {
  id: '20261120T100000000Z-0123456789ab',
  form: evil,
  receivedAt: '2026-11-20T10:00:00.000Z',
  name: evil,
  email: `x${evil}@example.cz`,
  subject: evil,
  message: `${evil}\nsecond line`,
  delivery: 'failed',
  reason: evil,
  cause: 'refused',
  nextAttemptAt: null,
  sentTo: null,
  status: 'new',
  table: null,
};

const render = (lang: 'cs' | 'en', shown: Enquiry = enquiry) =>
  renderToString(
    <I18nProvider initial={lang}>
      <EnquiryCard enquiry={shown} actions={{ setStatus: () => {}, retry: () => {}, remove: () => {} }} />
    </I18nProvider>,
  );

/** The opening tags of the card's HTML (comments aside). */
const tagsOf = (html: string) =>
  // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
  (html.match(/<[^>]*>/g) ?? []).filter((tag) => !tag.startsWith('<!--') && !tag.startsWith('</'));
/** An attribute's value as the browser reads it (React escapes `&` and `"`). */
const attribute = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('an enquiry in the inbox', () => {
  it.each(['cs', 'en'] as const)('shows every guest-typed field as text, with one link: our mailto: (%s)', (lang) => {
    const html = render(lang);
    const tags = tagsOf(html);
    expect(tags.filter((tag) => /^<(script|img|iframe)/i.test(tag))).toEqual([]);
    const links = tags.filter((tag) => /^<a\b/.test(tag));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^<a class="admin-button admin-button-primary" href="mailto:[^"\s<>]*">$/);
    expect(tags.filter((tag) => /\son\w+=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(html).toContain('<span class="admin-control">U+202E</span>');
  });

  it('creates no element of its own from guest text: every tag is one the card always draws', () => {
    const plain: Enquiry = {
      ...enquiry,
      form: 'lounge',
      name: 'Jana',
      email: 'jana@example.cz',
      subject: 'Salonek',
      message: 'Dobrý den',
      reason: '550 refused',
    };
    const names = (html: string) => new Set(tagsOf(html).map((tag) => /^<([a-z0-9]+)/i.exec(tag)?.[1]));
    for (const lang of ['cs', 'en'] as const) {
      // The guest's text only adds the spans that show hidden characters as their code points.
      expect([...names(render(lang))].sort()).toEqual([...names(render(lang, plain))].sort());
      expect(render(lang)).not.toMatch(/<(script|a href="javascript|iframe|img|svg|style|link|meta|form|input)/i);
    }
  });

  it('replies with a mailto: to the guest’s address whose every part is encoded: the guest’s text reads back exactly', () => {
    const html = render('en');
    const href = attribute(/<a [^>]*href="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(href.startsWith('mailto:')).toBe(true);
    expect(href).not.toMatch(/[\s<>"#,\u202A-\u202E\u2066-\u2069]/u);
    const [to = '', query = ''] = href.slice('mailto:'.length).split('?');
    expect(href.split('?')).toHaveLength(2);
    const fields = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
    expect([...fields.keys()]).toEqual(['subject', 'body']);
    expect(decodeURIComponent(to)).toBe(enquiry.email);
    expect(decodeURIComponent(fields.get('subject')!)).toBe(`Re: ${evil.trim()}`);
    expect(decodeURIComponent(fields.get('body')!)).toContain(`> ${evil}\r\n> second line\r\n`);
  });
});

describe('an enquiry with a lone surrogate in its text', () => {
  // Valid JSON (`"\ud800"`), so the public API takes it and the inbox answers it back as is.
  const lone: Enquiry = {
    ...enquiry,
    form: 'contact',
    name: 'Jana \uD800',
    email: 'jana@example.cz',
    subject: 'Salonek \uDFFF',
    message: 'Dobrý den \uD83D',
    delivery: 'sent',
    reason: null,
    cause: null,
    sentTo: 'mailbox',
  };

  it.each(['cs', 'en'] as const)(
    'is drawn (the inbox page stays up), the surrogate shown as its code point (%s)',
    (lang) => {
      const html = render(lang, lone);
      expect(html).toContain('<span class="admin-control">U+D800</span>');
      expect(html).toContain('<span class="admin-control">U+DFFF</span>');
      expect(html).toContain('<span class="admin-control">U+D83D</span>');
    },
  );

  it('still gets a reply link that decodes, with U+FFFD where the surrogate was', () => {
    const href = attribute(/<a [^>]*href="([^"]*)"/.exec(render('en', lone))?.[1] ?? '');
    const subject = new URLSearchParams(href.slice(href.indexOf('?'))).get('subject');
    expect(subject).toBe('Re: Salonek \uFFFD');
    expect(decodeURIComponent(href.slice(href.indexOf('body=') + 5))).toContain('> Dobrý den \uFFFD');
  });

  it('shows a table request’s date, time and party, and offers confirmed and declined beside the inbox’s own statuses', () => {
    const table: Enquiry = {
      ...enquiry,
      form: 'table',
      name: 'Jana',
      email: 'jana@example.cz',
      subject: 'Rezervace stolu',
      message: 'Rezervace stolu',
      delivery: 'sent',
      reason: null,
      status: 'confirmed',
      table: { date: '2026-12-22', time: '19:30', guests: 4 },
    };
    const cs = render('cs', table).replaceAll('\u00a0', ' ');
    expect(cs).toMatch(/<dd>út 22\. 12\. 2026 v 19:30, hostů: 4<\/dd>/);
    expect([...cs.matchAll(/<option value="(\w+)"/g)].map((match) => match[1])).toEqual([
      'new',
      'confirmed',
      'declined',
      'answered',
      'archived',
    ]);
    expect(cs).toContain('<option value="confirmed" selected="">Potvrzená</option>');
    const en = render('en', table).replaceAll('\u00a0', ' ');
    expect(en).toContain('Tue, Dec 22, 2026 at 19:30, guests: 4');
    // Another enquiry is not confirmed or declined.
    expect([...render('en').matchAll(/<option value="(\w+)"/g)].map((match) => match[1])).toEqual([
      'new',
      'answered',
      'archived',
    ]);
  });
});

describe('the delivery an enquiry card tells', () => {
  const plain: Enquiry = {
    ...enquiry,
    form: 'contact',
    name: 'Jana',
    email: 'jana@example.cz',
    subject: 'Dotaz',
    message: 'Dobrý den',
  };
  const said = (lang: 'cs' | 'en', shown: Partial<Enquiry>) => {
    const html = render(lang, { ...plain, ...shown }).replaceAll('\u00a0', ' ');
    return /<span class="admin-delivery admin-delivery-(\w+)">([^<]*)<\/span>/.exec(html)?.slice(1) ?? [];
  };

  it('says kept here only when no mail server is set, never that it reached the restaurant’s e-mail', () => {
    const kept = { delivery: 'sent', sentTo: 'here', reason: null, cause: null } as const;
    expect(said('cs', kept)).toEqual(['kept', 'Uloženo jen zde: e-mailový server není nastaven']);
    expect(said('en', kept)).toEqual(['kept', 'Kept here only: no mail server is set']);
    expect(render('cs', { ...plain, ...kept })).not.toMatch(/Doručeno|Přeposláno/);
    const mailbox = { delivery: 'sent', sentTo: 'mailbox', reason: null, cause: null } as const;
    expect(said('cs', mailbox)).toEqual(['sent', 'Doručeno do e-mailu restaurace']);
    expect(said('en', mailbox)).toEqual(['sent', 'Delivered to the restaurant’s mailbox']);
  });

  it('says why one waits and when it is tried next, and why one failed, in words', () => {
    const waiting = {
      delivery: 'queued',
      sentTo: null,
      reason: '451 4.3.0 Try again later',
      cause: 'deferred',
      nextAttemptAt: '2026-11-20T10:05:00.000Z',
    } as const;
    expect(said('cs', waiting)).toEqual(['queued', 'Zatím neodesláno: e-mailový server ji dočasně odmítl.']);
    expect(said('en', waiting)).toEqual(['queued', 'Not sent yet: the mail server turned it away for now.']);
    expect(render('en', { ...plain, ...waiting })).toContain('Next attempt ');
    // The mail server's own words (in its language) are not the owner's to read while it waits.
    expect(render('cs', { ...plain, ...waiting })).not.toContain('Try again later');
    const failed = {
      delivery: 'failed',
      sentTo: null,
      reason: '550 5.1.1 Mailbox unavailable',
      cause: 'refused',
    } as const;
    expect(said('cs', failed)).toEqual(['failed', 'Nedoručeno: e-mailový server ji odmítl.']);
    expect(said('en', failed)).toEqual(['failed', 'Not delivered: the mail server refused it.']);
    expect(render('en', { ...plain, ...failed })).toContain('Try sending it again, or reply to the guest directly.');
    const unreachable = { delivery: 'queued', sentTo: null, reason: 'ECONNECTION x', cause: 'unreachable' } as const;
    expect(said('cs', { ...unreachable, nextAttemptAt: null })).toEqual([
      'queued',
      'Zatím neodesláno: e-mailový server není dostupný.',
    ]);
    const fresh = { delivery: 'queued', sentTo: null, reason: null, cause: null, nextAttemptAt: null } as const;
    expect(said('en', fresh)).toEqual(['queued', 'Waiting to be sent to the restaurant’s mailbox']);
  });
});
