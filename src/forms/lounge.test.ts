import { describe, expect, it } from 'vitest';
// Both languages' messages, as the server has them (the field messages and the subject are read from them).
import '../i18n';
import { localizeFieldErrors } from './field-errors';
import { createLoungeSchema, readLoungeForm } from './lounge';
import { pragueToday } from './prague-date';

const today = '2025-11-08';
const schema = createLoungeSchema(today);
const valid = {
  name: 'Jana Nová',
  email: 'jana@example.com',
  phone: '',
  eventDate: '2025-12-12',
  eventType: 'Firemní večírek',
  numberOfGuests: 'cca 40',
  tableArrangement: '',
  message: '',
  consent: true,
};

function errorsOf(input: unknown, lang: 'cs' | 'en' = 'cs') {
  const result = schema.safeParse(input);
  return result.success ? {} : localizeFieldErrors(result.error, lang);
}

describe('lounge schema', () => {
  it('accepts a valid enquiry and trims its fields', () => {
    expect(schema.parse({ ...valid, name: ' Jana Nová ', phone: ' 777 123 456 ' })).toEqual({
      ...valid,
      phone: '777 123 456',
    });
  });

  it('shows the spec messages for every required field on an empty submit', () => {
    expect(errorsOf(readLoungeForm(new URLSearchParams()))).toEqual({
      name: ['Jméno je povinné'],
      email: ['Neplatná emailová adresa'],
      eventDate: ['Datum akce je povinné'],
      eventType: ['Typ akce je povinný'],
      numberOfGuests: ['Počet hostů je povinný'],
      consent: ['Musíte souhlasit se zpracováním osobních údajů'],
    });
  });

  it.each([
    ['name', 100, 'Jméno nesmí být delší než 100 znaků'],
    ['phone', 20, 'Telefon nesmí být delší než 20 znaků'],
    ['eventType', 100, 'Typ akce nesmí být delší než 100 znaků'],
    ['numberOfGuests', 50, 'Počet hostů nesmí být delší než 50 znaků'],
    ['tableArrangement', 50, 'Uspořádání stolů nesmí být delší než 50 znaků'],
    ['message', 1000, 'Další požadavky nesmí být delší než 1000 znaků'],
  ] as const)('limits %s to %i characters', (field, limit, message) => {
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(limit) })[field] ?? []).not.toContain(message);
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(limit + 1) })[field]).toEqual([message]);
  });

  it('accepts 100, 20 and 1000 characters where those are the limits', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(100), phone: '1'.repeat(20), message: 'a'.repeat(1000) })).toEqual({});
    expect(errorsOf({ ...valid, eventType: 'a'.repeat(100), numberOfGuests: '4'.repeat(50) })).toEqual({});
  });

  it('limits the e-mail to 255 characters', () => {
    const emailOfLength = (n: number) => `${'a'.repeat(n - 12)}@example.com`;
    expect(errorsOf({ ...valid, email: emailOfLength(255) })).toEqual({});
    expect(errorsOf({ ...valid, email: emailOfLength(256) }).email).toEqual(['Email nesmí být delší než 255 znaků']);
  });

  it('offers U, T, I and other as arrangements, or none', () => {
    for (const value of ['', 'U', 'T', 'I', 'other'])
      expect(errorsOf({ ...valid, tableArrangement: value })).toEqual({});
    expect(errorsOf({ ...valid, tableArrangement: 'circle' }).tableArrangement).toEqual([
      'Vyberte jedno z nabízených uspořádání stolů',
    ]);
  });

  it('rejects an event date in the past, accepts today and later', () => {
    expect(errorsOf({ ...valid, eventDate: '2025-11-07' }).eventDate).toEqual(['Datum akce nesmí být v minulosti']);
    expect(errorsOf({ ...valid, eventDate: '2025-11-07' }, 'en').eventDate).toEqual([
      'The event date must not be in the past',
    ]);
    expect(errorsOf({ ...valid, eventDate: today })).toEqual({});
    expect(errorsOf({ ...valid, eventDate: '2026-01-01' })).toEqual({});
  });

  it('rejects what is not a real date', () => {
    for (const value of ['2026-02-30', '12.12.2025', '2026-1-1']) {
      expect(errorsOf({ ...valid, eventDate: value }).eventDate).toEqual(['Zadejte platné datum akce']);
    }
  });

  it('requires consent', () => {
    expect(errorsOf({ ...valid, consent: false }).consent).toEqual(['Musíte souhlasit se zpracováním osobních údajů']);
  });
});

describe('pragueToday', () => {
  it('is the calendar day in Prague, not in UTC', () => {
    expect(pragueToday(new Date('2025-11-07T22:30:00Z'))).toBe('2025-11-07'); // 23:30 in Prague (CET)
    expect(pragueToday(new Date('2025-11-07T23:30:00Z'))).toBe('2025-11-08'); // 00:30 in Prague
    expect(pragueToday(new Date('2025-07-31T22:30:00Z'))).toBe('2025-08-01'); // 00:30 in Prague (CEST)
  });
});
