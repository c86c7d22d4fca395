import { describe, expect, it } from 'vitest';
import { lunchEmail, mailDomain } from './lunch-email';
import { takeSnapshot, type SendSnapshot } from './snapshot';
import { lunchMenu, menuDay } from './lunch-mail.test-support';
import type { SiteContent } from '../../src/content/schema';

const venue = {
  name: { cs: 'Restaurace Ballon', en: 'Ballon Restaurant' },
  phones: { restaurant: '+420 000 000 001', events: '+420 000 000 002' },
  phoneFor: { reservations: 'restaurant', feastOrders: 'restaurant', eventEnquiries: 'events' },
} as unknown as SiteContent['venue'];

const day = menuDay('2026-11-27', {
  note: { cs: 'Ke každému menu <b>salát</b> & dezert', en: 'A <b>salad</b> & dessert with each' },
  mains: [
    {
      name: { cs: 'Rizoto "s houbami" <script>', en: 'Risotto "with mushrooms" <script>' },
      amount: { grams: 300 },
      price: 1169,
      allergens: [7],
      diet: ['vegetarian', 'gluten-free'],
    },
  ],
});
const snapshot = takeSnapshot({ dailyMenu: lunchMenu([day]), venue }, '2026-11-27', new Date('2026-11-27T13:00:00Z'))!;
const context = { siteUrl: 'https://www.restaurace-ballon.cz', from: 'Restaurace Ballon <web@Restaurace-Ballon.cz>' };
const recipient = (lang: 'cs' | 'en') => ({
  subscriberId: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  email: 'host@example.com',
  lang,
  unsubscribeUrl: `https://www.restaurace-ballon.cz${lang === 'en' ? '/en' : ''}/denni-menu/odber/odhlaseni?t=tok.en_1`,
});

