/**
 * The booking's e-mails as a guest's mail client and calendar read them: every kind in both
 * languages, the `.ics` unfolded and parsed (ical.js), the JSON-LD taken out of the HTML and
 * parsed, the whole message rendered by nodemailer (in memory) to look at its headers; a
 * winter booking (+01:00) and a summer one (+02:00); a hostile name; the manage link's token;
 * the Message-IDs; and the restaurant's copy.
 */
import ICAL from 'ical.js';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Booking } from './booking';
import {
  guestEmail,
  guestEmailKinds,
  type BookingMail,
  type GuestEmailContext,
  type GuestEmailKind,
} from './guest-email';
import { restaurantCopy } from './restaurant-copy';
import { testVenue } from './venue.test-support';

const HOST = 'www.restaurace-ballon.cz';
const SITE_URL = `https://${HOST}`;
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_x';

const venue = testVenue;

/** Thursday 3 December 2026, 19:00–20:30 in Prague: winter, UTC+1. */
const winter: Booking = {
  id: '20261130T101500000Z-1a2b3c4d5e6f',
  reference: 'K7M2QX',
  date: '2026-12-03',
  time: '19:00',
  start: Date.parse('2026-12-03T18:00:00Z'),
  end: Date.parse('2026-12-03T19:30:00Z'),
  area: 'restaurant',
  party: 4,
  name: 'Jana Nováková',
  email: 'jana@example.com',
  phone: '+420 777 123 456',
  note: 'Alergie na ořechy, prosíme o dětskou židličku',
  lang: 'cs',
  state: 'confirmed',
  source: 'online',
  createdAt: '2026-11-30T10:15:00.000Z',
  updatedAt: '2026-11-30T10:15:00.000Z',
  tokenHash: 'f'.repeat(64),
  client: 'e'.repeat(64),
  sequence: 0,
  notices: [],
};

/** Thursday 1 July 2027, 19:30–21:30 on the terrace: summer, UTC+2, a party of 8 (pending). */
const summer: Booking = {
  ...winter,
  id: '20270601T080000000Z-abcdefabcdef',
  reference: 'P3R8TW',
  date: '2027-07-01',
  time: '19:30',
  start: Date.parse('2027-07-01T17:30:00Z'),
  end: Date.parse('2027-07-01T19:30:00Z'),
  area: 'terrace',
  party: 8,
  name: "John O'Neil",
  email: 'john@example.com',
  lang: 'en',
  state: 'pending',
  createdAt: '2027-06-01T08:00:00.000Z',
  updatedAt: '2027-06-02T09:30:00.000Z',
};

const contextFor = (booking: Booking, sequence = 0): GuestEmailContext => ({
  venue,
  siteUrl: SITE_URL,
  manageUrl: `${SITE_URL}${booking.lang === 'en' ? '/en' : ''}/moje-rezervace?token=${TOKEN}`,
  answerWithinHours: 24,
  sequence,
});

function render(kind: GuestEmailKind, booking: Booking, sequence = 0): BookingMail {
  const mail = guestEmail(kind, booking, contextFor(booking, sequence));
  if (mail === null) throw new Error('expected an e-mail');
  return mail;
}

/** Each booking in its own language, and the same booking in the other. */
const bookings: Array<[string, Booking]> = [
  ['winter, Czech', winter],
  ['summer, English', summer],
  ['winter, English', { ...winter, lang: 'en' }],
  ['summer, Czech', { ...summer, lang: 'cs' }],
];

const closedKinds: readonly GuestEmailKind[] = ['declined', 'cancelled'];

/** The properties of the one VEVENT, its lines unfolded (RFC 5545 §3.1): `NAME;PARAMS` → value. */
function eventLines(ics: string): Map<string, string> {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(begin).toBeGreaterThan(0);
  expect(lines.lastIndexOf('BEGIN:VEVENT')).toBe(begin);
  return new Map(
    lines.slice(begin + 1, end).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as [string, string];
    }),
  );
}

function calendarOf(mail: BookingMail): string {
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  expect(attachment!.filename).toMatch(/^[a-z]+\.ics$/);
  return attachment!.content;
}

/** The reservation as the test reads it (what reservation-markup.ts writes, parsed back). */
interface Markup {
  '@context': string;
  '@type': string;
  reservationNumber: string;
  reservationStatus: string;
  underName: { '@type': string; name: string; email?: string };
  reservationFor: Record<string, unknown>;
  startTime: string;
  endTime: string;
  partySize: number;
  modifyReservationUrl?: string;
  cancelReservationUrl?: string;
}

