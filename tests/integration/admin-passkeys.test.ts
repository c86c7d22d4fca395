import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminHarness, sessionCookie, SITE, type AdminHarness } from '../support/admin-harness';
import { SoftAuthenticator } from '../support/soft-authenticator';

/**
 * Sign-in with passkeys: a software authenticator (tests/support) drives the
 * real @simplewebauthn/server verification through the admin's API.
 */

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

const post = (path: string, body?: object, cookie?: string) => {
  const req = request(harness.app).post(path).set('Origin', SITE);
  if (cookie) req.set('Cookie', cookie);
  return body ? req.send(body) : req;
};
const auditTypes = async () => (await harness.state.listAudit(100)).map((entry) => entry.type);

describe('invite → register → sign in', () => {
  it('creates an owner with a passkey, gives a session, and signs in again with no e-mail asked', async () => {
    harness = await createAdminHarness();
    const { cookie, authenticator } = await harness.register('Majitel@Example.cz');
    const session = await request(harness.app).get('/admin/api/session').set('Cookie', cookie);
    expect(session.status).toBe(200);
    expect(session.body.owner).toEqual({ email: 'majitel@example.cz', role: 'owner' });

    const options = await post('/admin/api/sign-in/options');
    expect(options.status).toBe(200);
    // Discoverable: no credential named, nothing about who is an owner.
    expect(options.body.allowCredentials ?? []).toEqual([]);
    expect(options.body.userVerification).toBe('required');
    expect(options.body.rpId).toBe('www.restaurace-ballon.test');
    expect(JSON.stringify(options.body)).not.toContain('majitel');
    const signedIn = await post('/admin/api/sign-in/verify', { response: authenticator.get(options.body) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ owner: { email: 'majitel@example.cz', role: 'owner' } });
    const second = sessionCookie(signedIn);
    // A new opaque id at every sign-in.
    expect(second).not.toBe(cookie);
    expect((await request(harness.app).get('/admin/api/session').set('Cookie', second)).status).toBe(200);
    expect(await auditTypes()).toEqual(['sign-in', 'owner-registered']);
    const [passkey] = await harness.state.listPasskeys();
    expect(passkey).toMatchObject({
      id: authenticator.id,
      owner: 'majitel@example.cz',
      counter: 1,
      transports: ['internal'],
    });
    expect(passkey!.lastUsedAt).not.toBeNull();
  });

  it('asks for user verification and a discoverable credential when creating the passkey', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    const options = await post('/admin/api/invitation/options', { token });
    expect(options.status).toBe(200);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.rp.id).toBe('www.restaurace-ballon.test');
    expect(options.body.timeout).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe('invitation links', () => {
  it('opened but not used stays valid; used once, it is consumed; a reuse is 410', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    // A mail scanner opens it (twice): nothing is consumed.
    expect((await post('/admin/api/invitation/options', { token })).status).toBe(200);
    const options = await post('/admin/api/invitation/options', { token });
    expect(options.status).toBe(200);
    const authenticator = new SoftAuthenticator(SITE);
    expect(
      (await post('/admin/api/invitation/verify', { token, response: authenticator.create(options.body) })).status,
    ).toBe(201);
    expect((await post('/admin/api/invitation/options', { token })).status).toBe(410);
    // The first options' challenge, still unused, cannot register with the consumed link either.
    const again = await post('/admin/api/invitation/verify', {
      token,
      response: new SoftAuthenticator(SITE).create(options.body),
    });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('invitation_invalid');
  });

  it('expires after 24 hours, and is refused when the token is unknown, malformed or missing', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    harness.advance(24 * 3_600_000 + 1000);
    expect((await post('/admin/api/invitation/options', { token })).status).toBe(410);
    const fresh = await harness.invite('owner@example.cz');
    for (const bad of [
      fresh.slice(0, -1) + (fresh.endsWith('A') ? 'B' : 'A'),
      'x'.repeat(43),
      '../../etc',
      42,
      null,
      'a'.repeat(100_000),
    ]) {
      const answer = await post('/admin/api/invitation/options', { token: bad });
      expect([400, 410, 413]).toContain(answer.status);
    }
    expect((await post('/admin/api/invitation/options', {})).status).toBe(410);
    expect((await post('/admin/api/invitation/options', { token: fresh })).status).toBe(200);
  });

  it('keeps only the hash of the token', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    const { readFile } = await import('node:fs/promises');
    const stored = await readFile(`${harness.dataDir}/admin/owners.json`, 'utf8');
    expect(stored).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(22);
  });
});

