import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { request } from '../api/client';
import type { Account } from '../api/contract';

/**
 * The sign-in ceremony: options, the browser's passkey prompt, the server's verdict. A new
 * session (its cookie) on success: the signed-in account (e-mail and role). Rejects with what went
 * wrong (ceremony-error.ts says it in words).
 */
export async function passkeySignIn(): Promise<Account> {
  // (Checked as far as the contract knows them; the library reads the rest.)
  const optionsJSON = (await request('/sign-in/options', 'signInOptions', {
    method: 'POST',
    body: {},
    quiet401: true,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  const answer = await request('/sign-in/verify', 'signedIn', {
    method: 'POST',
    body: { response },
    quiet401: true,
  });
  return answer.owner;
}
