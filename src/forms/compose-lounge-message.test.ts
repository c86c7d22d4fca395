import { describe, expect, it } from 'vitest';
// Both languages' messages, as the server has them (the field messages and the subject are read from them).
import '../i18n';
import { composeLoungeMessage, loungeApiBody, loungeSubject } from './compose-lounge-message';
import type { LoungeData } from './lounge';

// The lounge's seated capacities (content/lounge.yaml gives them to the form and the action).
const capacities = { U: 50, T: 36, I: 30 };

const base: LoungeData = {
  name: 'Jana Nová',
  email: 'jana@example.com',
  phone: '',
  eventDate: '2025-12-05',
  eventType: 'Firemní večírek',
  numberOfGuests: 'cca 40',
  tableArrangement: '',
  message: '',
  consent: true,
};

describe('composeLoungeMessage', () => {
  it('writes the required lines only when the optional ones are empty', () => {
    expect(composeLoungeMessage(base, capacities)).toBe(
      [
        'Poptávka salonku',
        '',
        'Jméno: Jana Nová',
        'E-mail: jana@example.com',
        'Datum akce: 5. 12. 2025',
        'Typ akce: Firemní večírek',
        'Počet hostů: cca 40',
      ].join('\n'),
    );
  });

  it('adds phone, arrangement and additional requests when filled', () => {
    const text = composeLoungeMessage(
      {
        ...base,
        phone: '+420 777 123 456',
        tableArrangement: 'U',
        message: 'Raut pro 40 osob\nprojektor',
      },
      capacities,
    );
    expect(text).toBe(
      [
        'Poptávka salonku',
        '',
        'Jméno: Jana Nová',
        'E-mail: jana@example.com',
        'Telefon: +420 777 123 456',
        'Datum akce: 5. 12. 2025',
        'Typ akce: Firemní večírek',
        'Počet hostů: cca 40',
        'Uspořádání stolů: Tvar U (50 osob)',
        '',
        'Další požadavky:',
        'Raut pro 40 osob\nprojektor',
      ].join('\n'),
    );
  });

  it('names the other arrangements in Czech', () => {
    expect(composeLoungeMessage({ ...base, tableArrangement: 'T' }, capacities)).toContain(
      'Uspořádání stolů: Tvar T (36 osob)',
    );
    expect(composeLoungeMessage({ ...base, tableArrangement: 'I' }, capacities)).toContain(
      'Uspořádání stolů: Tvar I (30 osob)',
    );
    expect(composeLoungeMessage({ ...base, tableArrangement: 'other' }, capacities)).toContain(
      'Uspořádání stolů: Jiné',
    );
  });

  it('leaves out a capacity the content does not give', () => {
    expect(
      composeLoungeMessage({ ...base, tableArrangement: 'U' }, {})
        .split('\n')
        .at(-1),
    ).toBe('Uspořádání stolů: Tvar U');
  });
});

describe('loungeApiBody', () => {
  it('uses the localized subject and the Czech block', () => {
    expect(loungeSubject('cs')).toBe('Poptávka pronájmu salonku');
    expect(loungeSubject('en')).toBe('Lounge Rental Inquiry');
    const body = loungeApiBody(base, { lang: 'en', website: '', idempotencyKey: 'abc' }, capacities);
    expect(body).toEqual({
      name: 'Jana Nová',
      email: 'jana@example.com',
      subject: 'Lounge Rental Inquiry',
      message: composeLoungeMessage(base, capacities),
      website: '',
      lang: 'en',
      idempotencyKey: 'abc',
      form: 'lounge',
    });
  });
});
