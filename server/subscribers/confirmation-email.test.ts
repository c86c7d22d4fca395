import { describe, expect, it } from 'vitest';
import { confirmationEmail } from './confirmation-email';
import { lunchEmail } from '../lunch-mail/lunch-email';
import { takeSnapshot } from '../lunch-mail/snapshot';
import { lunchMenu, menuDay } from '../lunch-mail/lunch-mail.test-support';
import type { SiteContent } from '../../src/content/schema';
import type { Subscriber } from './subscriber';

/** The sample venue's names (content/venue.yaml): the Czech one already starts with "Restaurace". */
const venue = { name: { cs: 'Restaurace Ballon', en: 'Ballon Restaurant' } };
const siteUrl = 'https://www.restaurace-ballon.cz';
const confirmUrl = (lang: 'cs' | 'en') =>
  `${siteUrl}${lang === 'en' ? '/en' : ''}/denni-menu/odber/potvrzeni?t=tok.en_1`;

const subscriber = (lang: 'cs' | 'en'): Subscriber => ({
  id: 'abcdefghijklmnopqrstuvwxyz',
  email: 'host@example.com',
  emailKey: 'k',
  lang,
  state: 'pending',
  createdAt: '2026-11-30T12:00:00.000Z',
  confirmations: 1,
  lastConfirmationAt: '2026-11-30T12:00:00.000Z',
  owed: [],
});

const letter = (lang: 'cs' | 'en') => confirmationEmail(subscriber(lang), confirmUrl(lang), venue, siteUrl);

describe('confirmationEmail', () => {
  it('names the sample venue as it is written, never "restaurace Restaurace Ballon"', () => {
    for (const lang of ['cs', 'en'] as const) {
      const mail = letter(lang);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).toContain(venue.name[lang]);
        expect(part).not.toMatch(/restaurace\s+restaurace|restaurant\s+ballon\s+restaurant/i);
      }
      // The signature is the name alone.
      expect(mail.text).toMatch(new RegExp(`\\n\\n${venue.name[lang]}\\n${siteUrl}\\n$`));
    }
  });

  it('starts the paragraph after the greeting with a capital in English, and says "email" there', () => {
    const mail = letter('en');
    expect(mail.text).toMatch(/^Hello,\n\nSomeone, most likely you, asked/);
    expect(mail.text).not.toMatch(/e-mail/i);
    // Czech writes "e-mail" and continues the greeting's sentence after its comma.
    expect(letter('cs').text).toMatch(/^Dobrý den,\n\nněkdo, nejspíš vy, požádal na webu Restaurace Ballon o zasílání/);
  });

  it('has the lunch e-mail’s look: the same centered 600 px column, padding, type and link color', () => {
    const day = menuDay('2026-11-27');
    const lunchVenue = {
      ...venue,
      phones: { restaurant: '+420 000 000 001', events: '+420 000 000 002' },
      phoneFor: { reservations: 'restaurant', feastOrders: 'restaurant', eventEnquiries: 'events' },
    } as unknown as SiteContent['venue'];
    const snapshot = takeSnapshot(
      { dailyMenu: lunchMenu([day]), venue: lunchVenue },
      '2026-11-27',
      new Date('2026-11-27T13:00:00Z'),
    )!;
    const lunch = String(
      lunchEmail(
        snapshot,
        { subscriberId: 'a', email: 'host@example.com', lang: 'cs', unsubscribeUrl: `${siteUrl}/x?t=1` },
        { siteUrl, from: 'Restaurace Ballon <web@restaurace-ballon.cz>' },
      ).html,
    );
    const html = letter('cs').html;
    const column = /<body style="([^"]*)"><div style="([^"]*)">/;
    expect(html.match(column)?.slice(1)).toEqual(lunch.match(column)?.slice(1));
    expect(html).toContain('max-width:600px;margin:0 auto');
    const paragraphStyle = (doc: string) => /<p style="([^"]*)">/.exec(doc)?.[1];
    expect(paragraphStyle(html)).toBe(paragraphStyle(lunch));
    const linkColors = (doc: string) => new Set([...doc.matchAll(/<a [^>]*style="color:([^";]*)/g)].map((m) => m[1]));
    expect([...linkColors(html)]).toEqual([...linkColors(lunch)]);
    expect(linkColors(html).size).toBe(1);
  });

  it('escapes the link and keeps the button the one thing to press', () => {
    const html = confirmationEmail(
      subscriber('en'),
      `${siteUrl}/en/denni-menu/odber/potvrzeni?t=a&b="c"`,
      venue,
      siteUrl,
    ).html;
    expect(html).toContain(
      'href="https://www.restaurace-ballon.cz/en/denni-menu/odber/potvrzeni?t=a&amp;b=&quot;c&quot;"',
    );
    expect(html.match(/>Confirm subscription<\/a>/g)).toHaveLength(1);
  });
});
