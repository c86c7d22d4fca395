import ICAL from 'ical.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixedContentSource, type ContentSource } from '../../server/content/content-source';
import type { SiteContent } from '../../src/content/schema';
import { addDays, hoursOn, pragueInstant } from '../../src/content/time';
import { createTestApp, testEnv } from '../support/test-app';
import { testContent } from '../support/test-content';

/**
 * The feast's calendar files (server/calendar) over the real app: headers, the
 * RFC 5545 form (CRLF, folding), and what Mozilla's iCalendar parser (ical.js)
 * reads from them, compared with the content. The test app's clock is
 * 2026-06-15: the 2025 feast has ended, the 2027 one is to come.
 */

const site = testEnv.SITE_URL;
const host = new URL(site).hostname;
const content = testContent.view().content;
const edition2027 = content.events.feast.editions.find((edition) => edition.start.startsWith('2027-'))!;
const edition2025 = content.events.feast.editions.find((edition) => edition.start.startsWith('2025-'))!;
const nbspToSpace = (text: string) => text.replaceAll('\u00a0', ' ');

/** The test content with some files changed (same photos), and chosen file times. */
function contentWith(
  change: Partial<SiteContent>,
  modified: Partial<ReturnType<ContentSource['modified']>> = {},
): ContentSource {
  const view = testContent.view();
  return fixedContentSource({ ...view.content, ...change }, view.photos, { ...testContent.modified(), ...modified });
}

/** The days of an edition with their opening hours (a closed day left out), as the data says. */
function expectedDays(edition: { start: string; end: string }, hours = content.hours) {
  const days: { day: string; start: Date; end: Date }[] = [];
  for (let day = edition.start; day <= edition.end; day = addDays(day, 1)) {
    const { open } = hoursOn(hours, day);
    if (open) days.push({ day, start: pragueInstant(day, open.opens), end: pragueInstant(day, open.closes) });
  }
  return days;
}

/**
 * Parses a calendar file with ical.js, the time zones it defines registered (and
 * only those: the parser then converts Prague times with the file's own VTIMEZONE).
 */
function parseCalendar(text: string) {
  ICAL.TimezoneService.reset();
  const jcal = ICAL.parse(text) as unknown[];
  // One component at the top: ical.js returns it alone (several would come as a list of them).
  expect(jcal[0]).toBe('vcalendar');
  const calendar = new ICAL.Component(jcal);
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, zones, events };
}

async function download(app: ReturnType<typeof createTestApp>['app'], path: string) {
  const response = await request(app).get(path).expect(200);
  return response;
}