describe('WebAuthn, done strictly', () => {
  it('refuses a replayed challenge', async () => {
    harness = await createAdminHarness();
    const { authenticator } = await harness.register('owner@example.cz');
    const options = await post('/admin/api/sign-in/options');
    const answer = authenticator.get(options.body);
    expect((await post('/admin/api/sign-in/verify', { response: answer })).status).toBe(200);
    expect((await post('/admin/api/sign-in/verify', { response: answer })).status).toBe(401);
    // A fresh answer to the used challenge (a higher counter) is refused too.
    expect((await post('/admin/api/sign-in/verify', { response: authenticator.get(options.body) })).status).toBe(401);
    expect(await auditTypes()).toContain('sign-in-failed');
  });

  it('refuses a challenge older than 5 minutes', async () => {
    harness = await createAdminHarness();
    const { authenticator } = await harness.register('owner@example.cz');
    const options = await post('/admin/api/sign-in/options');
    harness.advance(5 * 60_000 + 1000);
    expect((await post('/admin/api/sign-in/verify', { response: authenticator.get(options.body) })).status).toBe(401);
  });

  it('refuses a counter that goes backwards (a cloned authenticator), and audits it', async () => {
    harness = await createAdminHarness();
    const { authenticator } = await harness.register('owner@example.cz');
    for (let n = 0; n < 3; n += 1) expect((await harness.signIn(authenticator)).status).toBe(200);
    authenticator.counter = 1;
    const options = await post('/admin/api/sign-in/options');
    const refused = await post('/admin/api/sign-in/verify', {
      response: authenticator.get(options.body, { counter: 2 }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const audit = await harness.state.listAudit(10);
    expect(audit[0]).toMatchObject({
      type: 'sign-in-failed',
      reason: 'counter-regression',
      credential: authenticator.id,
    });
    expect(audit[1]).toMatchObject({
      type: 'counter-regression',
      owner: 'owner@example.cz',
      credential: authenticator.id,
    });
    // The same counter again is no progress either.
    const same = await post('/admin/api/sign-in/options');
    expect(
      (await post('/admin/api/sign-in/verify', { response: authenticator.get(same.body, { counter: 3 }) })).status,
    ).toBe(401);
  });

  it('refuses an answer without the user-verified flag, at registration and at sign-in', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    const options = await post('/admin/api/invitation/options', { token });
    const unverified = await post('/admin/api/invitation/verify', {
      token,
      response: new SoftAuthenticator(SITE).create(options.body, { userVerified: false }),
    });
    expect(unverified.status).toBe(400);
    expect(await harness.state.listOwners()).toEqual([]);
    const { authenticator } = await harness.register('owner@example.cz');
    const signIn = await post('/admin/api/sign-in/options');
    expect(
      (await post('/admin/api/sign-in/verify', { response: authenticator.get(signIn.body, { userVerified: false }) }))
        .status,
    ).toBe(401);
  });

  it('refuses another origin or RP id in the ceremony (a phishing page), at registration and at sign-in', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    for (const twist of [
      { origin: 'https://restaurace-ballon.test.evil.example' },
      { rpId: 'evil.example' },
      { origin: 'http://www.restaurace-ballon.test' },
    ]) {
      const options = await post('/admin/api/invitation/options', { token });
      expect(
        (
          await post('/admin/api/invitation/verify', {
            token,
            response: new SoftAuthenticator(SITE).create(options.body, twist),
          })
        ).status,
      ).toBe(400);
    }
    const { authenticator } = await harness.register('owner@example.cz');
    for (const twist of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await post('/admin/api/sign-in/options');
      expect(
        (await post('/admin/api/sign-in/verify', { response: authenticator.get(options.body, twist) })).status,
      ).toBe(401);
    }
  });

  it('takes the RP and the origin from SITE_URL whatever the Host header says', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('owner@example.cz');
    const options = await post('/admin/api/invitation/options', { token })
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example');
    expect(options.body.rp.id).toBe('www.restaurace-ballon.test');
    // A ceremony made for the spoofed host is refused.
    const spoofed = await post('/admin/api/invitation/verify', {
      token,
      response: new SoftAuthenticator('https://evil.example').create(options.body, { rpId: 'evil.example' }),
    }).set('Host', 'evil.example');
    expect(spoofed.status).toBe(400);
    const signIn = await post('/admin/api/sign-in/options').set('Host', 'evil.example');
    expect(signIn.body.rpId).toBe('www.restaurace-ballon.test');
  });

  it('refuses an unknown credential and answers every malformed answer 400/401, never 5xx', async () => {
    harness = await createAdminHarness();
    await harness.register('owner@example.cz');
    const stranger = new SoftAuthenticator(SITE);
    expect((await harness.signIn(stranger)).status).toBe(401);
    const options = await post('/admin/api/sign-in/options');
    const good = stranger.get(options.body);
    const shapes: unknown[] = [
      null,
      'x',
      42,
      [],
      {},
      { ...good, id: 42 },
      { ...good, response: null },
      { ...good, response: { ...good.response, clientDataJSON: '!!!' } },
      { ...good, response: { ...good.response, clientDataJSON: Buffer.from('not json').toString('base64url') } },
      { ...good, response: { ...good.response, signature: 'A'.repeat(2048) } },
      { ...good, type: 'other' },
    ];
    for (const response of shapes) {
      const answer = await post('/admin/api/sign-in/verify', { response });
      expect(answer.status, JSON.stringify(response)?.slice(0, 80)).toBe(401);
    }
    const text = await request(harness.app)
      .post('/admin/api/sign-in/verify')
      .set('Origin', SITE)
      .set('Content-Type', 'application/json')
      .send('{"response":');
    expect(text.status).toBe(400);
    const form = await request(harness.app)
      .post('/admin/api/sign-in/verify')
      .set('Origin', SITE)
      .type('form')
      .send('response=1');
    expect(form.status).toBe(415);
    const huge = await post('/admin/api/sign-in/verify', { response: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });
});