/** The JSON-LD of the HTML part: the one script element, parsed. */
function markupOf(mail: BookingMail): Markup {
  const html = mail.html ?? '';
  expect(html.match(/<script\b/gi)).toHaveLength(1);
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(script).not.toBeNull();
  return JSON.parse(script![1]!) as Markup;
}

/** The message as nodemailer writes it (in memory), split into its header block and the rest. */
async function rawMessage(mail: SendMailOptions): Promise<{ headers: string; body: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ ...mail, from: 'Restaurace Ballon <web@example.com>' });
  const message = (info.message as Buffer).toString('utf8');
  const split = message.indexOf('\n\n');
  // Headers unfolded (RFC 5322 §2.2.3): a long one continues on lines that start with white space.
  return { headers: message.slice(0, split).replace(/\n[ \t]+/g, ' '), body: message.slice(split + 2) };
}

describe('the guest’s e-mails: every kind in both languages', () => {
  const expectations = {
    cs: {
      winterDate: 'čtvrtek 3. prosince 2026',
      summerDate: 'čtvrtek 1. července 2027',
      areas: { restaurant: 'v restauraci', terrace: 'na terase' },
      name: 'Restaurace Ballon',
    },
    en: {
      winterDate: 'Thursday, December 3, 2026',
      summerDate: 'Thursday, July 1, 2027',
      areas: { restaurant: 'in the restaurant', terrace: 'on the terrace' },
      name: 'Ballon Restaurant',
    },
  } as const;

  for (const [label, booking] of bookings) {
    for (const kind of guestEmailKinds) {
      it(`${kind}, ${label}: repeats the booking, the address and the phone, and links the manage page while it can change`, () => {
        const mail = render(kind, booking);
        const words = expectations[booking.lang];
        const date = booking === winter || booking.date === winter.date ? words.winterDate : words.summerDate;
        const sitting = booking.date === winter.date ? '19:00–20:30' : '19:30–21:30';
        for (const part of [mail.text, mail.html ?? '']) {
          expect(part).toContain(date);
          expect(part).toContain(sitting);
          expect(part).toContain(words.areas[booking.area as 'restaurant' | 'terrace']);
          expect(part).toContain(booking.reference);
          expect(part).toContain('Evropská 000, 160 00 Praha 6 – Vokovice');
          expect(part).toContain('+420 000 000 001');
          expect(part).toContain(words.name);
          expect(part).not.toContain('{{');
        }
        expect(mail.text).toContain(booking.name);
        expect(mail.text).toMatch(new RegExp(`: ${booking.party}\\n`));
        expect(mail.subject).toContain(date);
        expect(mail.subject).toContain(booking.time);
        expect(mail.subject).not.toContain('{{');
        expect(mail.to).toEqual({ name: booking.name, address: booking.email });
        expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${booking.lang}">`));
        const open = !closedKinds.includes(kind);
        expect(mail.text.includes(contextFor(booking).manageUrl)).toBe(open);
        expect(mail.attachments).toHaveLength(kind === 'declined' ? 0 : 1);
      });
    }
  }

  it('says how soon the restaurant answers a booking that waits, in words of each language', () => {
    expect(render('received', { ...summer, lang: 'cs' }).text).toContain('nejpozději do 24 h.');
    expect(render('received', summer).text).toContain('within 24 hours.');
    const inTwoHours = guestEmail('received', summer, { ...contextFor(summer), answerWithinHours: 2 });
    expect(inTwoHours?.text).toContain('within 2 hours.');
  });

  it('says how soon the restaurant answers when a change makes the booking wait, and only then', () => {
    const czech = render('changed', { ...summer, lang: 'cs' });
    expect(czech.text).toContain('teď čeká na potvrzení');
    expect(czech.text).toContain('ozveme se vám nejpozději do 24 h.');
    expect(czech.html).toContain('ozveme se vám nejpozději do 24 h.');
    const english = render('changed', summer);
    expect(english.text).toContain('Your booking has been changed.');
    expect(english.text).toContain('we will get back to you within 24 hours.');
    expect(english.html).toContain('we will get back to you within 24 hours.');
    const inTwoHours = guestEmail('changed', summer, { ...contextFor(summer), answerWithinHours: 2 });
    expect(inTwoHours?.text).toContain('within 2 hours.');
    // A change that stays confirmed promises no answer.
    expect(render('changed', winter).text).not.toContain('nejpozději do');
    expect(render('changed', { ...winter, lang: 'en' }).text).not.toContain('get back to you');
  });

  it('states the booking’s state: confirmed, awaiting confirmation, declined, canceled', () => {
    const state = (mail: BookingMail) => /^(?:Stav|Status): (.*)$/m.exec(mail.text)?.[1];
    expect(state(render('confirmed', winter))).toBe('potvrzená');
    expect(state(render('received', { ...summer, lang: 'cs' }))).toBe('čeká na potvrzení');
    expect(state(render('received', summer))).toBe('awaiting confirmation');
    expect(state(render('ownerConfirmed', summer))).toBe('confirmed');
    expect(state(render('declined', summer))).toBe('declined');
    expect(state(render('cancelled', winter))).toBe('zrušená');
    expect(state(render('cancelled', { ...winter, lang: 'en' }))).toBe('canceled');
    // A change or a reminder states the booking's own state.
    expect(state(render('changed', summer))).toBe('awaiting confirmation');
    expect(state(render('reminder', winter))).toBe('potvrzená');
  });

  it('is none for a booking without an e-mail address (a phone booking)', () => {
    expect(guestEmail('confirmed', { ...winter, email: null, source: 'phone' }, contextFor(winter))).toBeNull();
  });

  it('never carries the guest’s note or phone', async () => {
    for (const kind of guestEmailKinds) {
      const mail = render(kind, winter);
      const { headers, body } = await rawMessage(mail);
      for (const text of [mail.text, mail.html ?? '', ...mail.attachments.map((a) => a.content), headers, body]) {
        expect(text).not.toContain('ořechy');
        expect(text).not.toContain('777 123 456');
      }
    }
  });

  it('is what nodemailer takes (SendMailOptions) and writes as a message with both parts and the .ics', async () => {
    const options: SendMailOptions = render('confirmed', winter);
    const { headers, body } = await rawMessage(options);
    expect(headers).toMatch(
      /^Message-ID: <booking-20261130T101500000Z-1a2b3c4d5e6f-confirmed@www\.restaurace-ballon\.cz>$/m,
    );
    expect(body).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toContain('Content-Type: text/html; charset=utf-8');
    expect(body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;?\s*name=rezervace\.ics/);
  });
});

