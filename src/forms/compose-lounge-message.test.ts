import { describe, expect, it } from 'vitest';
import { composeLoungeMessage, loungeApiBody, loungeSubject } from './compose-lounge-message';
import type { LoungeData } from './lounge';

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
    expect(composeLoungeMessage(base)).toBe(
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
    const text = composeLoungeMessage({
      ...base,
      phone: '+420 777 123 456',
      tableArrangement: 'U',
      message: 'Raut pro 40 osob\nprojektor',
    });
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
    expect(composeLoungeMessage({ ...base, tableArrangement: 'T' })).toContain('Uspořádání stolů: Tvar T (36 osob)');
    expect(composeLoungeMessage({ ...base, tableArrangement: 'I' })).toContain('Uspořádání stolů: Tvar I (30 osob)');
    expect(composeLoungeMessage({ ...base, tableArrangement: 'other' })).toContain('Uspořádání stolů: Jiné');
  });
});

describe('loungeApiBody', () => {
  it('uses the localized subject and the Czech block', () => {
    expect(loungeSubject('cs')).toBe('Poptávka pronájmu salonku');
    expect(loungeSubject('en')).toBe('Lounge Rental Inquiry');
    const body = loungeApiBody(base, { lang: 'en', website: '', idempotencyKey: 'abc' });
    expect(body).toEqual({
      name: 'Jana Nová',
      email: 'jana@example.com',
      subject: 'Lounge Rental Inquiry',
      message: composeLoungeMessage(base),
      website: '',
      lang: 'en',
      idempotencyKey: 'abc',
    });
  });
});
