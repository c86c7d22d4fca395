/**
 * Writing iCalendar (RFC 5545) text: content lines, TEXT escaping, line
 * folding, date-times, and the time zone every event of ours is in. Pure.
 *
 * - Lines end with CRLF (§3.1).
 * - A line longer than 75 octets is folded: CRLF and one space, the space
 *   counting in the next line's 75 octets; never inside a UTF-8 character.
 * - TEXT values escape `\`, `;`, `,` and newlines (§3.3.11); other control
 *   characters, which TEXT does not allow, are dropped.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** The text without the control characters (C0 and DEL) that `keep` does not name. */
function withoutControls(text: string, keep: readonly string[]): string {
  return [...text]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return !(code < 0x20 || code === 0x7f) || keep.includes(character);
    })
    .join('');
}

/** A TEXT value (SUMMARY, DESCRIPTION, LOCATION): `\` `;` `,` escaped, a newline as `\n`, no other control character but a tab. */
export function escapeText(text: string): string {
  return withoutControls(text.replace(/\r\n?/g, '\n'), ['\t', '\n']).replace(/[\\;,\n]/g, (character) =>
    character === '\n' ? '\\n' : `\\${character}`,
  );
}

/** A parameter value (`LANGUAGE=cs`, `TZID=Europe/Prague`): quoted when it holds `:`, `;` or `,`; `"` and controls dropped. */
function paramValue(value: string): string {
  const clean = withoutControls(value, []).replaceAll('"', '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** One content line, unfolded: `NAME;PARAM=value:value`. The value must already be in its type's form (see escapeText). */
export function contentLine(name: string, value: string, params: Readonly<Record<string, string>> = {}): string {
  const paramText = Object.entries(params)
    .map(([key, param]) => `;${key}=${paramValue(param)}`)
    .join('');
  return `${name}${paramText}:${value}`;
}

/** A content line folded into lines of at most 75 octets (RFC 5545 §3.1), joined with CRLF and a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation line holds its leading space and 74 more.
  let limit = MAX_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The document: every line folded, each ended with CRLF. */
export function icsDocument(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}

/** A Prague wall-clock date and time (`2027-11-11`, `10:00`) as a local DATE-TIME: `20271111T100000`. */
export function localDateTime(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** An instant as a UTC DATE-TIME: `20271111T090000Z` (whole seconds). */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export const PRAGUE_TZID = 'Europe/Prague';

/**
 * The VTIMEZONE of Europe/Prague: Central European Time, +01:00, and summer
 * time, +02:00, from 02:00 CET on the last Sunday of March to 03:00 CEST on the
 * last Sunday of October (the EU rule, in force since 1996). Calendars that know
 * the zone by its name use their own rules; the others read these.
 */
export const pragueTimeZone: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${PRAGUE_TZID}`,
  'X-LIC-LOCATION:Europe/Prague',
  'BEGIN:DAYLIGHT',
  'TZNAME:CEST',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19960331T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:CET',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
