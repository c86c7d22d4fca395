import type { NodemailerError } from 'nodemailer';
import { withoutAddresses } from './transport';

/** Why a delivery failed, without personal data. */
export interface DeliveryFailure {
  code: string | null;
  responseCode: number | null;
  response: string | null;
  detail: string;
}

/** Failures that are the configuration's, not the message's: retried, but logged as errors. */
export const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'ECONFIG', 'EREQUIRETLS', 'EOAUTH2']);

/** A permanent SMTP refusal (5xx but 503): retrying the same message would be refused again. */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as NodemailerError;
  if (CONFIGURATION_CODES.has(String(e.code))) return false;
  if (typeof e.permanent === 'boolean') return e.permanent;
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.responseCode !== 503;
}

/**
 * Whose fault a failure is:
 * - 'server': the mail server cannot be reached or used (connection, time-out, TLS, login,
 *   421, a full disk for .eml files). Every message would fail the same way, so the
 *   whole queue waits instead of each message trying on its own.
 * - 'refused': the server refused this message for good (5xx).
 * - 'message': the server answered this message with a temporary refusal (4xx).
 */
export function failureScope(error: unknown): 'server' | 'refused' | 'message' {
  const e = error as NodemailerError;
  if (CONFIGURATION_CODES.has(String(e.code))) return 'server';
  if (typeof e.responseCode !== 'number' || e.responseCode === 421) return 'server';
  return isPermanentFailure(error) ? 'refused' : 'message';
}

/** Why a delivery failed, without personal data (addresses in the server's reply are masked). */
export function describeFailure(error: unknown): DeliveryFailure {
  const e = error as NodemailerError;
  return {
    code: typeof e.code === 'string' ? e.code : null,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : null,
    response: withoutAddresses(e.response),
    detail: withoutAddresses(e instanceof Error ? e.message : String(error)) ?? '',
  };
}

/**
 * A failure in one line, as every inbox lists it: the server's code first (`451`, `550`, or
 * nodemailer's `ECONNECTION`, `EAUTH`…), then its answer or the error's text. The owner's
 * inbox reads the code from the front of it to say what happened in words.
 */
export function failureLine(failure: DeliveryFailure): string {
  return [failure.responseCode ?? failure.code, failure.response ?? failure.detail].filter(Boolean).join(' ');
}
