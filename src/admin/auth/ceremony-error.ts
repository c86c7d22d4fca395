import { ApiError } from '../api/client';
import type { MessageKey } from '../i18n/messages';

/**
 * What went wrong in a passkey ceremony, as a message key: the person cancelled (the
 * browser's NotAllowedError, also its answer to a timeout), the link is spent (410/400
 * for an invitation), too many tries (429), no connection, or anything else.
 */
export function ceremonyError(error: unknown, kind: 'signIn' | 'invitation'): MessageKey {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'errors.network';
    if (error.status === 429) return 'errors.rateLimited';
    if (kind === 'invitation' && (error.status === 410 || error.status === 400 || error.status === 404)) return 'invitation.expired';
    return `${kind}.failed`;
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return `${kind}.cancelled`;
  return `${kind}.failed`;
}
