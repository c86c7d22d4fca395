import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/admin/admin-command';
import { AuditLog } from '../../server/admin/audit';
import { FRESH_SIGN_IN_MS } from '../../server/admin/auth/sessions';
import type { AuditEntry } from '../../server/admin/state/admin-state';
import { createAdminHarness, sessionCookie, SITE, tokenOf, type AdminHarness } from '../support/admin-harness';
import { SoftAuthenticator } from '../support/soft-authenticator';

/**
 * An owner cannot become another owner: an invitation for another owner's address is
 * refused, one's own (a second device) only right after a passkey sign-in, and an
 * invitation never adds a passkey to an owner it was not made for, whatever happened
 * between its making and its use. The audit log says who invited whom and whose passkey
 * was added on whose invitation.
 */

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

const post = (path: string, body: object, cookie?: string, lang: 'cs' | 'en' = 'cs') => {
  const req = request(harness.app).post(path).set('Origin', SITE).set('Accept-Language', lang);
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
};
const inviteAs = (cookie: string, email: string, lang: 'cs' | 'en' = 'cs') =>
  post('/admin/api/invitations', { email }, cookie, lang);

/** Registers a new software passkey with an invitation's token: the verify answer. */
async function useInvitation(token: string, authenticator = new SoftAuthenticator(SITE)) {
  const options = await post('/admin/api/invitation/options', { token });
  if (options.status !== 200) return options;
  return post('/admin/api/invitation/verify', { token, response: authenticator.create(options.body) });
}

const audit = async (type: string): Promise<AuditEntry[]> =>
  (await harness.state.listAudit(100)).filter((entry) => entry.type === type);
const passkeysOf = async (email: string) =>
  (await harness.state.listPasskeys()).filter((passkey) => passkey.owner === email).map((passkey) => passkey.id);

describe('inviting from the admin', () => {
  it('refuses another owner’s address (409, in Czech and in English), right after signing in too: no link, no entry', async () => {
    harness = await createAdminHarness();
    const a = await harness.register('a@example.cz');
    const b = await harness.register('b@example.cz');
    const czech = await inviteAs(a.cookie, ' B@Example.cz ');
    expect(czech.status).toBe(409);
    expect(czech.body).toEqual({
      error: { code: 'owner_exists', message: expect.stringMatching(/^Tato adresa už patří jinému účtu\./) },
    });
    const english = await inviteAs(a.cookie, 'b@example.cz', 'en');
    expect(english.status).toBe(409);
    expect(english.body).toEqual({
      error: {
        code: 'owner_exists',
        message: expect.stringMatching(/^This address already belongs to another account\./),
      },
    });
    expect(await audit('invitation')).toEqual([]);
    // B is still B alone: one passkey, and only B's passkey signs in as B.
    expect(await passkeysOf('b@example.cz')).toEqual([b.authenticator.id]);
    expect((await harness.signIn(b.authenticator)).body).toEqual({ owner: { email: 'b@example.cz', role: 'owner' } });
  });

  it('invites a new address: its link makes a new owner, and the audit names who invited whom and whose passkey it is', async () => {
    harness = await createAdminHarness();
    const a = await harness.register('a@example.cz');
    harness.advance(FRESH_SIGN_IN_MS * 3);
    const made = await inviteAs(a.cookie, 'New@Example.cz');
    expect(made.status).toBe(201);
    const newcomer = new SoftAuthenticator(SITE);
    const registered = await useInvitation(tokenOf(made.body.link), newcomer);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ owner: { email: 'new@example.cz', role: 'owner' } });
    expect(await audit('invitation')).toMatchObject([
      { by: 'a@example.cz', email: 'new@example.cz', kind: 'new-owner' },
    ]);
    expect((await audit('owner-registered'))[0]).toMatchObject({
      owner: 'new@example.cz',
      credential: newcomer.id,
      invitedBy: 'a@example.cz',
    });
  });

  it('invites one’s own address (a second device) only within 5 minutes of a passkey sign-in, and says to sign in again otherwise', async () => {
    harness = await createAdminHarness();
    const a = await harness.register('a@example.cz');
    harness.advance(FRESH_SIGN_IN_MS + 1000);
    // A session hours old (a stolen cookie) cannot mint a lasting passkey.
    const stale = await inviteAs(a.cookie, 'a@example.cz');
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({
      error: {
        code: 'sign_in_again',
        message: expect.stringMatching(/do 5 minut po přihlášení\. Přihlaste se prosím nejdřív znovu\.$/),
      },
    });
    const staleEnglish = await inviteAs(a.cookie, 'a@example.cz', 'en');
    expect(staleEnglish.status).toBe(403);
    expect(staleEnglish.body.error.message).toMatch(/within 5 minutes of signing in\. Please sign in again first\.$/);

    const fresh = sessionCookie(await harness.signIn(a.authenticator));
    harness.advance(FRESH_SIGN_IN_MS - 1000);
    const made = await inviteAs(fresh, 'a@example.cz');
    expect(made.status).toBe(201);
    harness.advance(2000);
    expect((await inviteAs(fresh, 'a@example.cz')).status).toBe(403);
    expect(await audit('invitation')).toMatchObject([
      { by: 'a@example.cz', email: 'a@example.cz', kind: 'new-device' },
    ]);

    // The link adds a passkey to A, and it signs in as A.
    const phone = new SoftAuthenticator(SITE);
    const added = await useInvitation(tokenOf(made.body.link), phone);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ owner: { email: 'a@example.cz', role: 'owner' } });
    expect(await passkeysOf('a@example.cz')).toEqual([a.authenticator.id, phone.id]);
    expect((await harness.signIn(phone)).body).toEqual({ owner: { email: 'a@example.cz', role: 'owner' } });
    expect(await audit('passkey-added')).toMatchObject([
      { owner: 'a@example.cz', credential: phone.id, invitedBy: 'a@example.cz' },
    ]);
  });

  it('takes a revoked owner’s address as new: invited again, it is a new owner whose old passkey stays out', async () => {
    harness = await createAdminHarness();
    const a = await harness.register('a@example.cz');
    const b = await harness.register('b@example.cz');
    expect(
      (await request(harness.app).delete('/admin/api/owners/b@example.cz').set('Origin', SITE).set('Cookie', a.cookie))
        .status,
    ).toBe(204);
    const made = await inviteAs(a.cookie, 'b@example.cz');
    expect(made.status).toBe(201);
    expect((await audit('invitation'))[0]).toMatchObject({
      by: 'a@example.cz',
      email: 'b@example.cz',
      kind: 'new-owner',
    });
    const phone = new SoftAuthenticator(SITE);
    expect((await useInvitation(tokenOf(made.body.link), phone)).status).toBe(201);
    expect(await passkeysOf('b@example.cz')).toEqual([phone.id]);
    expect((await harness.signIn(b.authenticator)).status).toBe(401);
    expect((await audit('owner-registered'))[0]).toMatchObject({
      owner: 'b@example.cz',
      credential: phone.id,
      invitedBy: 'a@example.cz',
    });
  });
});