describe('lunchEmail', () => {
  it('writes the Czech e-mail: the day, serving, dishes with prices, allergens and diet, page and phone', () => {
    const mail = lunchEmail(snapshot, recipient('cs'), context);
    expect(mail.subject).toBe('Polední menu na pátek 27. listopadu 2026 – Restaurace Ballon');
    expect(mail.to).toBe('host@example.com');
    const text = String(mail.text);
    expect(text).toContain('Podáváme od 11:00 do 14:00.');
    expect(text).toContain('– Česnečka (0,3 l · 45 Kč · alergeny 1, 7)');
    expect(text).toContain('1. Rizoto "s houbami" <script> (300 g · 1 169 Kč · alergen 7 · vegetariánské · bez lepku)');
    expect(text).toContain('Alergeny: 1 Obiloviny obsahující lepek, 7 Mléko');
    expect(text).toContain('Menu na webu: https://www.restaurace-ballon.cz/denni-menu\n');
    expect(text).toContain('Rezervace a dotazy: +420 000 000 001');
    expect(text).toContain('Odhlásit odběr: https://www.restaurace-ballon.cz/denni-menu/odber/odhlaseni?t=tok.en_1');
    expect(String(mail.html)).toContain('href="tel:+420000000001"');
    expect(String(mail.html)).toContain('<html lang="cs">');
  });

  it('writes the English e-mail in the subscriber’s language', () => {
    const mail = lunchEmail(snapshot, recipient('en'), context);
    expect(mail.subject).toBe('Lunch menu for Friday, November 27, 2026 – Ballon Restaurant');
    const text = String(mail.text);
    expect(text).toContain('Served from 11:00 to 14:00.');
    expect(text).toContain(
      '1. Risotto "with mushrooms" <script> (300 g · 1,169 CZK · allergen 7 · vegetarian · gluten-free)',
    );
    expect(text).toContain('Allergens: 1 Cereals containing gluten, 7 Milk');
    expect(text).toContain('The menu on our website: https://www.restaurace-ballon.cz/en/denni-menu\n');
    expect(String(mail.html)).toContain('<html lang="en">');
  });

  it('says "allergen" for one and "allergens" for more, in each language’s plural forms', () => {
    const many = menuDay('2026-11-27', {
      mains: [
        { name: { cs: 'Pět', en: 'Five' }, amount: { grams: 300 }, price: 150, allergens: [1, 3, 7, 9, 10], diet: [] },
      ],
    });
    const five = takeSnapshot({ dailyMenu: lunchMenu([many]), venue }, '2026-11-27', new Date('2026-11-27T13:00:00Z'))!;
    // Czech: 'alergen' for one, 'alergeny' for two to four (few) and for five or more (other: a list's label, not a count).
    expect(String(lunchEmail(snapshot, recipient('cs'), context).text)).toContain('(0,3 l · 45 Kč · alergeny 1, 7)');
    expect(String(lunchEmail(five, recipient('cs'), context).text)).toContain('alergeny 1, 3, 7, 9, 10)');
    expect(String(lunchEmail(five, recipient('en'), context).text)).toContain('allergens 1, 3, 7, 9, 10)');
    expect(String(lunchEmail(snapshot, recipient('en'), context).text)).toContain('(0.3 l · 45 CZK · allergens 1, 7)');
  });

  it('names the restaurant in the body, in the text and the HTML', () => {
    for (const lang of ['cs', 'en'] as const) {
      const mail = lunchEmail(snapshot, recipient(lang), context);
      const name = venue.name[lang];
      expect(String(mail.text).split('-- \n')[0]).toContain(`\n${name}\n`);
      expect(String(mail.html)).toContain(`<strong>${name}</strong>`);
    }
  });

  it('keeps a Czech date’s day with its month, and an allergen’s number with its name, on one line in the HTML', () => {
    const cs = String(lunchEmail(snapshot, recipient('cs'), context).html);
    expect(cs).toContain('Polední menu na pátek 27.\u00a0listopadu\u00a02026</h1>');
    expect(cs).toContain('Alergeny: 1\u00a0Obiloviny obsahující lepek, 7\u00a0Mléko');
    const en = String(lunchEmail(snapshot, recipient('en'), context).html);
    expect(en).toContain('7\u00a0Milk');
    // Headers and the plain text stay plain.
    expect(lunchEmail(snapshot, recipient('cs'), context).subject).not.toContain('\u00a0');
  });

  it('escapes what the content says in the HTML', () => {
    const html = String(lunchEmail(snapshot, recipient('cs'), context).html);
    expect(html).toContain('Rizoto &quot;s houbami&quot; &lt;script&gt;');
    expect(html).toContain('Ke každému menu &lt;b&gt;salát&lt;/b&gt; &amp; dezert');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });

  it('has no image and no link with a query but the unsubscribe link', () => {
    for (const lang of ['cs', 'en'] as const) {
      const html = String(lunchEmail(snapshot, recipient(lang), context).html);
      expect(html).not.toMatch(/<img|background=|url\(/i);
      const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
      expect(links).toEqual([
        `https://www.restaurace-ballon.cz${lang === 'en' ? '/en' : ''}/denni-menu`,
        'tel:+420000000001',
        recipient(lang).unsubscribeUrl,
      ]);
    }
  });

  it('carries the one-click unsubscribe headers, the list and a Message-ID stable over renders', () => {
    const first = lunchEmail(snapshot, recipient('cs'), context);
    const again = lunchEmail(JSON.parse(JSON.stringify(snapshot)) as SendSnapshot, recipient('cs'), context);
    expect(first.messageId).toBe('<lunch-2026-11-27-ABCDEFGHIJKLMNOPQRSTUVWXYZ@restaurace-ballon.cz>');
    expect(again).toEqual(first);
    expect(first.headers).toEqual({
      'List-Unsubscribe': '<https://www.restaurace-ballon.cz/denni-menu/odber/odhlaseni?t=tok.en_1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': 'Polední menu – Restaurace Ballon <lunch.restaurace-ballon.cz>',
      'Auto-Submitted': 'auto-generated',
    });
  });

  it('reads the domain of MAIL_FROM, with or without a display name', () => {
    expect(mailDomain('web@example.com')).toBe('example.com');
    expect(mailDomain('Ballon <Web@Example.CZ>')).toBe('example.cz');
  });
});
