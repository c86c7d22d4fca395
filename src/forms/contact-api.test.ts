import { describe, expect, it } from 'vitest';
// Both languages' messages, as the server has them (the field messages and the subject are read from them).
import '../i18n';
import { contactApiSchema } from './contact-api';
import { localizeFieldErrors } from './field-errors';

const valid = { name: 'Jan', email: 'jan@example.com', subject: 'Dotaz', message: 'Dobrý den' };

function errorsOf(input: unknown, lang: 'cs' | 'en' = 'cs') {
  const result = contactApiSchema.safeParse(input);
  return result.success ? {} : localizeFieldErrors(result.error, lang);
}

describe('contact API schema', () => {
  it('accepts the minimal body, fills the defaults and drops unknown fields', () => {
    expect(contactApiSchema.parse({ ...valid, subject: undefined, extra: 1, name: ' Jan ' })).toEqual({
      ...valid,
      subject: '',
      lang: 'cs',
      form: 'contact',
    });
  });

  it('takes the form an enquiry came from (the inbox shows it); a missing one is the contact form, an unknown one invalid', () => {
    for (const form of ['contact', 'lounge'] as const)
      expect(contactApiSchema.parse({ ...valid, form }).form).toBe(form);
    expect(contactApiSchema.parse(valid).form).toBe('contact');
    // The retired table request is an unknown form now, with or without its structured fields.
    const table = { date: '2026-12-22', time: '19:00', guests: 2 };
    for (const form of ['table', 'Lounge', 'other', '', null, 1, ['lounge'], '__proto__']) {
      expect(errorsOf({ ...valid, form }), JSON.stringify(form)).toEqual({ form: ['Neplatná hodnota'] });
      expect(errorsOf({ ...valid, form }, 'en')).toEqual({ form: ['Invalid value'] });
      expect(errorsOf({ ...valid, form, table }), JSON.stringify(form)).toEqual({ form: ['Neplatná hodnota'] });
    }
    // Another form's body keeps no table fields (unknown fields are dropped).
    expect(contactApiSchema.parse({ ...valid, table })).not.toHaveProperty('table');
  });

  it('keeps lang, website and the idempotency key', () => {
    const body = {
      ...valid,
      lang: 'en',
      website: 'http://spam',
      idempotencyKey: '0b0e1c8e-3a2f-4b1e-9f3c-1d2e3f4a5b6c',
      form: 'lounge',
    };
    expect(contactApiSchema.parse(body)).toEqual(body);
    expect(contactApiSchema.parse({ ...valid, lang: 'de' }).lang).toBe('cs');
    expect(contactApiSchema.parse({ ...valid, idempotencyKey: '' }).idempotencyKey).toBeUndefined();
  });

  it('rejects a bad idempotency key', () => {
    expect(errorsOf({ ...valid, idempotencyKey: 'a'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, idempotencyKey: 'a'.repeat(101) }).idempotencyKey).toEqual([
      'Neplatný identifikátor formuláře',
    ]);
    expect(errorsOf({ ...valid, idempotencyKey: 'a b' }).idempotencyKey).toEqual(['Neplatný identifikátor formuláře']);
  });

  it('rejects CR/LF in the subject (no header injection)', () => {
    for (const subject of ['Hi\r\nBcc: x@example.com', 'Hi\nBcc: x@example.com', 'Hi\rX']) {
      expect(errorsOf({ ...valid, subject }).subject).toEqual([
        'Předmět nesmí obsahovat zalomení řádku ani řídicí znaky',
      ]);
    }
    expect(errorsOf({ ...valid, subject: 'a'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'a'.repeat(201) }).subject).toEqual(['Předmět nesmí být delší než 200 znaků']);
  });

  it('rejects control characters in the name', () => {
    for (const name of ['Jan\r\nBcc: x@example.com', 'Jan\u0000', 'Jan\tNovák', 'Jan\u2028Novák']) {
      expect(errorsOf({ ...valid, name }).name).toEqual(['Jméno obsahuje nepovolené znaky']);
    }
    expect(errorsOf({ ...valid, name: 'a'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'a'.repeat(101) }).name).toEqual(['Jméno nesmí být delší než 100 znaků']);
  });

  it('takes a message of 1 to 5000 characters, line breaks included', () => {
    expect(errorsOf({ ...valid, message: 'a\r\nb\tc' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'a'.repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'a'.repeat(5001) }).message).toEqual([
      'Zpráva nesmí být delší než 5000 znaků',
    ]);
    expect(errorsOf({ ...valid, message: '   ' }).message).toEqual(['Zpráva je povinná']);
    expect(errorsOf({ ...valid, message: 'a\u0000' }).message).toEqual(['Zpráva obsahuje nepovolené řídicí znaky']);
  });

  it('validates the e-mail and answers in the requested language', () => {
    expect(errorsOf({ ...valid, email: 'nope' })).toEqual({ email: ['Neplatná emailová adresa'] });
    expect(errorsOf({ ...valid, email: 'nope' }, 'en')).toEqual({ email: ['Invalid email address'] });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(244)}@example.com` }).email).toEqual([
      'Email nesmí být delší než 255 znaků',
    ]);
  });

  it('reports wrong types and a non-object body without zod jargon', () => {
    expect(errorsOf({ ...valid, name: 42 }).name).toEqual(['Jméno je povinné']);
    expect(errorsOf({ ...valid, website: 1 }).website).toEqual(['Neplatná hodnota']);
    expect(errorsOf([1, 2])).toEqual({ _form: ['Neplatný požadavek'] });
    expect(errorsOf(null, 'en')).toEqual({ _form: ['Invalid request'] });
  });
});
