import { describe, expect, it } from 'vitest';
// Both languages' messages, as the server has them.
import '../i18n';
import type { Hours } from '../content/schema';
import { composeTableMessage, tableApiBody } from './compose-table-message';
import { contactApiSchema } from './contact-api';
import { localizeFieldErrors } from './field-errors';
import { parseTableRequest, readTableForm, tableFieldErrors, type TableValues } from './table';
import type { TableRules } from './table-rules';

const NBSP = '\u00a0';
const open = { opens: '10:00', closes: '22:00' };
/** The sample's hours: every day 10–22, closed on Christmas Eve, New Year's Eve until 18:00. */
const hours: Hours = {
  regular: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: open },
  exceptions: [
    { date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
    { date: '2026-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '10:00', closes: '18:00' },
    { date: '2027-01-02', name: { cs: 'Inventura', en: 'Stocktaking' }, opens: '10:00', closes: '10:30' },
  ],
};
const rules: TableRules = {
  hours,
  limits: { leadMinutes: 120, lastSeatingBeforeClose: 60, largestParty: 12, daysAhead: 90 },
};
/** Sunday 20 December 2026, 10:00 in Prague. */
const now = new Date('2026-12-20T09:00:00Z');

const valid: TableValues = {
  date: '2026-12-22',
  time: '19:30',
  guests: '4',
  name: 'Jana Nová',
  email: 'jana@example.com',
  phone: '',
  message: '',
  consent: true,
};

function errorsOf(values: Partial<TableValues>, lang: 'cs' | 'en' = 'cs', with_ = rules, at = now) {
  const result = parseTableRequest({ ...valid, ...values }, with_, at, lang);
  return result.success ? {} : localizeFieldErrors(result.error, lang);
}

describe('table request: the form', () => {
  it('accepts a request the restaurant can take, trimmed, the party a number', () => {
    expect(parseTableRequest({ ...valid, name: ' Jana Nová ', guests: ' 4 ' }, rules, now, 'cs')).toEqual({
      success: true,
      data: { ...valid, guests: 4 },
    });
  });

  it('says every problem of an empty form at once, in the order of the fields', () => {
    const result = parseTableRequest(readTableForm(new URLSearchParams()), rules, now, 'cs');
    expect(result.success).toBe(false);
    expect(localizeFieldErrors(result.success ? [] : result.error, 'cs')).toEqual({
      date: ['Vyberte datum'],
      time: ['Vyberte čas'],
      guests: ['Zadejte počet hostů'],
      name: ['Jméno je povinné'],
      email: ['Neplatná emailová adresa'],
      consent: ['Musíte souhlasit se zpracováním osobních údajů'],
    });
    expect(Object.keys(localizeFieldErrors(result.success ? [] : result.error, 'en'))).toEqual([
      'date',
      'time',
      'guests',
      'name',
      'email',
      'consent',
    ]);
  });

  it.each([
    [
      'an impossible date',
      { date: '2026-02-30' },
      { date: ['Zadejte platné datum'] },
      { date: ['Enter a valid date'] },
    ],
    [
      'a date in the past',
      { date: '2026-12-19' },
      { date: ['Datum nesmí být v minulosti'] },
      { date: ['This date has already passed'] },
    ],
    [
      'a date beyond the days ahead',
      { date: '2027-03-21' },
      { date: [`Stůl lze zatím rezervovat nejpozději na 20.${NBSP}března`] },
      { date: [`For now, tables can be requested up to March${NBSP}20`] },
    ],
    [
      'a closed day with its name',
      { date: '2026-12-24' },
      { date: [`24.${NBSP}prosince máme zavřeno – Štědrý den`] },
      { date: [`We're closed on December${NBSP}24 (Christmas Eve)`] },
    ],
    [
      'a time that is no time',
      { time: '25:00' },
      { time: ['Zadejte čas ve tvaru HH:MM'] },
      { time: ['Enter the time as HH:MM'] },
    ],
    [
      'a time already gone today',
      { date: '2026-12-20', time: '09:30' },
      { time: ['Tento čas už minul'] },
      { time: ['This time has already passed'] },
    ],
    [
      'a time sooner than the lead time',
      { date: '2026-12-20', time: '11:00' },
      {
        time: [
          `Stůl je třeba rezervovat alespoň 2${NBSP}h předem, nejdříve tedy na 12:00. Na dřívější čas nám prosím zavolejte.`,
        ],
      },
      {
        time: [
          `Please request a table at least 2${NBSP}hours in advance, that is, for 12:00 or later. For an earlier time, please call us.`,
        ],
      },
    ],
    [
      'a time after the last seating',
      { time: '21:30' },
      { time: ['Ten den máme otevřeno 10:00–22:00, stůl lze rezervovat od 10:00 do 21:00'] },
      { time: ["On that day we're open 10:00–22:00; you can request a table from 10:00 to 21:00"] },
    ],
    [
      'a time after the last seating on a day of special hours',
      { date: '2026-12-31', time: '17:30' },
      { time: ['Ten den máme otevřeno 10:00–18:00, stůl lze rezervovat od 10:00 do 17:00'] },
      { time: ["On that day we're open 10:00–18:00; you can request a table from 10:00 to 17:00"] },
    ],
    [
      'a time before opening',
      { time: '09:45' },
      { time: ['Ten den máme otevřeno 10:00–22:00, stůl lze rezervovat od 10:00 do 21:00'] },
      { time: ["On that day we're open 10:00–22:00; you can request a table from 10:00 to 21:00"] },
    ],
    [
      'a day open too briefly for a seating',
      { date: '2027-01-02', time: '10:00' },
      { time: ['Ten den máme otevřeno jen 10:00–10:30, stůl na něj rezervovat nelze'] },
      { time: ["On that day we're only open 10:00–10:30, so tables can't be requested"] },
    ],
    [
      'no party',
      { guests: '0' },
      { guests: ['Zadejte počet hostů od jednoho do 12'] },
      { guests: ['Enter a number of guests from one to 12'] },
    ],
    [
      'a party that is no number',
      { guests: '2.5' },
      { guests: ['Zadejte počet hostů od jednoho do 12'] },
      { guests: ['Enter a number of guests from one to 12'] },
    ],
    [
      'a party above the largest',
      { guests: '13' },
      {
        guests: [
          'Přes formulář lze rezervovat stůl nejvýše pro 12 hostů. Pro větší společnost nám pošlete poptávku salonku.',
        ],
      },
      { guests: ['This form is for parties of up to 12. For a larger party, please send us a lounge inquiry.'] },
    ],
    [
      'a note too long',
      { message: 'x'.repeat(1001) },
      { message: ['Poznámka je příliš dlouhá'] },
      { message: ['The note is too long'] },
    ],
  ] as const)('refuses %s, in both languages', (_name, values, cs, en) => {
    expect(errorsOf(values, 'cs')).toEqual(cs);
    expect(errorsOf(values, 'en')).toEqual(en);
  });

  it('names a regular day off by its date', () => {
    const closedMondays: TableRules = {
      ...rules,
      hours: { ...hours, regular: { ...hours.regular, monday: 'closed' } },
    };
    expect(errorsOf({ date: '2026-12-21' }, 'cs', closedMondays)).toEqual({
      date: [`21.${NBSP}prosince máme zavřeno`],
    });
    expect(errorsOf({ date: '2026-12-21' }, 'en', closedMondays)).toEqual({
      date: [`We're closed on December${NBSP}21`],
    });
  });

  it('gives the earliest moment with its date when it is another day', () => {
    const dayAhead: TableRules = { ...rules, limits: { ...rules.limits, leadMinutes: 24 * 60 + 30 } };
    expect(errorsOf({ date: '2026-12-21', time: '10:15' }, 'cs', dayAhead)).toEqual({
      time: [
        `Stůl je třeba rezervovat alespoň 24${NBSP}h 30${NBSP}min předem, nejdříve tedy na 21.${NBSP}prosince 10:30. Na dřívější čas nám prosím zavolejte.`,
      ],
    });
    expect(errorsOf({ date: '2026-12-21', time: '10:15' }, 'en', dayAhead)).toEqual({
      time: [
        `Please request a table at least 24${NBSP}hours 30${NBSP}minutes in advance, that is, for December${NBSP}21 10:30 or later. For an earlier time, please call us.`,
      ],
    });
  });

  it('counts the lead time in real hours across the change to summer time', () => {
    // Sunday 28 March 2027, 01:30 CET: the clocks jump from 02:00 to 03:00, so 03:30 is one real hour later.
    const night: TableRules = {
      ...rules,
      hours: {
        regular: Object.fromEntries(
          Object.keys(hours.regular).map((day) => [day, { opens: '00:00', closes: '24:00' }]),
        ) as Hours['regular'],
        exceptions: [],
      },
    };
    const at = new Date('2027-03-28T00:30:00Z');
    expect(errorsOf({ date: '2027-03-28', time: '03:30' }, 'cs', night, at).time?.[0]).toMatch(
      /nejdříve tedy na 04:30/,
    );
    expect(errorsOf({ date: '2027-03-28', time: '04:30' }, 'cs', night, at)).toEqual({});
  });
});

describe('table request: what is sent', () => {
  const data = { ...valid, consent: true as const, guests: 4, phone: '777 123 456', message: 'Stůl u okna, prosím.' };

  it('composes the Czech block, whatever the page language', () => {
    expect(composeTableMessage(data)).toBe(
      [
        'Rezervace stolu',
        '',
        'Datum: 22. 12. 2026 (úterý)',
        'Čas: 19:30',
        'Počet hostů: 4',
        'Jméno: Jana Nová',
        'E-mail: jana@example.com',
        'Telefon: 777 123 456',
        '',
        'Poznámka:',
        'Stůl u okna, prosím.',
      ].join('\n'),
    );
    expect(composeTableMessage({ ...data, phone: '', message: '' })).not.toMatch(/Telefon|Poznámka/);
  });

  it('posts the localized subject, form "table" and the structured fields beside the message, as the API takes them', () => {
    const body = tableApiBody(data, { lang: 'en', website: '', idempotencyKey: 'key-1' });
    expect(body).toMatchObject({
      subject: 'Table reservation',
      form: 'table',
      table: { date: '2026-12-22', time: '19:30', guests: 4 },
      idempotencyKey: 'key-1',
      lang: 'en',
    });
    expect(tableApiBody(data, { lang: 'cs' }).subject).toBe('Rezervace stolu');
    expect(contactApiSchema.parse(body)).toEqual(body);
  });

  it('the API refuses a table request without its fields', () => {
    const { table: _dropped, ...body } = tableApiBody(data, { lang: 'cs' });
    const result = contactApiSchema.safeParse(body);
    expect(result.success ? {} : localizeFieldErrors(result.error, 'cs')).toEqual({
      table: ['Chybí datum, čas nebo počet hostů'],
    });
  });

  it('the server judges the structured fields with the same rules', () => {
    expect(tableFieldErrors({ date: '2026-12-24', time: '19:00', guests: 30 }, rules, now, 'en')).toEqual({
      date: [`We're closed on December${NBSP}24 (Christmas Eve)`],
      guests: ['This form is for parties of up to 12. For a larger party, please send us a lounge inquiry.'],
    });
    expect(tableFieldErrors({ date: '2026-12-22', time: '19:00', guests: 4 }, rules, now, 'cs')).toEqual({});
  });
});
