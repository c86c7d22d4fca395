import { describe, expect, it, vi } from 'vitest';
import { sendMessage } from './send-message';

const body = { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', website: '', lang: 'cs' as const };
const reply = (status: number, json?: unknown) =>
  vi.fn(async () => new Response(json === undefined ? null : JSON.stringify(json), { status }));

describe('sendMessage', () => {
  it('posts JSON to the endpoint and reads 202 as sent', async () => {
    const fetchImpl = reply(202, { data: { id: 'x' }, error: null });
    expect(await sendMessage(body, fetchImpl)).toEqual({ kind: 'sent' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/send-contact-email', expect.objectContaining({ method: 'POST' }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    // The page's language, for the refusals the server answers before it reads the body.
    expect(new Headers(init.headers).get('accept-language')).toBe('cs');
    await sendMessage({ ...body, lang: 'en' }, fetchImpl);
    expect(
      new Headers((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].headers).get('accept-language'),
    ).toBe('en');
  });

  it("reads 429, 403 and 413 as refused, with the server's own words", async () => {
    const limited = reply(429, {
      error: { code: 'rate_limited', message: 'Odeslali jste v krátké době příliš mnoho zpráv.' },
    });
    expect(await sendMessage(body, limited)).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Odeslali jste v krátké době příliš mnoho zpráv.',
    });
    expect(
      await sendMessage(body, reply(403, { error: { code: 'cross_site', message: 'Only from our site.' } })),
    ).toEqual({ kind: 'refused', status: 403, message: 'Only from our site.' });
    expect(
      await sendMessage(body, reply(413, { error: { code: 'payload_too_large', message: 'Too large.' } })),
    ).toEqual({ kind: 'refused', status: 413, message: 'Too large.' });
    // A proxy's own page (no JSON) or an empty message: refused all the same, without words.
    expect(await sendMessage(body, reply(429))).toEqual({ kind: 'refused', status: 429, message: null });
    expect(await sendMessage(body, reply(413, { error: { message: ' ' } }))).toEqual({
      kind: 'refused',
      status: 413,
      message: null,
    });
  });

  it('returns the field messages of a validation 400', async () => {
    const fetchImpl = reply(400, {
      error: { code: 'validation', message: 'x', fields: { email: ['Neplatná emailová adresa'], junk: 3 } },
    });
    expect(await sendMessage(body, fetchImpl)).toEqual({
      kind: 'invalid',
      fields: { email: ['Neplatná emailová adresa'] },
    });
  });

  it("reads a 409 as a reused key, with the server's message", async () => {
    const fetchImpl = reply(409, {
      error: { code: 'idempotency_conflict', message: 'Tato zpráva už byla odeslána s jiným obsahem.' },
    });
    expect(await sendMessage(body, fetchImpl)).toEqual({
      kind: 'conflict',
      message: 'Tato zpráva už byla odeslána s jiným obsahem.',
    });
    expect(await sendMessage(body, reply(409))).toEqual({ kind: 'conflict', message: null });
  });

  it('tells a 504 (not confirmed as stored, safe to send again) from a failure', async () => {
    expect(await sendMessage(body, reply(504, { error: { code: 'unconfirmed' } }))).toEqual({ kind: 'unconfirmed' });
    expect(await sendMessage(body, reply(503, { error: { code: 'unavailable' } }))).toEqual({
      kind: 'failed',
      status: 503,
    });
  });

  it('treats a 400 without fields, 5xx and network errors as failures', async () => {
    expect(await sendMessage(body, reply(400, { error: { code: 'bad_json' } }))).toEqual({
      kind: 'failed',
      status: 400,
    });
    expect(await sendMessage(body, reply(400))).toEqual({ kind: 'failed', status: 400 });
    expect(await sendMessage(body, reply(500, { error: { code: 'unavailable' } }))).toEqual({
      kind: 'failed',
      status: 500,
    });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendMessage(body, offline)).toEqual({ kind: 'failed', status: null });
  });
});
