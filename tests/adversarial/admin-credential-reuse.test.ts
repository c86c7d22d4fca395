/**
 * A passkey registered with the id of a passkey already registered (found by an
 * adversarial review; WebAuthn §7.1 step 22 says to refuse it). An owner's credential
 * ids are no secret: the owners page lists them. Registering one again with an
 * invitation replaced that owner's passkey with the newcomer's key: the owner was signed
 * out and locked out, and the audit log showed a registration, never a revocation.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { SoftAuthenticator } from '../support/soft-authenticator';

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

/** A software passkey that claims another one's credential id (its own key pair). */
function claiming(id: Buffer): SoftAuthenticator {
  const thief = new SoftAuthenticator(SITE);
  Object.defineProperty(thief, 'credentialId', { value: id });
  return thief;
}

describe('registering a credential id that is already registered', () => {
  it.each([
    ['another owner’s', 'second@example.cz'],
    ['the owner’s own, from a new invitation', 'owner@example.cz'],
  ])(
    '%s: refused (400), the passkey, its owner and their session untouched, the invitation still open',
    async (_, invited) => {
      harness = await createAdminHarness();
      const owner = await harness.register('owner@example.cz');
      const before = await harness.state.getPasskey(owner.authenticator.id);
      const token = await harness.invite(invited);
      const options = await request(harness.app)
        .post('/admin/api/invitation/options')
        .set('Origin', SITE)
        .send({ token });
      const thief = claiming(owner.authenticator.credentialId);
      const answer = await request(harness.app)
        .post('/admin/api/invitation/verify')
        .set('Origin', SITE)
        .send({ token, response: thief.create(options.body) });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('verification_failed');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(await harness.state.getPasskey(owner.authenticator.id)).toEqual(before);
      expect((await request(harness.app).get('/admin/api/session').set('Cookie', owner.cookie)).status).toBe(200);
      expect((await harness.signIn(owner.authenticator)).status).toBe(200);
      // The invitation was not used up by the refusal: the invited person registers a passkey of their own.
      const again = await request(harness.app)
        .post('/admin/api/invitation/options')
        .set('Origin', SITE)
        .send({ token });
      const verified = await request(harness.app)
        .post('/admin/api/invitation/verify')
        .set('Origin', SITE)
        .send({ token, response: new SoftAuthenticator(SITE).create(again.body) });
      expect(verified.status).toBe(201);
    },
  );
});
