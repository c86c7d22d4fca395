import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { request } from '../api/client';
import type { Account } from '../api/types';

/**
 * The sign-in ceremony: options, the browser's passkey prompt, the server's verdict. A new
 * session (its cookie) on success: the signed-in account (e-mail and role). Rejects with what went
 * wrong (ceremony-error.ts says it in words).
 */
export async function passkeySignIn(): Promise<Account> {
  const optionsJSON = await request<PublicKeyCredentialRequestOptionsJSON>('/sign-in/options', {
    method: 'POST',
    body: {},
    quiet401: true,
  });
  const response = await startAuthentication({ optionsJSON });
  const answer = await request<{ owner: Account }>('/sign-in/verify', {
    method: 'POST',
    body: { response },
    quiet401: true,
  });
  return answer.owner;
}