describe('the calendar entry (.ics)', () => {
  const zoneOf = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return { calendar, zone: new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!) };
  };

  it.each([
    ['winter (UTC+1)', winter, '20261203T190000', '20261203T203000', '2026-12-03T18:00:00.000Z'],
    ['summer (UTC+2)', summer, '20270701T193000', '20270701T213000', '2027-07-01T17:30:00.000Z'],
  ])(
    '%s: one VEVENT with a stable UID, the sequence, the sitting in Europe/Prague',
    (_, booking, start, end, instant) => {
      const ics = calendarOf(render('changed', booking, 3));
      const event = eventLines(ics);
      expect(event.get('UID')).toBe(`booking-${booking.id}@${HOST}`);
      expect(event.get('SEQUENCE')).toBe('3');
      expect(event.get('DTSTART;TZID=Europe/Prague')).toBe(start);
      expect(event.get('DTEND;TZID=Europe/Prague')).toBe(end);
      expect(event.get(`LOCATION;LANGUAGE=${booking.lang}`)).toBe(
        `${venue.name[booking.lang]}\\, Evropská 000\\, 160 00 Praha 6 – Vokovice`,
      );
      expect(event.get(`DESCRIPTION;LANGUAGE=${booking.lang}`)).toContain(booking.reference);
      expect(event.get(`DESCRIPTION;LANGUAGE=${booking.lang}`)).toContain(String(booking.party));
      expect(event.get(`SUMMARY;LANGUAGE=${booking.lang}`)).toContain(venue.name[booking.lang]);
      // A calendar that reads the VTIMEZONE puts it at the same instant as the booking.
      const { calendar, zone } = zoneOf(ics);
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      const dtstart = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
      const local = ICAL.Time.fromData({ ...dtstart, isDate: false }, zone);
      expect(local.toJSDate().toISOString()).toBe(instant);
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Prague');
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    },
  );

  it('keeps one UID for the booking through every kind, and states CONFIRMED, TENTATIVE or CANCELLED', () => {
    const expected: Record<Exclude<GuestEmailKind, 'declined'>, string> = {
      received: 'TENTATIVE',
      confirmed: 'CONFIRMED',
      ownerConfirmed: 'CONFIRMED',
      changed: 'TENTATIVE', // the summer booking is still pending
      cancelled: 'CANCELLED',
      reminder: 'TENTATIVE',
    };
    for (const [kind, status] of Object.entries(expected)) {
      const event = eventLines(calendarOf(render(kind as GuestEmailKind, summer, 2)));
      expect(event.get('STATUS'), kind).toBe(status);
      expect(event.get('UID'), kind).toBe(`booking-${summer.id}@${HOST}`);
      expect(event.get('DTSTAMP'), kind).toBe('20270602T093000Z');
    }
    expect(eventLines(calendarOf(render('changed', winter))).get('STATUS')).toBe('CONFIRMED');
    expect(render('declined', summer).attachments).toEqual([]);
  });
});

