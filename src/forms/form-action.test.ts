import { describe, expect, it, vi } from 'vitest';
// Both languages' messages, as the server has them (the field messages are read from them).
import '../i18n';
import type { ActionFunctionArgs } from 'react-router-dom';
import { contactAction } from './contact-action';
import { loungeAction } from './lounge-action';
import type { FormActionContext } from './form-action';

function post(path: string, fields: Record<string, string>, context: FormActionContext | unknown) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { request, context, params: {} } as unknown as ActionFunctionArgs;
}

const contactFields = {
  name: 'Jan',
  email: 'jan@example.com',
  subject: '',
  message: 'Ahoj',
  consent: 'on',
  website: '',
  idempotencyKey: 'key-1',
};

/** The `data(state, { status })` value an action returned. */
function asData(result: unknown) {
  return result as {
    data: { status: string; errors: Record<string, string[]>; values: Record<string, unknown> };
    init: { status: number };
  };
}

describe('contact action (no JavaScript)', () => {
  it('submits the API body and redirects 303 to the success marker', async () => {
    const submit = vi.fn(async () => ({ status: 'queued', id: 'x' }));
    const result = await contactAction(post('/en/kontakt', contactFields, { submit }));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/en/kontakt?odeslano=1#formular');
    expect(submit).toHaveBeenCalledWith({
      name: 'Jan',
      email: 'jan@example.com',
      subject: '',
      message: 'Ahoj',
      website: '',
      lang: 'en',
      idempotencyKey: 'key-1',
      form: 'contact',
    });
  });

  it('answers 422 with the values and the Czech errors, submitting nothing', async () => {
    const submit = vi.fn(async () => undefined);
    const result = asData(
      await contactAction(post('/kontakt', { ...contactFields, email: 'x', consent: '' }, { submit })),
    );
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { name: 'Jan', email: 'x', subject: '', message: 'Ahoj', consent: false, idempotencyKey: 'key-1' },
      errors: { email: ['Neplatná emailová adresa'], consent: ['Musíte souhlasit se zpracováním osobních údajů.'] },
      form: 'contact',
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('answers 429 when rate limited and 503 when the message could not be stored', async () => {
    const limited = asData(
      await contactAction(post('/kontakt', contactFields, { submit: vi.fn(), rateLimited: true })),
    );
    expect(limited.init.status).toBe(429);
    expect(limited.data.status).toBe('rate-limited');
    const failing = { submit: vi.fn(async () => Promise.reject(new Error('disk full'))) };
    const failed = asData(await contactAction(post('/kontakt', contactFields, failing)));
    expect(failed.init.status).toBe(503);
    expect(failed.data.status).toBe('failed');
  });

  it('understands a submit that answers with a status instead of throwing', async () => {
    const unavailable = asData(
      await contactAction(post('/kontakt', contactFields, { submit: vi.fn(async () => ({ status: 'unavailable' })) })),
    );
    expect(unavailable.init.status).toBe(503);
    expect(unavailable.data.status).toBe('failed');
    // Perhaps stored (the store could not confirm it): the same notice, but never the 503 that says "not stored".
    const unconfirmed = asData(
      await contactAction(post('/kontakt', contactFields, { submit: vi.fn(async () => ({ status: 'unconfirmed' })) })),
    );
    expect(unconfirmed.init.status).toBe(504);
    expect(unconfirmed.data.status).toBe('unconfirmed');
    const fields = { email: ['Neplatná emailová adresa'] };
    const invalid = asData(
      await contactAction(
        post('/kontakt', contactFields, { submit: vi.fn(async () => ({ status: 'invalid', fields })) }),
      ),
    );
    expect(invalid.init.status).toBe(422);
    expect(invalid.data.errors).toEqual(fields);
    const queued = await contactAction(
      post('/kontakt', contactFields, { submit: vi.fn(async () => ({ status: 'queued', id: 'x' })) }),
    );
    expect((queued as Response).status).toBe(303);
  });

  it('reads only a queued answer as sent: anything else is a failure, never a 303', async () => {
    for (const answer of [undefined, null, {}, { status: 'conflict' }, { status: 'sent' }]) {
      const result = asData(
        await contactAction(post('/kontakt', contactFields, { submit: vi.fn(async () => answer) })),
      );
      expect(result.init.status).toBe(503);
    }
  });

  it('when rate limited, recognises a message already stored (a double click at the limit) and otherwise answers 429', async () => {
    const replay = await contactAction(
      post('/kontakt', contactFields, {
        submit: vi.fn(async () => ({ status: 'queued', id: 'x' })),
        rateLimited: true,
      }),
    );
    expect((replay as Response).status).toBe(303);
    const notStored = asData(
      await contactAction(
        post('/kontakt', contactFields, { submit: vi.fn(async () => ({ status: 'limited' })), rateLimited: true }),
      ),
    );
    expect(notStored.init.status).toBe(429);
    const invalid = vi.fn();
    const limitedInvalid = asData(
      await contactAction(post('/kontakt', { ...contactFields, email: 'x' }, { submit: invalid, rateLimited: true })),
    );
    expect(limitedInvalid.init.status).toBe(429);
    expect(invalid).not.toHaveBeenCalled();
  });

  it('refuses to run without the server context', async () => {
    await expect(contactAction(post('/kontakt', contactFields, undefined))).rejects.toThrow(/requestContext/);
  });
});

describe('lounge action (no JavaScript)', () => {
  const fields = {
    name: 'Jana',
    email: 'jana@example.com',
    phone: '',
    eventDate: '2025-12-05',
    eventType: 'Svatba',
    numberOfGuests: '60',
    tableArrangement: 'other',
    message: '',
    consent: 'on',
    website: '',
    idempotencyKey: '',
  };

  it('submits the composed Czech block with the localized subject', async () => {
    const submit = vi.fn(async () => ({ status: 'queued', id: 'x' }));
    const result = await loungeAction(post('/konferencni-prostory-salonek', fields, { submit, today: '2025-11-08' }));
    expect((result as Response).headers.get('Location')).toBe('/konferencni-prostory-salonek?odeslano=1#inquiry-form');
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'Poptávka pronájmu salonku',
        message: expect.stringMatching(/^Poptávka salonku\n\nJméno: Jana\n[\s\S]*Uspořádání stolů: Jiné$/),
        lang: 'cs',
      }),
    );
    expect((submit.mock.calls as unknown[][])[0]?.[0]).not.toHaveProperty('idempotencyKey');
  });

  it('rejects a date in the past against the given today', async () => {
    const result = asData(
      await loungeAction(post('/en/konferencni-prostory-salonek', fields, { submit: vi.fn(), today: '2025-12-06' })),
    );
    expect(result.init.status).toBe(422);
    expect(result.data.errors).toEqual({ eventDate: ['The event date must not be in the past'] });
  });
});
