import type { ContactApiBody } from './contact-api';
import { CONTACT_API_PATH } from './contact-api-path';
import type { FieldErrors } from './field-errors';

export type SendOutcome =
  | { kind: 'sent' }
  /** 400 with field messages (already in the request's language). */
  | { kind: 'invalid'; fields: FieldErrors }
  /** 409: this form's key was already used for a different message (which is stored); the server's words. */
  | { kind: 'conflict'; message: string | null }
  /**
   * 429 (too many messages), 403 (not from our site), 413 (too large): refused for a reason the
   * server says in its own words (in the page's language: the request asks for it). Not a failure
   * to send: "please try again" would pretend that a retry helps.
   */
  | { kind: 'refused'; status: RefusedStatus; message: string | null }
  /** 504: the server could not confirm that it kept the message; sending it again with the same key is safe. */
  | { kind: 'unconfirmed' }
  /** Network failure, 5xx, or a 400 without field messages (or anything else unexpected). */
  | { kind: 'failed'; status: number | null };

/** The refusals whose reason the server words for the guest (server/http/api-errors.ts). */
const refusedStatuses = [403, 413, 429] as const;
type RefusedStatus = (typeof refusedStatuses)[number];
const isRefused = (status: number): status is RefusedStatus => (refusedStatuses as readonly number[]).includes(status);

function fieldsOf(payload: unknown): FieldErrors | null {
  const fields = (payload as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    if (list.length > 0) result[field] = list;
  }
  return Object.keys(result).length > 0 ? result : null;
}

function messageOf(payload: unknown): string | null {
  const message = (payload as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Posts a message to the JSON endpoint and says how it went. Never throws. */
export async function sendMessage(body: ContactApiBody, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_API_PATH, {
      method: 'POST',
      // The refusals answered before the body is read (403, 413, the limiter's 429) take their language
      // from this header: the page's language, not the browser's.
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': body.lang ?? 'cs' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed', status: null };
  }
  if (response.status === 202) return { kind: 'sent' };
  if (response.status === 504) return { kind: 'unconfirmed' };
  if (response.status === 409) return { kind: 'conflict', message: messageOf(await response.json().catch(() => null)) };
  if (isRefused(response.status))
    return { kind: 'refused', status: response.status, message: messageOf(await response.json().catch(() => null)) };
  if (response.status === 400) {
    const fields = fieldsOf(await response.json().catch(() => null));
    if (fields) return { kind: 'invalid', fields };
  }
  return { kind: 'failed', status: response.status };
}