describe('the reservation markup (JSON-LD)', () => {
  it.each([
    ['winter (UTC+1)', winter, '2026-12-03T19:00:00+01:00', '2026-12-03T20:30:00+01:00'],
    ['summer (UTC+2)', summer, '2027-07-01T19:30:00+02:00', '2027-07-01T21:30:00+02:00'],
  ])('%s: a FoodEstablishmentReservation with the times in Prague’s offset', (_, booking, start, end) => {
    const markup = markupOf(render('confirmed', booking));
    expect(markup['@context']).toBe('https://schema.org');
    expect(markup['@type']).toBe('FoodEstablishmentReservation');
    expect(markup.reservationNumber).toBe(booking.reference);
    expect(markup.reservationStatus).toBe('https://schema.org/ReservationConfirmed');
    expect(markup.partySize).toBe(booking.party);
    expect(markup.startTime).toBe(start);
    expect(markup.endTime).toBe(end);
    expect(new Date(markup.startTime).getTime()).toBe(booking.start);
    expect(markup.underName).toEqual({ '@type': 'Person', name: booking.name, email: booking.email });
    expect(markup.reservationFor).toEqual({
      '@type': 'FoodEstablishment',
      name: venue.name[booking.lang],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Evropská 000',
        postalCode: '160 00',
        addressLocality: 'Praha 6 – Vokovice',
        addressCountry: 'CZ',
      },
      telephone: '+420 000 000 001',
    });
    expect(markup.modifyReservationUrl).toBe(contextFor(booking).manageUrl);
    expect(markup.cancelReservationUrl).toBe(contextFor(booking).manageUrl);
  });

  it('says pending, confirmed or cancelled, and offers changes only while the booking can change', () => {
    const status = (kind: GuestEmailKind, booking: Booking) => markupOf(render(kind, booking)).reservationStatus;
    expect(status('received', summer)).toBe('https://schema.org/ReservationPending');
    expect(status('ownerConfirmed', summer)).toBe('https://schema.org/ReservationConfirmed');
    expect(status('changed', summer)).toBe('https://schema.org/ReservationPending');
    expect(status('reminder', winter)).toBe('https://schema.org/ReservationConfirmed');
    expect(status('declined', summer)).toBe('https://schema.org/ReservationCancelled');
    expect(status('cancelled', winter)).toBe('https://schema.org/ReservationCancelled');
    for (const kind of closedKinds) {
      const markup = markupOf(render(kind, winter));
      expect(markup).not.toHaveProperty('modifyReservationUrl');
      expect(markup).not.toHaveProperty('cancelReservationUrl');
    }
  });
});

describe('a hostile name', () => {
  const hostile: Booking = {
    ...winter,
    name: 'Eve </script><script>alert(1)</script>\r\nBcc: victim@example.com',
  };

  it('cannot add markup: one script element (the JSON-LD), which reads the name back as it was (one line)', () => {
    for (const kind of guestEmailKinds) {
      const mail = render(kind, hostile);
      expect(mail.html).not.toContain('<script>alert');
      expect(mail.html).not.toContain('</script><script>');
      expect(markupOf(mail).underName.name).toBe('Eve </script><script>alert(1)</script> Bcc: victim@example.com');
      expect(mail.html).toContain('Eve &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.com');
    }
  });

  it('cannot add a header or a line of its own to the message, the restaurant’s copy included', async () => {
    const copy = restaurantCopy(hostile, { siteUrl: SITE_URL, to: 'info@example.com' });
    for (const mail of [...guestEmailKinds.map((kind) => render(kind, hostile)), copy]) {
      const { headers, body } = await rawMessage(mail);
      expect(headers).not.toMatch(/^bcc:/im);
      expect(body).not.toMatch(/^bcc:/im);
      expect(mail.text).not.toMatch(/^Bcc:/m);
    }
    expect(copy.subject).toBe(
      'Nová rezervace – čtvrtek 3. prosince 2026 v 19:00, stůl pro 4, Eve </script><script>alert(1)</script> Bcc: victim@example.com',
    );
    // The display name reads as no address: its `<`, `>` and `@` are gone.
    expect(copy.replyTo).toEqual({
      name: 'Eve /script script alert(1) /script Bcc: victim example.com',
      address: winter.email,
    });
  });
});

