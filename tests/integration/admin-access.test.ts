import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../server/admin/auth/sessions';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { SoftAuthenticator } from '../support/soft-authenticator';

/**
 * Every admin route and API without a session, with an expired or revoked one,
 * with a cookie that is not one, and from another origin. Never a 5xx.
 */

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

/** Every API of piece A that needs a session, with a body where it takes one. */
const guardedApis: [method: 'get' | 'post' | 'delete', path: string, body?: object][] = [
  ['get', '/admin/api/session'],
  ['post', '/admin/api/sign-out'],
  ['get', '/admin/api/owners'],
  ['post', '/admin/api/invitations', { email: 'new@example.cz' }],
  ['delete', '/admin/api/owners/owner@example.cz'],
  ['delete', '/admin/api/passkeys/abc'],
  ['get', '/admin/api/audit'],
  ['get', '/admin/api/no-such-thing'],
  ['get', '/admin/api/content/hours'],
];
const guardedPages = [
  '/admin',
  '/admin/lunch',
  '/admin/lunch/2026-11-27',
  '/admin/content/hours',
  '/admin/history/hours',
  '/admin/photos',
  '/admin/inbox',
  '/admin/owners',
  '/admin/audit',
];

function call(method: 'get' | 'post' | 'delete', path: string, cookie?: string, body?: object) {
  const req = request(harness.app)[method](path).set('Origin', SITE);
  if (cookie) req.set('Cookie', cookie);
  return body ? req.send(body) : req;
}

async function expectLockedOut(cookie: string | undefined) {
  for (const [method, path, body] of guardedApis) {
    const answer = await call(method, path, cookie, body);
    expect(answer.status, `${method} ${path}`).toBe(401);
    expect(answer.body.error.code).toBe('unauthorized');
    expect(answer.headers['cache-control']).toBe('private, no-store');
  }
  for (const path of guardedPages) {
    const answer = await call('get', path, cookie);
    expect(answer.status, path).toBe(303);
    expect(answer.headers.location).toBe('/admin/sign-in');
  }
}

describe('without a live session', () => {
  it('every API is 401 and every page a 303 to sign-in: no cookie, one that does not exist, garbled, very long, repeated', async () => {
    harness = await createAdminHarness();
    const { cookie } = await harness.register('owner@example.cz');
    const id = cookie.split('=')[1]!;
    await expectLockedOut(undefined);
    for (const bad of [
      `ballon_admin=${'A'.repeat(43)}`,
      'ballon_admin=%00%ff;;;=',
      `ballon_admin=${id}x`,
      `ballon_admin=${'a'.repeat(8000)}`,
      'ballon_admin=',
      `other=${id}`,
      `ballon_admin=${id.toLowerCase()}`,
    ]) {
      await expectLockedOut(bad);
    }
    // Signed in, the same routes answer.
    expect((await call('get', '/admin/api/session', cookie)).status).toBe(200);
    expect((await call('get', '/admin', cookie)).status).toBe(200);
  });

  it('a session ends after 30 minutes idle, and after 12 hours whatever happens', async () => {
    harness = await createAdminHarness();
    const { cookie } = await harness.register('owner@example.cz');
    harness.advance(SESSION_IDLE_MS - 60_000);
    expect((await call('get', '/admin/api/session', cookie)).status).toBe(200);
    harness.advance(SESSION_IDLE_MS - 60_000);
    // Still alive: the request before refreshed it.
    expect((await call('get', '/admin/api/session', cookie)).status).toBe(200);
    harness.advance(SESSION_IDLE_MS + 1000);
    await expectLockedOut(cookie);

    const { authenticator } = await harness.register('second@example.cz');
    const fresh = (await harness.signIn(authenticator)).headers['set-cookie']![0]!.split(';')[0]!;
    for (let spent = 0; spent < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS; spent += SESSION_IDLE_MS - 60_000) {
      harness.advance(SESSION_IDLE_MS - 60_000);
      expect((await call('get', '/admin/api/session', fresh)).status).toBe(200);
    }
    harness.advance(SESSION_IDLE_MS - 60_000);
    await expectLockedOut(fresh);
  });

  it('a revoked owner’s sessions stop at the next request; so does a session of a revoked passkey', async () => {
    harness = await createAdminHarness();
    const first = await harness.register('first@example.cz');
    const second = await harness.register('second@example.cz');
    const revoked = await call('delete', '/admin/api/owners/second@example.cz', first.cookie);
    expect(revoked.status).toBe(204);
    await expectLockedOut(second.cookie);
    expect((await harness.signIn(second.authenticator)).status).toBe(401);

    // Invited again, the same e-mail is a new owner: the old session stays dead.
    const again = await harness.register('second@example.cz');
    await expectLockedOut(second.cookie);
    const passkey = again.authenticator.id;
    expect((await call('delete', `/admin/api/passkeys/${passkey}`, first.cookie)).status).toBe(204);
    await expectLockedOut(again.cookie);
    const audit = (await call('get', '/admin/api/audit', first.cookie)).body.entries as { type: string }[];
    expect(audit.slice(0, 1)).toMatchObject([
      { type: 'passkey-revoked', by: 'first@example.cz', owner: 'second@example.cz', credential: passkey },
    ]);
    expect(audit.map((entry) => entry.type)).toContain('owner-revoked');
  });

  it('sign-out is a POST and ends the session', async () => {
    harness = await createAdminHarness();
    const { cookie } = await harness.register('owner@example.cz');
    expect((await request(harness.app).get('/admin/api/sign-out').set('Cookie', cookie)).status).toBe(404);
    const out = await call('post', '/admin/api/sign-out', cookie);
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']?.[0]).toMatch(
      /^ballon_admin=; Path=\/admin; HttpOnly; Secure; SameSite=Strict; Max-Age=0$/,
    );
    await expectLockedOut(cookie);
    expect((await harness.state.listAudit(1))[0]).toMatchObject({ type: 'sign-out', owner: 'owner@example.cz' });
  });
});

