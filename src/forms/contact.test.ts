import { describe, expect, it } from 'vitest';
// Both languages' messages, as the server has them (the field messages and the subject are read from them).
import '../i18n';
import { contactApiBody, contactSchema, readContactForm } from './contact';
import { localizeFieldErrors } from './field-errors';

const valid = { name: 'Jan Novák', email: 'jan@example.com', subject: '', message: 'Dobrý den', consent: true };

function errorsOf(input: unknown, lang: 'cs' | 'en' = 'cs') {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : localizeFieldErrors(result.error, lang);
}

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('contact schema', () => {
  it('accepts a valid message and trims it', () => {
    const result = contactSchema.parse({ ...valid, name: '  Jan  ', email: ' jan@example.com ' });
    expect(result).toEqual({ ...valid, name: 'Jan' });
  });

  it('requires the name, at most 100 characters', () => {
    expect(errorsOf({ ...valid, name: '   ' }).name).toEqual(['Jméno je povinné']);
    expect(errorsOf({ ...valid, name: undefined }).name).toEqual(['Jméno je povinné']);
    expect(errorsOf({ ...valid, name: 'a'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'a'.repeat(101) }).name).toEqual(['Jméno nesmí být delší než 100 znaků']);
  });

  it('requires a valid e-mail, at most 255 characters', () => {
    expect(errorsOf({ ...valid, email: '' }).email).toEqual(['Neplatná emailová adresa']);
    expect(errorsOf({ ...valid, email: 'jan@' }).email).toEqual(['Neplatná emailová adresa']);
    expect(errorsOf({ ...valid, email: emailOfLength(255) })).toEqual({});
    expect(errorsOf({ ...valid, email: emailOfLength(256) }).email).toEqual(['Email nesmí být delší než 255 znaků']);
  });

  it('takes an optional subject of at most 200 characters', () => {
    expect(contactSchema.parse({ ...valid, subject: undefined }).subject).toBe('');
    expect(errorsOf({ ...valid, subject: 'a'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'a'.repeat(201) }).subject).toEqual(['Předmět nesmí být delší než 200 znaků']);
  });

  it('requires the message, at most 1000 characters', () => {
    expect(errorsOf({ ...valid, message: ' \n ' }).message).toEqual(['Zpráva je povinná']);
    expect(errorsOf({ ...valid, message: 'a'.repeat(1000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'a'.repeat(1001) }).message).toEqual([
      'Zpráva nesmí být delší než 1000 znaků',
    ]);
  });

  it('requires consent, with the spec wording in both languages', () => {
    expect(errorsOf({ ...valid, consent: false }).consent).toEqual(['Musíte souhlasit se zpracováním osobních údajů.']);
    expect(errorsOf({ ...valid, consent: undefined }, 'en').consent).toEqual([
      'You must agree to the processing of personal data.',
    ]);
  });

  it('shows every required field on an empty submit, in Czech and in English', () => {
    const empty = readContactForm(new URLSearchParams());
    expect(errorsOf(empty)).toEqual({
      name: ['Jméno je povinné'],
      email: ['Neplatná emailová adresa'],
      message: ['Zpráva je povinná'],
      consent: ['Musíte souhlasit se zpracováním osobních údajů.'],
    });
    expect(errorsOf(empty, 'en')).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Message is required'],
      consent: ['You must agree to the processing of personal data.'],
    });
  });

  it('reads a urlencoded post, the ticked checkbox as true', () => {
    const form = new URLSearchParams('name=Jan&email=j%40x.cz&subject=&message=Ahoj&consent=on&website=');
    expect(readContactForm(form)).toEqual({
      name: 'Jan',
      email: 'j@x.cz',
      subject: '',
      message: 'Ahoj',
      consent: true,
    });
  });

  it('builds the API body: the entered subject or an empty one', () => {
    const data = contactSchema.parse(valid);
    expect(contactApiBody(data, { lang: 'en', website: '', idempotencyKey: 'k1' })).toEqual({
      name: 'Jan Novák',
      email: 'jan@example.com',
      subject: '',
      message: 'Dobrý den',
      website: '',
      lang: 'en',
      idempotencyKey: 'k1',
      form: 'contact',
    });
    expect(contactApiBody(data, { lang: 'cs' })).not.toHaveProperty('idempotencyKey');
  });
});