describe('the manage link', () => {
  it('is in the body’s links only: never in a header, the subject, the calendar entry or the restaurant’s copy', async () => {
    for (const [, booking] of bookings) {
      for (const kind of guestEmailKinds) {
        const mail = render(kind, booking);
        const { headers } = await rawMessage(mail);
        expect(headers).not.toContain(TOKEN);
        expect(mail.subject).not.toContain(TOKEN);
        expect(mail.messageId).not.toContain(TOKEN);
        for (const attachment of mail.attachments) expect(attachment.content).not.toContain(TOKEN);
        const occurrences = (text: string) => text.split(TOKEN).length - 1;
        const open = !closedKinds.includes(kind);
        // The text's link; the HTML's link and the JSON-LD's modify and cancel URLs.
        expect(occurrences(mail.text), kind).toBe(open ? 1 : 0);
        expect(occurrences(mail.html ?? ''), kind).toBe(open ? 3 : 0);
        if (open) expect(mail.html).toContain(`<a href="${contextFor(booking).manageUrl}">`);
      }
    }
    const copy = restaurantCopy(winter, { siteUrl: SITE_URL, to: 'info@example.com' });
    expect(JSON.stringify(copy)).not.toContain(TOKEN);
  });
});

describe('the Message-ID', () => {
  const pattern = /^<booking-20261130T101500000Z-1a2b3c4d5e6f-[A-Za-z]+(?:-\d+)?@www\.restaurace-ballon\.cz>$/;

  it('is the same for the same kind and booking, so a resend folds', () => {
    for (const kind of guestEmailKinds) {
      expect(render(kind, winter).messageId).toMatch(pattern);
      expect(render(kind, winter).messageId).toBe(render(kind, { ...winter }).messageId);
      // The whole message is the same bytes, too.
      expect(render(kind, winter)).toEqual(render(kind, winter));
    }
    expect(render('changed', winter, 2).messageId).toBe(render('changed', winter, 2).messageId);
  });

  it('differs between kinds, between two changes, and between bookings', () => {
    const ids = guestEmailKinds.map((kind) => render(kind, winter).messageId);
    expect(new Set(ids).size).toBe(guestEmailKinds.length);
    expect(render('changed', winter, 1).messageId).toBe(
      '<booking-20261130T101500000Z-1a2b3c4d5e6f-changed-1@www.restaurace-ballon.cz>',
    );
    expect(render('changed', winter, 2).messageId).not.toBe(render('changed', winter, 1).messageId);
    // Only a change carries the sequence: a resent reminder folds whatever changed before.
    expect(render('reminder', winter, 2).messageId).toBe(render('reminder', winter, 0).messageId);
    expect(render('confirmed', summer).messageId).not.toBe(render('confirmed', winter).messageId);
    expect(restaurantCopy(winter, { siteUrl: SITE_URL, to: 'a@example.com' }).messageId).toBe(
      '<booking-20261130T101500000Z-1a2b3c4d5e6f-restaurant@www.restaurace-ballon.cz>',
    );
  });
});

