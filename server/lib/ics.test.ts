import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { contentLine, escapeText, foldLine, icsDocument, localDateTime, pragueTimeZone, utcDateTime } from './ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

const DAY = 86_400_000;
const pragueParts = new Intl.DateTimeFormat('en-GB-u-nu-latn', {
  timeZone: 'Europe/Prague',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant Prague's clock shows a wall time, found with the tz database (Intl) alone: the
 * wall time read as UTC, less one or two hours, whichever Prague's clock shows as that time.
 * (A helper of server/lib may import nothing of the app, src/content/time.ts included; this
 * is also an oracle written apart from it.)
 */
function pragueInstantByIntl(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  for (const offsetHours of [2, 1]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    const shown = Object.fromEntries(pragueParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    if (
      shown.year === year &&
      shown.month === month &&
      shown.day === day &&
      shown.hour === hour &&
      shown.minute === minute
    )
      return instant;
  }
  throw new Error(`Prague's clock never shows ${year}-${month}-${day} ${hour}:${minute}`);
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Evropská 000, 160 00 Praha 6 – Vokovice')).toBe('Evropská 000\\, 160 00 Praha 6 – Vokovice');
  });

  it('drops the control characters TEXT does not allow, keeps a tab and the colon', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(escapeText('10:00\tdo 22:00')).toBe('10:00\tdo 22:00');
  });
});

describe('contentLine', () => {
  it('writes the name, the parameters and the value', () => {
    expect(contentLine('DTSTART', '20271111T100000', { TZID: 'Europe/Prague' })).toBe(
      'DTSTART;TZID=Europe/Prague:20271111T100000',
    );
    expect(contentLine('SUMMARY', 'Hody', { LANGUAGE: 'cs' })).toBe('SUMMARY;LANGUAGE=cs:Hody');
  });

  it('quotes a parameter value with a colon, semicolon or comma, and drops quotes', () => {
    expect(contentLine('X-A', 'v', { P: 'a:b' })).toBe('X-A;P="a:b":v');
    expect(contentLine('X-A', 'v', { P: 'a"b;c' })).toBe('X-A;P="ab;c":v');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each continuation a space and at most 74 more', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(octets(physical[0]!)).toBe(75);
    // Unfolding (RFC 5545 §3.1: drop each CRLF and the one space after it) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never cuts a UTF-8 character in two', () => {
    const line = `LOCATION:${'Žluťoučký kůň úpěl ďábelské ódy 🦢 '.repeat(8)}`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Each physical line is whole characters: encoding and decoding it changes nothing.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff]$/);
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsDocument', () => {
  it('ends every line with CRLF, and has no bare CR or LF', () => {
    const text = icsDocument(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(200)}`, 'END:VCALENDAR']);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
  });
});

describe('date-times', () => {
  it('writes Prague wall-clock times as local DATE-TIMEs and instants as UTC ones', () => {
    expect(localDateTime('2027-11-11', '10:00')).toBe('20271111T100000');
    expect(utcDateTime(new Date('2027-11-11T09:00:00.750Z'))).toBe('20271111T090000Z');
  });
});

describe('the VTIMEZONE of Europe/Prague', () => {
  const component = new ICAL.Component(ICAL.parse(icsDocument(pragueTimeZone)));
  const zone = new ICAL.Timezone(component);

  it('is a VTIMEZONE with the EU rule: +01:00 in winter, +02:00 from the last Sunday of March to the last of October', () => {
    expect(zone.tzid).toBe('Europe/Prague');
    const daylight = component.getFirstSubcomponent('daylight')!;
    const standard = component.getFirstSubcomponent('standard')!;
    expect(String(daylight.getFirstPropertyValue('tzoffsetfrom'))).toBe('+01:00');
    expect(String(daylight.getFirstPropertyValue('tzoffsetto'))).toBe('+02:00');
    expect(String(standard.getFirstPropertyValue('tzoffsetfrom'))).toBe('+02:00');
    expect(String(standard.getFirstPropertyValue('tzoffsetto'))).toBe('+01:00');
    const rules = [daylight, standard].map((part) => part.getFirstPropertyValue('rrule') as ICAL.Recur);
    expect(rules.map((rule) => [rule.freq, rule.parts.BYMONTH, rule.parts.BYDAY])).toEqual([
      ['YEARLY', [3], ['-1SU']],
      ['YEARLY', [10], ['-1SU']],
    ]);
  });

  it('gives the same instant as the tz database for every day of 2025–2030, in winter, in summer and on both change days', () => {
    let checked = 0;
    for (let midnight = Date.UTC(2025, 0, 1); midnight <= Date.UTC(2030, 11, 31); midnight += DAY) {
      const calendarDay = new Date(midnight);
      const [year, month, day] = [
        calendarDay.getUTCFullYear(),
        calendarDay.getUTCMonth() + 1,
        calendarDay.getUTCDate(),
      ];
      // 02:00–02:59 is skipped in March and happens twice in October: real opening hours avoid it, so does this test.
      for (const time of ['00:00', '03:00', '10:00', '22:00', '23:59']) {
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        const local = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, zone);
        const expected = pragueInstantByIntl(year, month, day, hour, minute);
        expect(local.toJSDate().toISOString(), `${year}-${month}-${day} ${time}`).toBe(expected.toISOString());
        checked += 1;
      }
    }
    expect(checked).toBe(2191 * 5);
  });
});
