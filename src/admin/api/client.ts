/**
 * The admin's one way to the server's JSON API (/admin/api, server/admin): same-origin
 * fetches with the session cookie, `Accept-Language` from the language toggle (the
 * server's messages, field errors included, come back in the admin's language), and
 * one error type. A 401 also tells the session listener (session.tsx), which shows
 * the sign-in and keeps the edit in progress (drafts.ts). Every answer with a body is parsed
 * with its schema of the contract (contract.ts) here, where it enters the browser: one that
 * does not fit is an `ApiError` with the code `malformed_answer`, shown in words.
 */
import type { ZodMiniType } from 'zod/mini';
import { answers, type Answer, type Endpoint } from './contract';

export const API = '/admin/api';

/** The code of an answer that does not fit the contract (the server and this admin disagree). */
export const MALFORMED_ANSWER = 'malformed_answer';

/** A field error of a 422: where (a path into the data) and what, already in the admin's language. */
export interface FieldError {
  path: (string | number)[];
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

let acceptLanguage = 'cs';
/** Called by the language toggle: the next request asks for this language. */
export function setApiLanguage(lang: 'cs' | 'en'): void {
  acceptLanguage = lang;
}

const unauthorizedListeners = new Set<() => void>();

/** The session is gone (a 401): every listener hears it (the layout sends the owner to sign in). */
export const signedOut = () => unauthorizedListeners.forEach((listener) => listener());
/** The admin's language, as every request asks for it. */
export const requestLanguage = () => acceptLanguage;
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  ifMatch?: string;
  /** The sign-in and invitation pages get a 401 as an answer, not as "the session ended". */
  quiet401?: boolean;
}

const isFieldError = (entry: unknown): entry is FieldError =>
  typeof entry === 'object' &&
  entry !== null &&
  Array.isArray((entry as FieldError).path) &&
  typeof (entry as FieldError).message === 'string';

/**
 * Parses the server's one error answer `{ error: { code, message, fields? } }` (server/http/api-errors.ts;
 * the admin's `fields` are `[{ path, message }]`); anything else keeps the status only.
 */
export function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  const data = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    fields?: unknown;
  };
  const fields = Array.isArray(data.fields) ? data.fields.filter(isFieldError) : [];
  return new ApiError(
    status,
    typeof data.code === 'string' ? data.code : `http-${status}`,
    typeof data.message === 'string' ? data.message : '',
    fields,
  );
}

/**
 * An answer's schema that is not in the contract: a later screen's, kept in its own chunk
 * (src/admin/visits/contract.ts), so that the entry does not carry it.
 */
type ScreenSchema<T> = ZodMiniType<T>;

/** An answer read with its schema; one that does not fit is refused in words. */
function fitting(schema: ScreenSchema<unknown>, status: number, body: unknown): unknown {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(status, MALFORMED_ANSWER, '', [], { cause: parsed.error });
}

/** A successful answer read with the schema of its endpoint; one that does not fit is refused in words. */
export function checked<E extends Endpoint>(endpoint: E, status: number, body: unknown): Answer<E> {
  return fitting(answers[endpoint], status, body) as Answer<E>;
}

/**
 * One request. With an endpoint of the contract (or a screen's own schema) it resolves with
 * that answer, checked; with null, with nothing (a 204, or a body the screen does not read). Rejects
 * with an ApiError (status 0: no answer; code `malformed_answer`: an answer that does not fit).
 */
export async function request<E extends Endpoint>(path: string, answer: E, options?: Options): Promise<Answer<E>>;
export async function request<T>(path: string, answer: ScreenSchema<T>, options?: Options): Promise<T>;
export async function request(path: string, answer: null, options?: Options): Promise<void>;
export async function request(
  path: string,
  answer: Endpoint | ScreenSchema<unknown> | null,
  options: Options = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'network', '');
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok)
    return answer === null
      ? undefined
      : fitting(typeof answer === 'string' ? answers[answer] : answer, response.status, body);
  if (response.status === 401 && !options.quiet401) unauthorizedListeners.forEach((listener) => listener());
  throw errorOf(response.status, body);
}