describe('the words', () => {
  /** Words of three letters or more, lower case. */
  const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  /** What both languages write alike: the facts (venue, address, the guest's name and e-mail, the link). */
  const facts = wordsOf(
    [
      ...Object.values(venue.name),
      venue.address.street,
      venue.address.locality,
      venue.email,
      winter.name,
      winter.email,
      winter.reference,
      contextFor(winter).manageUrl,
      TOKEN,
    ].join(' '),
  );
  /** Everything an e-mail holds: for the placeholders. */
  const partsOf = (mail: BookingMail) =>
    [mail.subject, mail.text, mail.html ?? '', ...mail.attachments.map((attachment) => attachment.content)].join('\n');
  /** What a guest reads: the subject, the text, the HTML's text (not the JSON-LD) and the calendar entry's texts. */
  const readOf = (mail: BookingMail) =>
    [
      mail.subject,
      mail.text,
      (mail.html ?? '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^<>]*>/g, ' '),
      ...mail.attachments.flatMap((attachment) =>
        [...eventLines(attachment.content)]
          .filter(([name]) => /^(SUMMARY|DESCRIPTION);/.test(name))
          .map(([, value]) => value),
      ),
    ].join('\n');

  it('leave no placeholder unfilled, in any kind or language', () => {
    for (const [, booking] of bookings) {
      for (const kind of guestEmailKinds) expect(partsOf(render(kind, booking))).not.toMatch(/\{\{|\}\}/);
    }
    for (const state of ['confirmed', 'pending'] as const) {
      const copy = restaurantCopy({ ...winter, state }, { siteUrl: SITE_URL, to: 'info@example.com' });
      expect(`${copy.subject}\n${copy.text}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('in Czech hold no English word of the same e-mail in English, and are written with diacritics', () => {
    for (const kind of guestEmailKinds) {
      const czech = readOf(render(kind, winter));
      const english = wordsOf(readOf(render(kind, { ...winter, lang: 'en' })));
      const shared = [...wordsOf(czech)].filter((word) => english.has(word) && !facts.has(word));
      expect(shared, kind).toEqual([]);
      expect(render(kind, winter).text.split('\n\n')[1], kind).toMatch(/[áčďéěíňóřšťúůýž]/);
    }
    const copy = restaurantCopy(winter, { siteUrl: SITE_URL, to: 'info@example.com' });
    expect(copy.text).toMatch(/^Nová rezervace z webu/);
  });

  it('check what they claim to: an English word left in the Czech is found', () => {
    const english = wordsOf('Your booking is confirmed');
    const leaked = [...wordsOf('Vaše rezervace je confirmed')].filter((word) => english.has(word));
    expect(leaked).toEqual(['confirmed']);
  });
});

describe('the restaurant’s copy', () => {
  it('is Czech plain text with every line of the booking, the guest’s e-mail, phone, language and note', () => {
    const copy = restaurantCopy(summer, { siteUrl: SITE_URL, to: 'info@example.com' });
    expect(copy.to).toBe('info@example.com');
    expect(copy.subject).toBe("Rezervace ke schválení – čtvrtek 1. července 2027 v 19:30, stůl pro 8, John O'Neil");
    expect(copy.replyTo).toEqual({ name: "John O'Neil", address: 'john@example.com' });
    expect(copy).not.toHaveProperty('html');
    expect(copy.text).toBe(
      [
        'Nová rezervace z webu čeká na vaše potvrzení: potvrďte ji nebo odmítněte v knize rezervací v administraci.',
        '',
        'Den: čtvrtek 1. července 2027',
        'Čas: 19:30–21:30',
        'Počet hostů: 8',
        'Stůl: na terase',
        "Na jméno: John O'Neil",
        'E-mail: john@example.com',
        'Telefon: +420 777 123 456',
        'Jazyk hosta: angličtina',
        'Číslo rezervace: P3R8TW',
        'Stav: čeká na potvrzení',
        '',
        'Poznámka:',
        'Alergie na ořechy, prosíme o dětskou židličku',
        '',
        '-- ',
        'Odesláno z rezervace na webu. Odpovědí na tento e-mail odpovíte hostovi.',
        'Id: 20270601T080000000Z-abcdefabcdef',
        '',
      ].join('\n'),
    );
  });

  it('has no Reply-To without the guest’s e-mail, and a dash for what the guest left out', () => {
    const copy = restaurantCopy(
      { ...winter, email: null, phone: '+420 777 123 456', note: null, source: 'phone' },
      { siteUrl: SITE_URL, to: 'info@example.com' },
    );
    expect(copy).not.toHaveProperty('replyTo');
    expect(copy.subject).toBe('Nová rezervace – čtvrtek 3. prosince 2026 v 19:00, stůl pro 4, Jana Nováková');
    expect(copy.text).toContain('\nE-mail: –\n');
    expect(copy.text).toContain('\nPoznámka:\n–\n');
    expect(copy.text).toContain('Odesláno z rezervace na webu.\n');
    expect(copy.text).not.toContain('odpovíte hostovi');
  });
});
