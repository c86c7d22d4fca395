import { ApiError } from '../api/client';
import type { MessageKey } from '../i18n/messages';

/** What to show: the admin's own words, or the server's (already in the admin's language). */
export type CeremonyProblem = MessageKey | { text: string };

/**
 * What went wrong in a passkey ceremony: the person cancelled (the browser's
 * NotAllowedError, also its answer to a timeout), the link is spent (410/400 for an
 * invitation), refused for now (429: the server's words say why, too many tries or too
 * many sign-ins under way), no connection, or anything else.
 */
export function ceremonyError(error: unknown, kind: 'signIn' | 'invitation'): CeremonyProblem {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'errors.network';
    if (error.status === 429) return error.message ? { text: error.message } : 'errors.rateLimited';
    if (kind === 'invitation' && (error.status === 410 || error.status === 400 || error.status === 404))
      return 'invitation.expired';
    return `${kind}.failed`;
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return `${kind}.cancelled`;
  return `${kind}.failed`;
}

/** The problem's sentence. */
export function problemText(problem: CeremonyProblem, t: (key: MessageKey) => string): string {
  return typeof problem === 'string' ? t(problem) : problem.text;
}
