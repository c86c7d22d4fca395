import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminHarness, sessionCookie, SITE, tokenOf, type AdminHarness } from '../../tests/support/admin-harness';
import { builtCommand } from '../../tests/support/built-server';
import { SoftAuthenticator } from '../../tests/support/soft-authenticator';

/**
 * `npm run admin`: the command line beside a running server on the same DATA_DIR, as a
 * process of its own (dist/server/admin-cli.js, what `npm run admin` runs), writing under
 * the same lock.
 */

const run = promisify(execFile);
/** A safety net, not a budget: each command is a node process of its own, slow on a busy machine. */
const SLOW = 240_000;
let harness: AdminHarness;
afterEach(async () => harness?.dispose());

async function admin(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SITE_URL: SITE, DATA_DIR: harness.dataDir };
  return run(process.execPath, [builtCommand('admin-cli'), ...args], { env, cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => ({
      stdout: error.stdout,
      stderr: error.stderr,
      code: error.code,
    }),
  );
}

describe('npm run admin', () => {
  it(
    'invites (the link on stdout), lists, and revokes: the recovery path, against the running server',
    async () => {
      harness = await createAdminHarness();
      const invited = await admin('invite', 'Owner@Example.cz');
      expect(invited.code).toBe(0);
      const link = invited.stdout.trim();
      expect(link).toMatch(/^https:\/\/www\.restaurace-ballon\.test\/admin\/invitation#token=[\w-]{43}$/);
      expect(invited.stderr).toContain('owner@example.cz');

      const token = tokenOf(link);
      const authenticator = new SoftAuthenticator(SITE);
      const options = await request(harness.app)
        .post('/admin/api/invitation/options')
        .set('Origin', SITE)
        .send({ token });
      const registered = await request(harness.app)
        .post('/admin/api/invitation/verify')
        .set('Origin', SITE)
        .send({ token, response: authenticator.create(options.body) });
      expect(registered.status).toBe(201);
      const cookie = sessionCookie(registered);

      const listed = await admin('list');
      expect(listed.stdout).toContain('owner@example.cz  owner  since ');
      expect(listed.stdout).toContain(`  ${authenticator.id}  created `);

      const revoked = await admin('revoke', 'owner@example.cz');
      expect(revoked.code).toBe(0);
      expect(revoked.stdout).toContain('revoked owner@example.cz: 1 passkey(s) removed');
      expect(revoked.stderr).toContain(
        'no owner is left: nobody can invite or change the address until npm run admin -- invite <e-mail>',
      );
      expect((await request(harness.app).get('/admin/api/session').set('Cookie', cookie)).status).toBe(401);
      expect(
        (await harness.state.listAudit(10)).map((entry) => `${entry.type}:${'by' in entry ? entry.by : ''}`),
      ).toEqual(['owner-revoked:cli', 'owner-registered:', 'invitation:cli']);
    },
    SLOW,
  );

  it(
    'refuses what it cannot do with one line and exit code 1',
    async () => {
      harness = await createAdminHarness();
      for (const args of [
        [],
        ['invite'],
        ['invite', 'not-an-address'],
        ['revoke', 'nobody@example.cz'],
        ['list', 'extra'],
        ['purge', 'x@example.cz'],
      ]) {
        const answer = await admin(...args);
        expect(answer.code, args.join(' ')).toBe(1);
        expect(answer.stdout).toBe('');
        expect(answer.stderr.trim().split('\n')).toHaveLength(1);
      }
    },
    SLOW,
  );

  it(
    'writes under the server’s lock: invitations made while the server signs owners in are all kept',
    async () => {
      harness = await createAdminHarness();
      const { authenticator } = await harness.register('first@example.cz');
      const [invites] = await Promise.all([
        Promise.all(['a', 'b', 'c', 'd'].map((name) => admin('invite', `${name}@example.cz`))),
        (async () => {
          for (let n = 0; n < 6; n += 1) expect((await harness.signIn(authenticator)).status).toBe(200);
        })(),
      ]);
      for (const { stdout } of invites) {
        const options = await request(harness.app)
          .post('/admin/api/invitation/options')
          .set('Origin', SITE)
          .send({ token: tokenOf(stdout.trim()) });
        expect(options.status).toBe(200);
      }
    },
    SLOW,
  );
});