describe('from another origin', () => {
  it('every state-changing request is 403 before any session check, signed in or not; nothing changes', async () => {
    harness = await createAdminHarness();
    const { cookie, authenticator } = await harness.register('owner@example.cz');
    const token = await harness.invite('other@example.cz');
    const posts: [string, object][] = [
      ['/admin/api/invitation/options', { token }],
      ['/admin/api/invitation/verify', { token, response: {} }],
      ['/admin/api/sign-in/options', {}],
      ['/admin/api/sign-in/verify', { response: authenticator.get({ challenge: 'x'.repeat(43) }) }],
      ['/admin/api/sign-out', {}],
      ['/admin/api/invitations', { email: 'evil@example.cz' }],
    ];
    for (const cookieOrNot of [undefined, cookie]) {
      for (const [origin, site] of [
        ['https://evil.example', undefined],
        ['null', undefined],
        [SITE, 'cross-site'],
        [SITE, 'same-site'],
      ] as const) {
        for (const [path, body] of posts) {
          const req = request(harness.app).post(path).set('Origin', origin);
          if (site) req.set('Sec-Fetch-Site', site);
          if (cookieOrNot) req.set('Cookie', cookieOrNot);
          const answer = await req.send(body);
          expect(answer.status, `${origin} ${site} ${path}`).toBe(403);
          expect(answer.body.error.code).toBe('cross_site');
        }
        for (const path of ['/admin/api/owners/owner@example.cz', `/admin/api/passkeys/${authenticator.id}`]) {
          const req = request(harness.app).delete(path).set('Origin', origin);
          if (site) req.set('Sec-Fetch-Site', site);
          if (cookieOrNot) req.set('Cookie', cookieOrNot);
          expect((await req).status).toBe(403);
        }
      }
    }
    expect((await call('get', '/admin/api/session', cookie)).status).toBe(200);
    expect((await harness.state.listOwners()).map((owner) => owner.email)).toEqual(['owner@example.cz']);
  });
});

describe('owners', () => {
  it('an owner invites (the link shown once), lists owners and passkeys, and cannot remove the last owner or passkey', async () => {
    harness = await createAdminHarness();
    const { cookie, authenticator } = await harness.register('owner@example.cz');
    const invited = await call('post', '/admin/api/invitations', cookie, { email: ' Nový@Example.cz ' });
    expect(invited.status).toBe(400);
    const made = await call('post', '/admin/api/invitations', cookie, { email: ' Novy@Example.cz ' });
    expect(made.status).toBe(201);
    expect(made.body.link).toMatch(/^https:\/\/www\.restaurace-ballon\.test\/admin\/invitation#token=[\w-]{43}$/);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    for (const email of [null, 42, '', 'not-an-address', `${'a'.repeat(250)}@example.cz`])
      expect((await call('post', '/admin/api/invitations', cookie, { email })).status).toBe(400);
    expect((await harness.state.listAudit(1))[0]).toMatchObject({
      type: 'invitation',
      by: 'owner@example.cz',
      email: 'novy@example.cz',
    });

    const owners = await call('get', '/admin/api/owners', cookie);
    expect(owners.body).toEqual({
      owners: [
        {
          email: 'owner@example.cz',
          createdAt: expect.any(String),
          role: 'owner',
          passkeys: [{ id: authenticator.id, createdAt: expect.any(String), lastUsedAt: null, label: 'internal' }],
        },
      ],
    });
    expect((await call('delete', '/admin/api/owners/owner@example.cz', cookie)).status).toBe(409);
    expect((await call('delete', `/admin/api/passkeys/${authenticator.id}`, cookie)).status).toBe(409);
    expect((await call('delete', '/admin/api/owners/nobody@example.cz', cookie)).status).toBe(404);
    expect((await call('delete', '/admin/api/owners/..%2f..%2fetc', cookie)).status).toBe(404);
    expect((await call('delete', '/admin/api/passkeys/nothing', cookie)).status).toBe(404);
  });
});

describe('the attempt limit', () => {
  it('limits the sign-in and the invitation endpoints per client, with Retry-After', async () => {
    harness = await createAdminHarness({ attempts: { limit: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await request(harness.app).post('/admin/api/sign-in/options').set('Origin', SITE)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await request(harness.app)
      .post('/admin/api/sign-in/verify')
      .set('Origin', SITE)
      .send({ response: new SoftAuthenticator(SITE).get({ challenge: 'a'.repeat(43) }) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client (its address from the trusted proxy's X-Forwarded-For) has its own count.
    expect(
      (
        await request(harness.app)
          .post('/admin/api/sign-in/options')
          .set('Origin', SITE)
          .set('X-Forwarded-For', '203.0.113.9')
      ).status,
    ).toBe(200);
    const invitation = [];
    for (let n = 0; n < 4; n += 1)
      invitation.push(
        (await request(harness.app).post('/admin/api/invitation/options').set('Origin', SITE).send({ token: 'x' }))
          .status,
      );
    expect(invitation).toEqual([410, 410, 410, 429]);
  });
});
