/**
 * Roles through the owners' API and the command line: an owner invites staff and changes
 * roles (audited); the last owner cannot become staff nor be revoked (409 in words); a
 * second device keeps its account's role; `npm run admin -- invite --role staff`.
 */
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { createAdminHarness, sessionCookie, SITE, tokenOf, type AdminHarness } from '../../tests/support/admin-harness';
import { SoftAuthenticator } from '../../tests/support/soft-authenticator';
import { AdminCommandError, runAdminCommand } from './admin-command';
import { AuditLog } from './audit';

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

function api(method: 'get' | 'post' | 'patch' | 'delete', url: string, cookie: string, lang: 'cs' | 'en' = 'cs') {
  const agent = request(harness.app);
  return agent[method](`/admin/api${url}`).set('Origin', SITE).set('Accept-Language', lang).set('Cookie', cookie);
}

/** Registers the passkey of an invitation link's token: the new session's cookie. */
async function accept(token: string): Promise<string> {
  const authenticator = new SoftAuthenticator(SITE);
  const options = await request(harness.app).post('/admin/api/invitation/options').set('Origin', SITE).send({ token });
  const verify = await request(harness.app)
    .post('/admin/api/invitation/verify')
    .set('Origin', SITE)
    .send({ token, response: authenticator.create(options.body) });
  expect(verify.status).toBe(201);
  return sessionCookie(verify);
}

describe('roles in the owners’ API', () => {
  it('an owner invites staff, lists roles, changes a role (audited); the last owner cannot become staff nor be revoked', async () => {
    harness = await createAdminHarness();
    const { cookie: owner } = await harness.register('owner@example.cz');

    expect((await api('post', '/invitations', owner).send({ email: 'x@example.cz', role: 'chef' })).status).toBe(400);
    const invited = await api('post', '/invitations', owner)
      .send({ email: 'jana@example.cz', role: 'staff' })
      .expect(201);
    const jana = await accept(tokenOf(invited.body.link));
    expect((await api('get', '/session', jana).expect(200)).body.owner).toEqual({
      email: 'jana@example.cz',
      role: 'staff',
    });

    const listed = (await api('get', '/owners', owner).expect(200)).body.owners as { email: string; role: string }[];
    expect(listed.map(({ email, role }) => `${email}:${role}`)).toEqual([
      'owner@example.cz:owner',
      'jana@example.cz:staff',
    ]);

    for (const lang of ['cs', 'en'] as const) {
      const refused = await api('patch', '/owners/owner@example.cz', owner, lang).send({ role: 'staff' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'last_owner_role',
        message: adminApiMessages[lang].errors.last_owner_role,
      });
      const revoke = await api('delete', '/owners/owner@example.cz', owner, lang);
      expect(revoke.status).toBe(409);
      expect(revoke.body.error.code).toBe('last_owner');
    }
    const ownersKey = (await harness.state.listPasskeys()).find((key) => key.owner === 'owner@example.cz')!;
    expect((await api('delete', `/passkeys/${ownersKey.id}`, owner)).status).toBe(409);
    expect((await api('patch', '/owners/jana@example.cz', owner).send({ role: 'boss' })).status).toBe(400);
    expect((await api('patch', '/owners/nobody@example.cz', owner).send({ role: 'owner' })).status).toBe(404);

    // Jana becomes an owner: at once (her session reads her role at every request), and then the first owner may become staff.
    expect((await api('patch', '/owners/jana@example.cz', owner).send({ role: 'owner' }).expect(200)).body).toEqual({
      email: 'jana@example.cz',
      role: 'owner',
    });
    expect((await api('get', '/owners', jana)).status).toBe(200);
    await api('patch', '/owners/owner@example.cz', jana).send({ role: 'staff' }).expect(200);
    const demoted = await api('get', '/owners', owner, 'en');
    expect(demoted.status).toBe(403);
    expect(demoted.body.error.message).toBe(adminApiMessages.en.errors.staff_forbidden);

    const audit = await harness.state.listAudit(10);
    expect(audit.filter((entry) => entry.type === 'role-changed')).toMatchObject([
      { by: 'jana@example.cz', owner: 'owner@example.cz', role: 'staff', actorRole: 'owner' },
      { by: 'owner@example.cz', owner: 'jana@example.cz', role: 'owner', actorRole: 'owner' },
    ]);
    expect(audit.find((entry) => entry.type === 'invitation')).toMatchObject({
      email: 'jana@example.cz',
      role: 'staff',
    });
  });
});

describe('npm run admin -- invite --role staff', () => {
  it('invites staff, lists roles, keeps the role of an account given a new device, and refuses another role', async () => {
    harness = await createAdminHarness();
    const out: string[] = [];
    const notes: string[] = [];
    const parts = {
      state: harness.state,
      audit: new AuditLog(harness.state, pino({ level: 'silent' }), () => new Date()),
      siteUrl: SITE,
      now: () => new Date(),
      print: (line: string) => void out.push(line),
      note: (line: string) => void notes.push(line),
    };
    await runAdminCommand(['invite', '--role', 'staff', 'Petr@Example.cz'], parts);
    expect(notes.at(-1)).toContain('a new account: staff');
    await accept(tokenOf(out.at(-1)!));
    expect((await harness.state.getOwner('petr@example.cz'))?.role).toBe('staff');

    // A second device of a staff account, even asked for as an owner's, stays staff.
    await runAdminCommand(['invite', '--role=owner', 'petr@example.cz'], parts);
    expect(notes.at(-1)).toContain('a new passkey of this account, which stays staff');
    await accept(tokenOf(out.at(-1)!));
    expect((await harness.state.getOwner('petr@example.cz'))?.role).toBe('staff');
    expect(await harness.state.listPasskeys()).toHaveLength(2);

    await runAdminCommand(['invite', 'eva@example.cz'], parts);
    expect(notes.at(-1)).toContain('a new account: an owner');
    out.length = 0;
    await runAdminCommand(['list'], parts);
    expect(out[0]).toMatch(/^petr@example\.cz {2}staff {2}since .* passkeys: 2$/);

    for (const args of [
      ['invite', '--role', 'chef', 'a@example.cz'],
      ['invite', '--role'],
      ['list', '--role', 'staff'],
    ])
      await expect(runAdminCommand(args, parts), args.join(' ')).rejects.toThrow(AdminCommandError);
  });
});