describe('npm run admin -- invite', () => {
  /** Runs the command in this process, on the harness's state: its stdout. */
  async function cli(...args: string[]): Promise<string[]> {
    const printed: string[] = [];
    const log = new AuditLog(harness.state, pino({ level: 'silent' }), () => new Date());
    await runAdminCommand(args, {
      state: harness.state,
      audit: log,
      siteUrl: SITE,
      now: () => new Date(),
      print: (line) => printed.push(line),
      note: () => undefined,
    });
    return printed;
  }

  it('invites anyone, an owner’s address included (the recovery path): a new passkey of that owner, audited as the operator’s', async () => {
    harness = await createAdminHarness();
    const b = await harness.register('b@example.cz');
    harness.advance(FRESH_SIGN_IN_MS * 100);
    const [link] = await cli('invite', 'b@example.cz');
    const phone = new SoftAuthenticator(SITE);
    const added = await useInvitation(tokenOf(link!), phone);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ owner: { email: 'b@example.cz', role: 'owner' } });
    expect(await passkeysOf('b@example.cz')).toEqual([b.authenticator.id, phone.id]);
    const [newcomer] = await cli('invite', 'c@example.cz');
    expect((await useInvitation(tokenOf(newcomer!))).status).toBe(201);
    expect(await audit('invitation')).toMatchObject([
      { by: 'cli', email: 'c@example.cz', kind: 'new-owner' },
      { by: 'cli', email: 'b@example.cz', kind: 'new-device' },
    ]);
    expect(await audit('passkey-added')).toMatchObject([
      { owner: 'b@example.cz', credential: phone.id, invitedBy: 'cli' },
    ]);
    expect((await audit('owner-registered')).map((entry) => 'invitedBy' in entry && entry.invitedBy)).toEqual([
      'cli',
      'cli',
    ]);
  });
});

describe('an invitation made while its address was no owner’s', () => {
  it.each([
    ['options asked before the address became an owner', true],
    ['options asked after', false],
  ])('never adds a passkey to the owner it has become (%s)', async (_, early) => {
    harness = await createAdminHarness();
    const a = await harness.register('a@example.cz');
    const made = await inviteAs(a.cookie, 'x@example.cz');
    expect(made.status).toBe(201);
    const token = tokenOf(made.body.link);
    const thief = new SoftAuthenticator(SITE);
    const before = early ? await post('/admin/api/invitation/options', { token }) : null;
    // Meanwhile X is made an owner with another invitation.
    const x = await harness.register('x@example.cz');
    const options = before ?? (await post('/admin/api/invitation/options', { token }));
    if (!early) expect(options.status).toBe(410);
    const verify = await post('/admin/api/invitation/verify', {
      token,
      response: thief.create(early ? options.body : { challenge: 'a'.repeat(43), rp: {}, user: { id: 'AAAA' } }),
    });
    expect(verify.status).toBe(410);
    expect(verify.body.error.code).toBe('invitation_invalid');
    expect(verify.headers['set-cookie']).toBeUndefined();
    expect(await passkeysOf('x@example.cz')).toEqual([x.authenticator.id]);
    expect((await harness.signIn(thief)).status).toBe(401);
    expect(await audit('passkey-added')).toEqual([]);
  });

  it('made by the operator, it is refused too once the address has become an owner', async () => {
    harness = await createAdminHarness();
    const token = await harness.invite('x@example.cz');
    const x = await harness.register('x@example.cz');
    expect((await post('/admin/api/invitation/options', { token })).status).toBe(410);
    expect(await passkeysOf('x@example.cz')).toEqual([x.authenticator.id]);
  });
});
