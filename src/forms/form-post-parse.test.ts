import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Both languages' messages, as the server has them (the field messages are read from them).
import '../i18n';
import type { ActionFunctionArgs } from 'react-router-dom';
import { contactAction } from './contact-action';
import { contactApiSchema } from './contact-api';
import { fieldLimits } from './form-fields';
import { loungeAction } from './lounge-action';

/**
 * A no-JS post is parsed once, by its form's post schema; the enquiry it
 * hands to `submit` is trusted by the server and never parsed again. So that schema
 * must hold everything the API's parse holds, and answer as it did when the form
 * checked the composed body against the API's schema a second time.
 */

function post(path: string, fields: Record<string, string>, context: unknown) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { request, context, params: {} } as unknown as ActionFunctionArgs;
}

function asData(result: unknown) {
  return result as { data: { status: string; errors: Record<string, string[]> }; init: { status: number } };
}

const contact = {
  name: 'Jan',
  email: 'jan@example.com',
  subject: '',
  message: 'Ahoj',
  consent: 'on',
  website: '',
  idempotencyKey: '',
};
const lounge = {
  name: 'Jana',
  email: 'jana@example.com',
  phone: '',
  eventDate: '2027-12-05',
  eventType: 'Svatba',
  numberOfGuests: '60',
  tableArrangement: 'U',
  message: '',
  consent: 'on',
  website: '',
  idempotencyKey: '',
};
const today = '2027-01-15';

afterEach(() => vi.restoreAllMocks());

describe('a no-JS post is parsed once', () => {
  it('never runs the API schema: the form post schema is the one parse', async () => {
    const apiParse = vi.spyOn(contactApiSchema, 'safeParse');
    const submit = vi.fn(async () => ({ status: 'queued', id: 'x' }));
    expect(((await contactAction(post('/kontakt', contact, { submit }))) as Response).status).toBe(303);
    expect(
      ((await loungeAction(post('/konferencni-prostory-salonek', lounge, { submit, today }))) as Response).status,
    ).toBe(303);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(apiParse).not.toHaveBeenCalled();
  });

  it('refuses what the API would refuse, on the field the API named: a control character in a composed text, a malformed key', async () => {
    const submit = vi.fn();
    const controlInMessage = asData(
      await contactAction(post('/en/kontakt', { ...contact, message: 'Ahoj\u0007' }, { submit })),
    );
    expect(controlInMessage.init.status).toBe(422);
    expect(controlInMessage.data.errors).toEqual({
      message: ['Message contains control characters that are not allowed'],
    });
    for (const field of ['phone', 'eventType', 'numberOfGuests', 'message'] as const) {
      const result = asData(
        await loungeAction(
          post('/en/konferencni-prostory-salonek', { ...lounge, [field]: 'x\u0000y' }, { submit, today }),
        ),
      );
      expect(result.init.status, field).toBe(422);
      expect(result.data.errors, field).toEqual({
        message: ['Message contains control characters that are not allowed'],
      });
    }
    const badKey = asData(
      await contactAction(post('/en/kontakt', { ...contact, idempotencyKey: 'not a key' }, { submit })),
    );
    expect(badKey.init.status).toBe(422);
    expect(Object.keys(badKey.data.errors)).toEqual(['idempotencyKey']);
    expect(submit).not.toHaveBeenCalled();
  });

  it('reports the form’s own errors first: the API’s rules are checked only once the fields are valid', async () => {
    const result = asData(
      await contactAction(
        post(
          '/en/kontakt',
          { ...contact, email: 'x', message: 'Ahoj\u0007', idempotencyKey: 'not a key' },
          { submit: vi.fn() },
        ),
      ),
    );
    expect(Object.keys(result.data.errors)).toEqual(['email']);
  });

  it('hands on only what the API’s schema would accept as it is (property: any text in any field)', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', ' ', 'x\u0000', '\r\n', 'a@b.cz', 'U', '2027-12-05'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: text,
          email: text,
          subject: text,
          message: text,
          phone: text,
          eventType: text,
          numberOfGuests: text,
          tableArrangement: text,
          idempotencyKey: text,
        }),
        async (fields) => {
          const handed: unknown[] = [];
          const submit = async (enquiry: unknown) => {
            handed.push(enquiry);
            return { status: 'queued', id: 'x' };
          };
          await contactAction(
            post('/kontakt', { ...contact, ...fields, email: fields.email || contact.email }, { submit }),
          );
          await loungeAction(
            post(
              '/konferencni-prostory-salonek',
              { ...lounge, ...fields, eventDate: lounge.eventDate },
              { submit, today },
            ),
          );
          for (const enquiry of handed) expect(contactApiSchema.parse(enquiry)).toEqual(enquiry);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes the longest enquiry each form allows to the API unrefused: the forms’ limits are within the API’s', async () => {
    const longest = (limit: number, letter = 'ž') => letter.repeat(limit);
    const handed: unknown[] = [];
    const submit = async (enquiry: unknown) => {
      handed.push(enquiry);
      return { status: 'queued', id: 'x' };
    };
    const email = `${longest(fieldLimits.email - '@example.cz'.length, 'a')}@example.cz`;
    const contactAnswer = await contactAction(
      post(
        '/kontakt',
        {
          ...contact,
          name: longest(fieldLimits.name),
          email,
          subject: longest(fieldLimits.subject),
          message: longest(fieldLimits.message),
        },
        { submit },
      ),
    );
    const loungeFields = {
      ...lounge,
      name: longest(fieldLimits.name),
      email,
      phone: longest(fieldLimits.phone, '9'),
      eventType: longest(fieldLimits.eventType),
      numberOfGuests: longest(fieldLimits.numberOfGuests),
      tableArrangement: 'other',
      message: longest(fieldLimits.message),
    };
    const loungeAnswer = await loungeAction(
      post('/konferencni-prostory-salonek', loungeFields, { submit, today, arrangementCapacities: { U: 40 } }),
    );
    expect([(contactAnswer as Response).status, (loungeAnswer as Response).status]).toEqual([303, 303]);
    expect(handed).toHaveLength(2);
    for (const enquiry of handed) expect(contactApiSchema.safeParse(enquiry).success).toBe(true);
  });
});
