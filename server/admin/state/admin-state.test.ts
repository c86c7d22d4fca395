import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import lockfile from 'proper-lockfile';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedisServer } from '../../../tests/support/redis-server';
import {
  AUDIT_MAX_ENTRIES,
  AUDIT_MAX_FAILED_SIGN_INS,
  AUDIT_RETENTION_DAYS,
  MAX_LIVE_CHALLENGES,
  withinAuditBounds,
  type AdminState,
  type AuditEntry,
  type Challenge,
  type Passkey,
  type Session,
} from './admin-state';
import { fileAdminState } from './file-state';
import { redisAdminState } from './redis-state';
import { CHALLENGE_ENDS, CHALLENGES } from './redis-state/challenges';

/**
 * The admin's state, one contract for both backends: files under DATA_DIR/admin and a
 * real redis-server. What is taken once is taken once under concurrency, and what
 * expires reads as absent.
 */

let redisServer: RedisServer;
let redis: Redis;
const dirs: string[] = [];
beforeAll(async () => {
  redisServer = await RedisServer.start();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.remove();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The last file state's directory: where its audit.json is. */
let fileDir = '';
/**
 * Each backend: how to open a fresh state, the audit log's types as stored (oldest first),
 * whatever a listing shows, and how many challenge records it stores (in Redis, in each of its two keys).
 */
const backends: [string, () => Promise<AdminState>, () => Promise<string[]>, () => Promise<number[]>][] = [
  [
    'files',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'admin-state-'));
      dirs.push(dir);
      fileDir = dir;
      return fileAdminState(dir);
    },
    async () =>
      (JSON.parse(await readFile(path.join(fileDir, 'admin', 'audit.json'), 'utf8')) as AuditEntry[]).map(
        (entry) => entry.type,
      ),
    async () => [
      (JSON.parse(await readFile(path.join(fileDir, 'admin', 'challenges.json'), 'utf8')) as unknown[]).length,
    ],
  ],
  [
    'Redis',
    async () => {
      await redis.flushall();
      return redisAdminState(redis);
    },
    async () =>
      (await redis.zrange('ballon:admin:audit', '0', '-1')).map(
        (member) => (JSON.parse(member.slice(member.indexOf(' ') + 1)) as AuditEntry).type,
      ),
    async () => [await redis.hlen(CHALLENGES), await redis.zcard(CHALLENGE_ENDS)],
  ],
];

const HOUR = 3_600_000;
/** Every time of a test is relative to its start (a busy machine takes seconds between two lines). */
let base = Date.now();
beforeEach(() => void (base = Date.now()));
const at = (ms: number) => new Date(base + ms);
const iso = (ms: number) => at(ms).toISOString();
const passkey = (id: string, owner: string): Passkey => ({
  id,
  owner,
  publicKey: 'pk',
  counter: 0,
  transports: ['internal'],
  createdAt: iso(0),
  lastUsedAt: null,
});
const invitation = (tokenHash: string, email: string, expiresIn = 24 * HOUR) => ({
  tokenHash,
  email,
  by: 'cli',
  createdAt: iso(0),
  expiresAt: iso(expiresIn),
});
const owner = (email: string, userId = `u-${email}`) => ({ email, userId, createdAt: iso(0) });