describe('GET /svatomartinske-hody/<year>.ics', () => {
  const { app } = createTestApp();

  it('is a calendar file to download, in each language, with a stable ETag', async () => {
    const cs = await download(app, '/svatomartinske-hody/2027.ics');
    expect(cs.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(cs.headers['content-disposition']).toBe('attachment; filename="svatomartinske-hody-2027.ics"');
    expect(cs.headers['cache-control']).toBe('no-cache');
    expect(cs.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(cs.headers['set-cookie']).toBeUndefined();
    const en = await download(app, '/en/svatomartinske-hody/2027.ics');
    expect(en.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(en.headers['content-disposition']).toBe('attachment; filename="st-martins-feast-2027.ics"');
    expect(en.headers.etag).not.toBe(cs.headers.etag);
    const again = await download(app, '/svatomartinske-hody/2027.ics');
    expect(again.headers.etag).toBe(cs.headers.etag);
    expect(again.text).toBe(cs.text);
    await request(app).get('/svatomartinske-hody/2027.ics').set('If-None-Match', cs.headers.etag!).expect(304);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await download(app, '/svatomartinske-hody/2027.ics');
    const head = await request(app).head('/svatomartinske-hody/2027.ics').expect(200);
    expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(head.headers['content-disposition']).toBe(get.headers['content-disposition']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.text ?? '').toBe('');
  });

  it('is RFC 5545 text: CRLF line ends, no line over 75 octets, long lines folded, whole UTF-8 characters', async () => {
    for (const path of ['/svatomartinske-hody/2027.ics', '/en/svatomartinske-hody/2027.ics']) {
      const { text } = await download(app, path);
      expect(text.startsWith('BEGIN:VCALENDAR\r\n'), path).toBe(true);
      expect(text.endsWith('END:VCALENDAR\r\n'), path).toBe(true);
      expect(text.replace(/\r\n/g, ''), `${path}: a CR or LF outside a CRLF`).not.toMatch(/[\r\n]/);
      const lines = text.slice(0, -2).split('\r\n');
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), `${path}: ${line}`).toBeLessThanOrEqual(75);
      // The description is longer than a line: folded (a continuation line starts with a space).
      expect(
        lines.some((line) => line.startsWith(' ')),
        path,
      ).toBe(true);
      expect(text, path).not.toContain('\ufffd');
      // The properties every calendar needs, once each.
      const unfolded = text.replace(/\r\n /g, '').split('\r\n');
      for (const property of ['VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'])
        expect(
          unfolded.filter((line) => line === property),
          path,
        ).toHaveLength(1);
      expect(
        unfolded.filter((line) => line.startsWith('PRODID:')),
        path,
      ).toHaveLength(1);
    }
  });

  it('parses with ical.js: one VCALENDAR, the Europe/Prague VTIMEZONE, one event per open day at the hours of the data', async () => {
    const { calendar, zones, events } = parseCalendar((await download(app, '/svatomartinske-hody/2027.ics')).text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain(host);
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

    expect(zones).toHaveLength(1);
    const zone = zones[0]!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Prague');
    expect(String(zone.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto'))).toBe('+01:00');
    expect(String(zone.getFirstSubcomponent('daylight')?.getFirstPropertyValue('tzoffsetto'))).toBe('+02:00');

    const expected = expectedDays(edition2027);
    expect(expected.length).toBeGreaterThan(0);
    expect(events).toHaveLength(expected.length);
    for (const [index, event] of events.entries()) {
      const day = expected[index]!;
      expect(event.startDate.zone.tzid, day.day).toBe('Europe/Prague');
      expect(event.endDate.zone.tzid, day.day).toBe('Europe/Prague');
      expect(event.startDate.toJSDate().toISOString(), day.day).toBe(day.start.toISOString());
      expect(event.endDate.toJSDate().toISOString(), day.day).toBe(day.end.toISOString());
      expect(event.startDate.toString().slice(0, 10), day.day).toBe(day.day);
    }
    // The sample's first day, 11 November 2027, opens at 10:00 in Prague: 09:00 UTC (winter time) until 22:00 (21:00 UTC).
    expect(edition2027.start).toBe('2027-11-11');
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2027-11-11T09:00:00.000Z');
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2027-11-11T21:00:00.000Z');
    expect([events[0]!.startDate.hour, events[0]!.startDate.minute]).toEqual([10, 0]);
  });

  it('gives each event a stable, distinct UID from the edition, the day and the site host, and a UTC DTSTAMP', async () => {
    const first = parseCalendar((await download(app, '/svatomartinske-hody/2027.ics')).text).events;
    const second = parseCalendar((await download(app, '/svatomartinske-hody/2027.ics')).text).events;
    const english = parseCalendar((await download(app, '/en/svatomartinske-hody/2027.ics')).text).events;
    const uids = first.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(second.map((event) => event.uid)).toEqual(uids);
    // The same event in the other language: importing both updates, never doubles.
    expect(english.map((event) => event.uid)).toEqual(uids);
    expect(uids).toEqual(expectedDays(edition2027).map(({ day }) => `feast-${edition2027.start}-${day}@${host}`));
    for (const event of first) {
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp).toBeInstanceOf(ICAL.Time);
      expect(stamp.zone?.tzid).toBe('UTC');
      expect(event.component.getFirstProperty('dtstamp')?.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    }
  });

  it('says what, where and which page in the language of the address', async () => {
    const venue = content.venue;
    const address = `${venue.address.street}, ${venue.address.postalCode} ${venue.address.locality}`;
    for (const [lang, path, words] of [
      ['cs', '/svatomartinske-hody/2027.ics', 'Svatomartinské hody'],
      ['en', '/en/svatomartinske-hody/2027.ics', "St. Martin's Feast"],
    ] as const) {
      const { events } = parseCalendar((await download(app, path)).text);
      const pageUrl = `${site}${lang === 'en' ? '/en' : ''}/svatomartinske-hody`;
      for (const event of events) {
        expect(nbspToSpace(event.summary)).toBe(`${words} – ${venue.name[lang]}`);
        expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe(lang);
        expect(nbspToSpace(event.location)).toBe(nbspToSpace(`${venue.name[lang]}, ${address}`));
        // Plain text for a calendar program: no no-break spaces of the page's typography.
        expect(`${event.summary}${event.description}`).not.toContain('\u00a0');
        expect(event.description).toContain(venue.phones.restaurant);
        expect(event.description).toContain(pageUrl);
        expect(event.component.getFirstPropertyValue('url')).toBe(pageUrl);
        expect(event.component.getFirstPropertyValue('geo')).toEqual([venue.geo.latitude, venue.geo.longitude]);
        expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      }
    }
  });
});

describe('the days and hours come from hours.yaml', () => {
  it('a closed day has no event, special hours are the event’s, 24:00 ends at the next midnight', async () => {
    const hours: SiteContent['hours'] = {
      ...content.hours,
      exceptions: [
        ...content.hours.exceptions,
        { date: '2027-11-12', name: { cs: 'Soukromá akce', en: 'Private event' }, closed: true },
        { date: '2027-11-13', name: { cs: 'Hodová noc', en: 'Feast night' }, opens: '12:00', closes: '24:00' },
      ],
    };
    const { app } = createTestApp({ deps: { content: contentWith({ hours }) } });
    const { events } = parseCalendar((await download(app, '/svatomartinske-hody/2027.ics')).text);
    const days = events.map((event) => event.startDate.toString().slice(0, 10));
    expect(days).toEqual(expectedDays(edition2027, hours).map(({ day }) => day));
    expect(days).not.toContain('2027-11-12');
    const special = events.find((event) => event.startDate.toString().startsWith('2027-11-13'))!;
    expect(special.startDate.toJSDate().toISOString()).toBe('2027-11-13T11:00:00.000Z');
    expect(special.endDate.toJSDate().toISOString()).toBe('2027-11-13T23:00:00.000Z');
  });

  it('DTSTAMP is when events, hours or venue last changed, never after now', async () => {
    const modified = {
      events: new Date('2026-05-01T08:00:00Z'),
      hours: new Date('2026-04-01T08:00:00Z'),
      venue: new Date('2026-03-01T08:00:00Z'),
    };
    const { app } = createTestApp({ deps: { content: contentWith({}, modified) } });
    const { text, headers } = await download(app, '/svatomartinske-hody/2027.ics');
    expect(text).toContain('DTSTAMP:20260501T080000Z\r\n');
    // A file time from a wrong clock, in the future: the stamp is now (the test app's 2026-06-15 12:00 UTC).
    const future = createTestApp({
      deps: { content: contentWith({}, { ...modified, venue: new Date('2031-01-01T00:00:00Z') }) },
    });
    const later = await download(future.app, '/svatomartinske-hody/2027.ics');
    expect(later.text).toContain('DTSTAMP:20260615T120000Z\r\n');
    expect(later.headers.etag).not.toBe(headers.etag);
  });
});

describe('what has no calendar is a 404, never a 5xx or a redirect', () => {
  const { app } = createTestApp();

  it.each([
    '/svatomartinske-hody/2030.ics',
    '/en/svatomartinske-hody/2026.ics',
    '/svatomartinske-hody/0000.ics',
    '/svatomartinske-hody/2027',
    '/svatomartinske-hody/2027.ical',
    '/svatomartinske-hody/2027.ics.exe',
    '/svatomartinske-hody/20271.ics',
    '/svatomartinske-hody/abcd.ics',
    '/svatomartinske-hody/.ics',
    '/svatomartinske-hody/2027.ICS',
    '/SVATOMARTINSKE-HODY/2027.ics',
    '/EN/svatomartinske-hody/2027.ics',
    '/svatomartinske-hody/2027.ics/',
    '/svatomartinske-hody//2027.ics',
    '/svatomartinske-hody/./2027.ics',
    '/svatomartinske-hody/%32027.ics',
    '/svatomartinske-hody/2027%2Eics',
    '/svatomartinske-hody/2027.ics%00',
    '/svatomartinske-hody/2027%2F.ics',
    '/svatomartinske-hody/2027.ics/2027.ics',
    '/napojovy-listek/2027.ics',
  ])('GET %s', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('an ended edition: 404 (the feast page no longer offers it)', async () => {
    expect(edition2025.end < '2026-06-15').toBe(true);
    await request(app).get('/svatomartinske-hody/2025.ics').expect(404);
    await request(app).get('/en/svatomartinske-hody/2025.ics').expect(404);
  });

  it('a method other than GET or HEAD is no download', async () => {
    const response = await request(app).post('/svatomartinske-hody/2027.ics').type('form').send('a=b');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers['content-type'] ?? '').not.toMatch(/calendar/);
  });
});

describe('time travel (the injected clock)', () => {
  const at = (instant: string) => createTestApp({ deps: { now: () => new Date(instant) } }).app;

  it('during the 2025 feast its calendar is there, with its days; the next year’s too', async () => {
    const app = at('2025-11-09T12:00:00Z');
    const { events } = parseCalendar((await download(app, '/svatomartinske-hody/2025.ics')).text);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(
      expectedDays(edition2025).map(({ start }) => start.toISOString()),
    );
    await download(app, '/svatomartinske-hody/2027.ics');
    // DTSTAMP is never after the moment of the download.
    for (const event of events)
      expect((event.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBeLessThanOrEqual(
        Date.parse('2025-11-09T12:00:00Z'),
      );
  });

  it('on the last evening of the 2027 feast it is still there; after midnight in Prague it is a 404', async () => {
    // 14 November 2027, 23:30 in Prague (22:30 UTC): the last day.
    await download(at('2027-11-14T22:30:00Z'), '/svatomartinske-hody/2027.ics');
    // 15 November 2027, 00:30 in Prague (23:30 UTC on the 14th): over.
    await request(at('2027-11-14T23:30:00Z')).get('/svatomartinske-hody/2027.ics').expect(404);
    await request(at('2027-11-14T23:30:00Z')).get('/en/svatomartinske-hody/2027.ics').expect(404);
  });
});

describe('the feast page links to the calendar of the edition it shows', () => {
  const calendarLinks = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]+\.ics)"[^>]*>/g)].map((match) => ({ tag: match[0], href: match[1]! }));

  it('a plain download link in each language, and it answers 200', async () => {
    const { app } = createTestApp();
    for (const [path, href, fileName, label] of [
      [
        '/svatomartinske-hody',
        '/svatomartinske-hody/2027.ics',
        'svatomartinske-hody-2027.ics',
        'Přidat do kalendáře (.ics)',
      ],
      [
        '/en/svatomartinske-hody',
        '/en/svatomartinske-hody/2027.ics',
        'st-martins-feast-2027.ics',
        'Add to calendar (.ics)',
      ],
    ] as const) {
      const page = await request(app).get(path).expect(200);
      const links = calendarLinks(page.text);
      expect(
        links.map((link) => link.href),
        path,
      ).toEqual([href]);
      expect(links[0]!.tag).toContain(`download="${fileName}"`);
      expect(nbspToSpace(page.text)).toContain(label);
      const file = await download(app, href);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    }
  });

  it('a feast whose every day is closed (hours.yaml) offers no file: no link, and a 404', async () => {
    const closed: SiteContent['hours']['exceptions'] = [];
    for (let day = edition2027.start; day <= edition2027.end; day = addDays(day, 1))
      closed.push({ date: day, name: { cs: 'Zavřeno', en: 'Closed' }, closed: true });
    const hours: SiteContent['hours'] = {
      ...content.hours,
      exceptions: [
        ...content.hours.exceptions.filter((exception) => !closed.some((day) => day.date === exception.date)),
        ...closed,
      ],
    };
    const { app } = createTestApp({ deps: { content: contentWith({ hours }) } });
    for (const lang of ['cs', 'en'] as const) {
      const page = await request(app)
        .get(lang === 'cs' ? '/svatomartinske-hody' : '/en/svatomartinske-hody')
        .expect(200);
      expect(calendarLinks(page.text)).toEqual([]);
    }
    await request(app).get('/svatomartinske-hody/2027.ics').expect(404);
    await request(app).get('/en/svatomartinske-hody/2027.ics').expect(404);
  });

  it('no link once the last feast is over', async () => {
    const { app } = createTestApp({ deps: { now: () => new Date('2028-01-10T12:00:00Z') } });
    const page = await request(app).get('/svatomartinske-hody').expect(200);
    expect(calendarLinks(page.text)).toEqual([]);
    await request(app).get('/svatomartinske-hody/2027.ics').expect(404);
  });
});