describe.each(backends)('the admin state on %s', (_name, open, stored, storedChallenges) => {
  it('consumes an invitation once, even when two registrations race for it', async () => {
    const state = await open();
    await state.putInvitation(invitation('h1', 'a@example.cz'));
    const results = await Promise.all([
      state.register({ owner: owner('a@example.cz'), passkey: passkey('p1', 'a@example.cz'), invitation: 'h1' }, at(0)),
      state.register(
        { owner: owner('a@example.cz', 'other'), passkey: passkey('p2', 'a@example.cz'), invitation: 'h1' },
        at(0),
      ),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await state.getInvitation('h1', at(0))).toBeNull();
    expect(await state.listOwners()).toHaveLength(1);
    expect(await state.listPasskeys()).toHaveLength(1);
  });

  it('an invitation expires; removing an owner removes their passkeys and invitations', async () => {
    const state = await open();
    await state.putInvitation(invitation('h2', 'b@example.cz', HOUR));
    expect(await state.getInvitation('h2', at(HOUR - 1000))).not.toBeNull();
    expect(await state.getInvitation('h2', at(HOUR + 1000))).toBeNull();
    expect(
      await state.register(
        { owner: owner('b@example.cz'), passkey: passkey('p3', 'b@example.cz'), invitation: 'h2' },
        at(HOUR + 1000),
      ),
    ).toBe(false);
    await state.putInvitation(invitation('h3', 'c@example.cz'));
    expect(
      await state.register(
        { owner: owner('c@example.cz'), passkey: passkey('p4', 'c@example.cz'), invitation: 'h3' },
        at(0),
      ),
    ).toBe(true);
    await state.putInvitation(invitation('h4', 'c@example.cz'));
    expect(await state.removeOwner('c@example.cz')).toBe(true);
    expect(await state.removeOwner('c@example.cz')).toBe(false);
    expect(await state.getPasskey('p4')).toBeNull();
    expect(await state.getInvitation('h4', at(0))).toBeNull();
  });

  it('an invitation dies with the passkey its inviter signed in with, or with the inviter, even when written after the revocation', async () => {
    const state = await open();
    await state.putInvitation(invitation('h8', 'e@example.cz'));
    expect(
      await state.register(
        { owner: owner('e@example.cz'), passkey: passkey('p8', 'e@example.cz'), invitation: 'h8' },
        at(0),
      ),
    ).toBe(true);
    await state.putInvitation({ ...invitation('h9', 'thief@example.cz'), by: 'e@example.cz', byCredential: 'p8' });
    expect(await state.removePasskey('p8')).not.toBeNull();
    expect(
      await state.register(
        { owner: owner('thief@example.cz'), passkey: passkey('p9', 'thief@example.cz'), invitation: 'h9' },
        at(0),
      ),
    ).toBe(false);
    // Written in the moment after the inviter was revoked (their request was under way): it lets nobody in.
    await state.putInvitation(invitation('h10', 'f@example.cz'));
    expect(
      await state.register(
        { owner: owner('f@example.cz'), passkey: passkey('p10', 'f@example.cz'), invitation: 'h10' },
        at(0),
      ),
    ).toBe(true);
    expect(await state.removeOwner('f@example.cz')).toBe(true);
    await state.putInvitation({ ...invitation('h11', 'late@example.cz'), by: 'f@example.cz', byCredential: 'p10' });
    await state.putInvitation({ ...invitation('h12', 'older@example.cz'), by: 'f@example.cz' });
    expect(
      await state.register(
        { owner: owner('late@example.cz'), passkey: passkey('p11', 'late@example.cz'), invitation: 'h11' },
        at(0),
      ),
    ).toBe(false);
    expect(
      await state.register(
        { owner: owner('older@example.cz'), passkey: passkey('p12', 'older@example.cz'), invitation: 'h12' },
        at(0),
      ),
    ).toBe(false);
    expect(
      (await state.listOwners())
        .map(({ email }) => email)
        .filter((email) => ['thief@example.cz', 'late@example.cz', 'older@example.cz'].includes(email)),
    ).toEqual([]);
  });

  it("removing an owner voids the invitations they made for others (a stolen session's links die with the revocation)", async () => {
    const state = await open();
    await state.putInvitation(invitation('h5', 'd@example.cz'));
    expect(
      await state.register(
        { owner: owner('d@example.cz'), passkey: passkey('p5', 'd@example.cz'), invitation: 'h5' },
        at(0),
      ),
    ).toBe(true);
    await state.putInvitation({ ...invitation('h6', 'stranger@example.cz'), by: 'd@example.cz' });
    await state.putInvitation(invitation('h7', 'friend@example.cz'));
    expect(await state.removeOwner('d@example.cz')).toBe(true);
    expect(await state.getInvitation('h6', at(0))).toBeNull();
    expect(await state.getInvitation('h7', at(0))).not.toBeNull();
  });

  it('an invitation adds a passkey only to whom it names: a new owner while the address is no one’s, or the owner of its user handle', async () => {
    const state = await open();
    await state.putInvitation(invitation('n1', 'a@example.cz'));
    expect(
      await state.register(
        { owner: owner('a@example.cz', 'u1'), passkey: passkey('p1', 'a@example.cz'), invitation: 'n1' },
        at(0),
      ),
    ).toBe(true);
    // For a new owner, but the address is an owner's now: refused, nothing changed, the invitation left as it was.
    await state.putInvitation(invitation('n2', 'a@example.cz'));
    expect(
      await state.register(
        { owner: owner('a@example.cz', 'u2'), passkey: passkey('p2', 'a@example.cz'), invitation: 'n2' },
        at(0),
      ),
    ).toBe(false);
    expect(await state.getInvitation('n2', at(0))).not.toBeNull();
    // For a device of another owner of that address (revoked and invited again since), or of an owner who is gone.
    await state.putInvitation({ ...invitation('d1', 'a@example.cz'), userId: 'u-before' });
    expect(
      await state.register(
        { owner: owner('a@example.cz', 'u-before'), passkey: passkey('p3', 'a@example.cz'), invitation: 'd1' },
        at(0),
      ),
    ).toBe(false);
    await state.putInvitation({ ...invitation('d2', 'b@example.cz'), userId: 'u-b' });
    expect(
      await state.register(
        { owner: owner('b@example.cz', 'u-b'), passkey: passkey('p4', 'b@example.cz'), invitation: 'd2' },
        at(0),
      ),
    ).toBe(false);
    // For a device of the owner it names: added.
    await state.putInvitation({ ...invitation('d3', 'a@example.cz'), userId: 'u1' });
    expect(
      await state.register(
        { owner: owner('a@example.cz', 'u1'), passkey: passkey('p5', 'a@example.cz'), invitation: 'd3' },
        at(0),
      ),
    ).toBe(true);
    expect(await state.listOwners()).toEqual([owner('a@example.cz', 'u1')]);
    expect((await state.listPasskeys()).map((entry) => entry.id).sort()).toEqual(['p1', 'p5']);
  });

  it('two invitations for one new address used at once make one owner with one passkey', async () => {
    const state = await open();
    await state.putInvitation(invitation('r1', 'c@example.cz'));
    await state.putInvitation(invitation('r2', 'c@example.cz'));
    const results = await Promise.all([
      state.register(
        { owner: owner('c@example.cz', 'u1'), passkey: passkey('p1', 'c@example.cz'), invitation: 'r1' },
        at(0),
      ),
      state.register(
        { owner: owner('c@example.cz', 'u2'), passkey: passkey('p2', 'c@example.cz'), invitation: 'r2' },
        at(0),
      ),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await state.listOwners()).toHaveLength(1);
    expect(await state.listPasskeys()).toHaveLength(1);
  });

  it('changes a role; an account without one is an owner; the last owner never becomes staff, even when two owners race', async () => {
    const state = await open();
    const join = async (email: string, hash: string, role?: 'staff') => {
      await state.putInvitation(invitation(hash, email));
      const account = { ...owner(email), ...(role ? { role } : {}) };
      expect(
        await state.register({ owner: account, passkey: passkey(`p-${hash}`, email), invitation: hash }, at(0)),
      ).toBe(true);
    };
    await join('a@example.cz', 's1');
    await join('b@example.cz', 's2');
    await join('c@example.cz', 's3', 'staff');
    expect((await state.getOwner('a@example.cz'))?.role).toBeUndefined();
    expect((await state.getOwner('c@example.cz'))?.role).toBe('staff');
    expect(await state.setRole('nobody@example.cz', 'staff')).toBe('not-found');
    expect(await state.setRole('a@example.cz', 'owner')).toBe('unchanged');
    expect(await state.setRole('c@example.cz', 'owner')).toBe('changed');
    expect(await state.setRole('c@example.cz', 'staff')).toBe('changed');
    // Two owners make each other staff at once: exactly one change goes through, and an owner remains.
    const results = await Promise.all([state.setRole('a@example.cz', 'staff'), state.setRole('b@example.cz', 'staff')]);
    expect(results.sort()).toEqual(['changed', 'last-owner']);
    const roles = (await state.listOwners()).map((account) => account.role ?? 'owner');
    expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
    const last = (await state.listOwners()).find((account) => (account.role ?? 'owner') === 'owner')!;
    expect(await state.setRole(last.email, 'staff')).toBe('last-owner');
    expect((await state.getOwner(last.email))?.role ?? 'owner').toBe('owner');
    // The rest of the account is kept as it was.
    expect(await state.getOwner('c@example.cz')).toEqual({ ...owner('c@example.cz'), role: 'staff' });
  });

  it('an owner made staff loses the invitations they made in the same step: their links make no owner', async () => {
    const state = await open();
    for (const [email, hash] of [
      ['a@example.cz', 'r1'],
      ['b@example.cz', 'r2'],
    ] as const) {
      await state.putInvitation(invitation(hash, email));
      expect(
        await state.register({ owner: owner(email), passkey: passkey(`p-${hash}`, email), invitation: hash }, at(0)),
      ).toBe(true);
    }
    await state.putInvitation({ ...invitation('r3', 'puppet@example.cz'), by: 'b@example.cz' });
    await state.putInvitation({ ...invitation('r4', 'friend@example.cz'), by: 'a@example.cz' });
    expect(await state.setRole('b@example.cz', 'staff')).toBe('changed');
    expect(await state.getInvitation('r3', at(0))).toBeNull();
    expect(await state.getInvitation('r4', at(0))).not.toBeNull();
    // Made an owner again, nothing comes back.
    expect(await state.setRole('b@example.cz', 'owner')).toBe('changed');
    expect(await state.getInvitation('r3', at(0))).toBeNull();
  });

  it('a new device keeps its account’s role', async () => {
    const state = await open();
    await state.putInvitation(invitation('d1', 'd@example.cz'));
    await state.register(
      {
        owner: { ...owner('d@example.cz', 'ud'), role: 'staff' },
        passkey: passkey('pd1', 'd@example.cz'),
        invitation: 'd1',
      },
      at(0),
    );
    await state.putInvitation({ ...invitation('d2', 'd@example.cz'), userId: 'ud' });
    expect(
      await state.register(
        {
          owner: { ...owner('d@example.cz', 'ud'), role: 'owner' },
          passkey: passkey('pd2', 'd@example.cz'),
          invitation: 'd2',
        },
        at(0),
      ),
    ).toBe(true);
    expect((await state.getOwner('d@example.cz'))?.role).toBe('staff');
    expect((await state.listPasskeys()).map((entry) => entry.id).sort()).toEqual(['pd1', 'pd2']);
  });

  it('takes a challenge once, under concurrency; an expired one reads as absent', async () => {
    const state = await open();
    await state.putChallenge({ challenge: 'c1', kind: 'authentication', expiresAt: iso(5 * 60_000) }, at(0));
    const taken = await Promise.all([
      state.takeChallenge('c1', at(0)),
      state.takeChallenge('c1', at(0)),
      state.takeChallenge('c1', at(0)),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    await state.putChallenge({ challenge: 'c2', kind: 'authentication', expiresAt: iso(5 * 60_000) }, at(0));
    expect(await state.takeChallenge('c2', at(5 * 60_000 + 1))).toBeNull();
    expect(await state.takeChallenge('nothing', at(0))).toBeNull();
  });

  it(`keeps at most ${MAX_LIVE_CHALLENGES} live challenges: past them a start is refused until the oldest ends, and none is evicted`, async () => {
    const state = await open();
    const challenge = (n: number, endsIn = 5 * 60_000): Challenge => ({
      challenge: `c${n}`,
      kind: 'authentication',
      expiresAt: iso(endsIn),
    });
    // The first ends a minute before the others: the refusal names its end.
    expect(await state.putChallenge(challenge(0, 4 * 60_000), at(0))).toEqual({ kept: true });
    for (let n = 1; n < MAX_LIVE_CHALLENGES - 10; n++) await state.putChallenge(challenge(n), at(n));
    // Fifty starts race for the last ten places: ten are kept, whatever the order.
    const raced = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        state.putChallenge(challenge(MAX_LIVE_CHALLENGES + n), at(MAX_LIVE_CHALLENGES)),
      ),
    );
    expect(raced.filter((result) => result.kept)).toHaveLength(10);
    expect(raced.find((result) => !result.kept)).toEqual({ kept: false, retryAt: at(4 * 60_000) });
    expect(new Set(await storedChallenges())).toEqual(new Set([MAX_LIVE_CHALLENGES]));
    // Once the first has ended, there is one place again; the ended one is dropped.
    expect(await state.putChallenge(challenge(2000), at(4 * 60_000))).toEqual({ kept: true });
    expect((await state.putChallenge(challenge(2001), at(4 * 60_000))).kept).toBe(false);
    expect(await state.takeChallenge('c0', at(4 * 60_000))).toBeNull();
    // Every other one kept is still there, taken once.
    const kept = [
      'c2000',
      ...Array.from({ length: MAX_LIVE_CHALLENGES - 11 }, (_, n) => `c${n + 1}`),
      ...raced.flatMap((result, n) => (result.kept ? [`c${MAX_LIVE_CHALLENGES + n}`] : [])),
    ];
    expect(kept).toHaveLength(MAX_LIVE_CHALLENGES);
    const taken = await Promise.all(kept.map((id) => state.takeChallenge(id, at(4 * 60_000))));
    expect(taken.filter((entry) => entry === null)).toEqual([]);
    expect(await state.takeChallenge('c1', at(4 * 60_000))).toBeNull();
    expect(new Set(await storedChallenges())).toEqual(new Set([0]));
  });

  it('a session lives 30 minutes idle and until its absolute end', async () => {
    const state = await open();
    const idle = 30 * 60_000;
    const session: Session = {
      idHash: 's1',
      owner: 'a@example.cz',
      userId: 'u',
      credential: 'p1',
      createdAt: iso(0),
      lastSeenAt: iso(0),
      absoluteExpiresAt: iso(12 * HOUR),
    };
    await state.putSession(session, idle);
    expect(await state.getSession('s1', at(idle - 1000), idle)).toMatchObject({ owner: 'a@example.cz' });
    expect(await state.getSession('s1', at(idle + 1000), idle)).toBeNull();
    await state.putSession({ ...session, lastSeenAt: iso(12 * HOUR - 60_000) }, idle);
    expect(await state.getSession('s1', at(12 * HOUR + 1000), idle)).toBeNull();
    await state.removeSession('s1');
    expect(await state.getSession('s1', at(0), idle)).toBeNull();
  });

  it('keeps the audit log newest first and drops entries past its retention', async () => {
    const state = await open();
    const old: AuditEntry = { at: iso(-400 * 86_400_000), type: 'sign-out', owner: 'old@example.cz' };
    await state.appendAudit(old);
    await state.appendAudit({ at: iso(0), type: 'sign-in', owner: 'a@example.cz', credential: 'p1' });
    await state.appendAudit({ at: iso(1), type: 'sign-out', owner: 'a@example.cz' });
    expect((await state.listAudit(10)).map((entry) => entry.type)).toEqual(['sign-out', 'sign-in']);
    expect(await state.listAudit(1)).toHaveLength(1);
  });

  it(`keeps an audit entry ${AUDIT_RETENTION_DAYS} days by the audit's clock: listed until then, dropped by the next entry after`, async () => {
    const state = await open();
    const DAY = 86_400_000;
    await state.appendAudit({ at: iso(0), type: 'sign-in', owner: 'a@example.cz', credential: 'p1' });
    await state.appendAudit({
      at: iso(10 * DAY),
      type: 'enquiry-status',
      by: 'a@example.cz',
      enquiry: '20261122T100000000Z-0123456789ab',
      status: 'answered',
    });
    const types = async (now: Date) => (await state.listAudit(10, now)).map((entry) => entry.type);
    expect(await types(at(AUDIT_RETENTION_DAYS * DAY))).toEqual(['enquiry-status', 'sign-in']);
    // A year and a day on, with nothing appended meanwhile: the first entry is not shown any more.
    expect(await types(at((AUDIT_RETENTION_DAYS + 1) * DAY))).toEqual(['enquiry-status']);
    expect(await types(at((AUDIT_RETENTION_DAYS + 11) * DAY))).toEqual([]);
    // The next entry, by its own time, removes from the store what the retention no longer keeps.
    await state.appendAudit({ at: iso((AUDIT_RETENTION_DAYS + 5) * DAY), type: 'sign-out', owner: 'a@example.cz' });
    expect(await stored()).toEqual(['enquiry-status', 'sign-out']);
  });

  it('gets, sets and lists enquiry statuses by id', async () => {
    const state = await open();
    await state.setStatus('20261122T100000000Z-0123456789ab', 'answered');
    await state.setStatus('20261122T100000000Z-0123456789ac', 'archived');
    await state.setStatus('20261122T100000000Z-0123456789ab', 'new');
    // A table request's own marks.
    await state.setStatus('20261122T100000000Z-0123456789ad', 'confirmed');
    await state.setStatus('20261122T100000000Z-0123456789ae', 'declined');
    expect(await state.getStatuses(['20261122T100000000Z-0123456789ab', 'unknown'])).toEqual({
      '20261122T100000000Z-0123456789ab': 'new',
    });
    expect(await state.getStatuses([])).toEqual({});
    expect(await state.listStatuses()).toEqual({
      '20261122T100000000Z-0123456789ab': 'new',
      '20261122T100000000Z-0123456789ac': 'archived',
      '20261122T100000000Z-0123456789ad': 'confirmed',
      '20261122T100000000Z-0123456789ae': 'declined',
    });
  });

  it('forgets the statuses of erased enquiries, and only theirs', async () => {
    const state = await open();
    for (const n of [1, 2, 3]) await state.setStatus(`20261122T100000000Z-01234567890${n}`, 'answered');
    await state.removeStatuses(['20261122T100000000Z-012345678901', '20261122T100000000Z-012345678903', 'never-set']);
    await state.removeStatuses([]);
    expect(await state.listStatuses()).toEqual({ '20261122T100000000Z-012345678902': 'answered' });
  });
});

describe("the audit log's bounds", () => {
  const failed = (n: number): AuditEntry => ({ at: iso(n), type: 'sign-in-failed', reason: 'unknown-credential' });
  const saved = (n: number): AuditEntry => ({
    at: iso(n),
    type: 'content-save',
    by: 'a@example.cz',
    file: 'hours',
    version: `v${n}`,
  });

  it("keeps the newest failed sign-ins under their own bound: failures never push an owner's event out", () => {
    const entries = [saved(0), ...Array.from({ length: AUDIT_MAX_FAILED_SIGN_INS + 50 }, (_, n) => failed(n + 1))];
    const kept = withinAuditBounds(entries);
    expect(kept[0]).toEqual(saved(0));
    expect(kept.filter((entry) => entry.type === 'sign-in-failed')).toEqual(entries.slice(51));
  });

  it('keeps the newest other events under theirs', () => {
    const entries = [failed(0), ...Array.from({ length: AUDIT_MAX_ENTRIES + 5 }, (_, n) => saved(n + 1))];
    const kept = withinAuditBounds(entries);
    expect(kept).toEqual([failed(0), ...entries.slice(6)]);
  });

  it('in files: appending applies the bounds (the file holds what withinAuditBounds keeps)', async () => {
    const state = await backends[0]![1]();
    await state.appendAudit(saved(0));
    await state.appendAudit(failed(1));
    expect(await backends[0]![2]()).toEqual(['content-save', 'sign-in-failed']);
  });

  it('in Redis: failed sign-ins past their bound drop only older failures, and a listing merges both by time', async () => {
    await redis.flushall();
    const state = redisAdminState(redis);
    await state.appendAudit(saved(0));
    for (let n = 1; n <= AUDIT_MAX_FAILED_SIGN_INS + 20; n++) await state.appendAudit(failed(n));
    await state.appendAudit(saved(AUDIT_MAX_FAILED_SIGN_INS + 21));
    const listed = await state.listAudit(AUDIT_MAX_ENTRIES, at(AUDIT_MAX_FAILED_SIGN_INS + 30));
    expect(listed).toHaveLength(AUDIT_MAX_FAILED_SIGN_INS + 2);
    expect(listed[0]).toEqual(saved(AUDIT_MAX_FAILED_SIGN_INS + 21));
    expect(listed[1]).toEqual(failed(AUDIT_MAX_FAILED_SIGN_INS + 20));
    expect(listed.at(-2)).toEqual(failed(21));
    expect(listed.at(-1)).toEqual(saved(0));
    expect((await state.listAudit(3, at(AUDIT_MAX_FAILED_SIGN_INS + 30))).map((entry) => entry.type)).toEqual([
      'content-save',
      'sign-in-failed',
      'sign-in-failed',
    ]);
  });
});

describe("the file backend's challenges", () => {
  const challenge: Challenge = {
    challenge: 'c-lock',
    kind: 'authentication',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };

  it("never take the lock that the owners' saves, sessions and audit share", async () => {
    const lock = vi.spyOn(lockfile, 'lock');
    try {
      const state = await backends[0]![1]();
      const shared = () =>
        lock.mock.calls.filter(([, options]) => options?.lockfilePath === path.join(fileDir, 'admin', 'state.lock'))
          .length;
      await state.appendAudit({ at: iso(0), type: 'sign-out', owner: 'a@example.cz' });
      expect(shared()).toBe(1);
      for (let n = 0; n < 20; n++) {
        await state.putChallenge({ ...challenge, challenge: `c${n}` }, at(0));
        await state.takeChallenge(`c${n}`, at(0));
      }
      expect(lock.mock.calls.length).toBeGreaterThan(1);
      expect(shared()).toBe(1);
    } finally {
      lock.mockRestore();
    }
  });

  it('are kept and taken while another process holds the shared lock', async () => {
    const state = await backends[0]![1]();
    const dir = path.join(fileDir, 'admin');
    await mkdir(dir, { recursive: true });
    // As `npm run admin` or an owner's save on another process holds it.
    const release = await lockfile.lock(dir, { realpath: false, lockfilePath: path.join(dir, 'state.lock') });
    try {
      expect(await state.putChallenge(challenge, at(0))).toEqual({ kept: true });
      expect(await state.takeChallenge(challenge.challenge, at(0))).toEqual(challenge);
    } finally {
      await release();
    }
  });
});

describe('the Redis backend', () => {
  it('keeps the challenges and each session under keys that expire with them', async () => {
    await redis.flushall();
    const state = redisAdminState(redis);
    await state.putChallenge(
      { challenge: 'c9', kind: 'authentication', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
      new Date(),
    );
    await state.putSession(
      {
        idHash: 's9',
        owner: 'a',
        userId: 'u',
        credential: 'p',
        createdAt: iso(0),
        lastSeenAt: iso(0),
        absoluteExpiresAt: iso(12 * HOUR),
      },
      30 * 60_000,
    );
    const sessionTtl = await redis.pttl('ballon:admin:session:s9');
    for (const key of [CHALLENGES, CHALLENGE_ENDS]) {
      const challengeTtl = await redis.pttl(key);
      expect(challengeTtl, key).toBeGreaterThan(0);
      expect(challengeTtl, key).toBeLessThanOrEqual(5 * 60_000);
    }
    expect(sessionTtl).toBeGreaterThan(0);
    expect(sessionTtl).toBeLessThanOrEqual(30 * 60_000);
    // No session id in any key: only its hash.
    expect(await redis.keys('*')).toEqual(
      expect.arrayContaining([CHALLENGES, CHALLENGE_ENDS, 'ballon:admin:session:s9']),
    );
  });
});
