import { randomBytes } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { redisCountStore } from '../../../rate-limit/redis-stores';
import { guardRedis } from '../../../lib/redis-errors';
import {
  AUDIT_MAX_ENTRIES,
  AUDIT_MAX_FAILED_SIGN_INS,
  auditCutoff,
  isFailedSignIn,
  sessionAlive,
  type AdminState,
  type AuditEntry,
  type EnquiryStatus,
  type Invitation,
  type Owner,
  type Passkey,
  type RoleChange,
  type Session,
} from '../admin-state';
import { redisChallenges } from './challenges';

/** Every key of the admin's state starts with this. */
const ADMIN_PREFIX = 'ballon:admin:';
const OWNERS = `${ADMIN_PREFIX}owners`;
const PASSKEYS = `${ADMIN_PREFIX}passkeys`;
const INVITATIONS = `${ADMIN_PREFIX}invitations`;
const AUDIT = `${ADMIN_PREFIX}audit`;
/** Failed sign-ins, under a bound of their own (AUDIT_MAX_FAILED_SIGN_INS); listed with the rest. */
const AUDIT_FAILED = `${ADMIN_PREFIX}audit:failed-sign-ins`;
const STATUSES = `${ADMIN_PREFIX}enquiry-status`;
const sessionKey = (idHash: string) => `${ADMIN_PREFIX}session:${idHash}`;

const parse = <T>(text: string | null | undefined): T | null => (text ? (JSON.parse(text) as T) : null);
const future = (iso: string, now: Date) => Date.parse(iso) > now.getTime();
/**
 * A registration in one step, so that no other registration or revocation comes between the
 * checks and the writes: the invitation as it was read (consumed once, across replicas), its
 * owner as invitationFits (admin-state.ts) says (ARGV[4]: the user handle it names, or '' for a
 * new owner), its inviter as inviterStands says (ARGV[8] who, ARGV[9] the passkey their session
 * started with, or ''), then the owner (when new) and the passkey. 1 when registered, else 0.
 */
const REGISTER = `
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
if ARGV[8] ~= 'cli' then
  if ARGV[9] ~= '' then
    local key = redis.call('HGET', KEYS[3], ARGV[9])
    if not key or cjson.decode(key).owner ~= ARGV[8] then return 0 end
  elseif redis.call('HEXISTS', KEYS[2], ARGV[8]) == 0 then
    return 0
  end
end
local current = redis.call('HGET', KEYS[2], ARGV[3])
if ARGV[4] == '' then
  if current then return 0 end
  redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
elseif not current or cjson.decode(current).userId ~= ARGV[4] then
  return 0
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[6], ARGV[7])
return 1
`;

/**
 * A role change in one step with the count of owners (no other change comes between): KEYS[1]
 * the accounts, KEYS[2] the invitations, ARGV[1] whose, ARGV[2] the role. Made staff, the
 * invitations they made go in the same step (a link of theirs never makes an owner now). 'not-found', 'unchanged', 'last-owner' (the
 * only owner cannot become staff: nothing changed) or 'changed'. An account without a role is an owner.
 */
const SET_ROLE = `
local text = redis.call('HGET', KEYS[1], ARGV[1])
if not text then return 'not-found' end
local account = cjson.decode(text)
local current = account.role or 'owner'
if current == ARGV[2] then return 'unchanged' end
if ARGV[2] == 'staff' then
  local owners = 0
  local all = redis.call('HVALS', KEYS[1])
  for _, value in ipairs(all) do
    local role = cjson.decode(value).role
    if not role or role == 'owner' then owners = owners + 1 end
  end
  if owners <= 1 then return 'last-owner' end
end
account.role = ARGV[2]
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(account))
if ARGV[2] == 'staff' then
  local invitations = redis.call('HGETALL', KEYS[2])
  for i = 1, #invitations, 2 do
    local ok, invitation = pcall(cjson.decode, invitations[i + 1])
    if ok and type(invitation) == 'table' and invitation.by == ARGV[1] then redis.call('HDEL', KEYS[2], invitations[i]) end
  end
end
return 'changed'
`;

/**
 * The admin's state in Redis (REDIS_URL), shared by every replica: owners, passkeys and
 * invitations in three hashes (an invitation expires when read, and is pruned on the
 * next write), the challenges bounded by a script of their own (challenges.ts), each
 * session a key with a TTL, the audit log a sorted set by time, the enquiry statuses a hash.
 * Commands go through the request connection (fails fast while Redis is down: the
 * admin answers 503); what fails leaves without its arguments (guardRedis).
 */
export function redisAdminState(redis: Redis): AdminState {
  const guarded =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    (...args: A) =>
      guardRedis(() => work(...args));
  const challenges = redisChallenges(redis);
  const allOf = async <T>(key: string) => Object.values(await redis.hgetall(key)).map((text) => JSON.parse(text) as T);
  const pruneInvitations = async (now: Date) => {
    const expired = (await allOf<Invitation>(INVITATIONS))
      .filter((invitation) => !future(invitation.expiresAt, now))
      .map((invitation) => invitation.tokenHash);
    if (expired.length > 0) await redis.hdel(INVITATIONS, ...expired);
  };

  return {
    listOwners: guarded(() => allOf<Owner>(OWNERS)),
    getOwner: guarded(async (email) => parse<Owner>(await redis.hget(OWNERS, email))),
    register: guarded(async ({ owner, passkey, invitation }, now) => {
      const text = await redis.hget(INVITATIONS, invitation);
      const invited = parse<Invitation>(text);
      if (!text || !invited || !future(invited.expiresAt, now)) return false;
      const args = [
        invitation,
        text,
        owner.email,
        invited.userId ?? '',
        JSON.stringify(owner),
        passkey.id,
        JSON.stringify(passkey),
        invited.by,
        invited.byCredential ?? '',
      ];
      return (await redis.eval(REGISTER, 3, INVITATIONS, OWNERS, PASSKEYS, ...args)) === 1;
    }),
    removeOwner: guarded(async (email) => {
      if ((await redis.hdel(OWNERS, email)) !== 1) return false;
      // Their sessions end at the next request: a session names its owner's user handle and passkey (see auth/sessions.ts).
      const passkeys = (await allOf<Passkey>(PASSKEYS))
        .filter((passkey) => passkey.owner === email)
        .map((passkey) => passkey.id);
      const invitations = (await allOf<Invitation>(INVITATIONS))
        .filter((invitation) => invitation.email === email || invitation.by === email)
        .map((invitation) => invitation.tokenHash);
      if (passkeys.length > 0) await redis.hdel(PASSKEYS, ...passkeys);
      if (invitations.length > 0) await redis.hdel(INVITATIONS, ...invitations);
      return true;
    }),
    setRole: guarded(
      async (email, role) => (await redis.eval(SET_ROLE, 2, OWNERS, INVITATIONS, email, role)) as RoleChange,
    ),

    listPasskeys: guarded(() => allOf<Passkey>(PASSKEYS)),
    getPasskey: guarded(async (id) => parse<Passkey>(await redis.hget(PASSKEYS, id))),
    usePasskey: guarded(async (id, counter, at) => {
      const passkey = parse<Passkey>(await redis.hget(PASSKEYS, id));
      // Only a passkey still there is updated (HSETXX does not exist: revoked meanwhile is checked again).
      if (passkey && (await redis.hexists(PASSKEYS, id)))
        await redis.hset(PASSKEYS, id, JSON.stringify({ ...passkey, counter, lastUsedAt: at.toISOString() }));
    }),
    removePasskey: guarded(async (id) => {
      const passkey = parse<Passkey>(await redis.hget(PASSKEYS, id));
      return passkey && (await redis.hdel(PASSKEYS, id)) === 1 ? passkey : null;
    }),

    putInvitation: guarded(async (invitation) => {
      await pruneInvitations(new Date());
      await redis.hset(INVITATIONS, invitation.tokenHash, JSON.stringify(invitation));
    }),
    getInvitation: guarded(async (tokenHash, now) => {
      const invitation = parse<Invitation>(await redis.hget(INVITATIONS, tokenHash));
      return invitation && future(invitation.expiresAt, now) ? invitation : null;
    }),

    putChallenge: guarded(challenges.putChallenge),
    takeChallenge: guarded(challenges.takeChallenge),

    putSession: guarded(async (session, idleMs) => {
      // Whichever end comes first; lastSeenAt is usually now or just past, so its end is measured from it (not clamped first).
      const now = Date.now();
      const ttl = Math.min(Date.parse(session.absoluteExpiresAt), Date.parse(session.lastSeenAt) + idleMs) - now;
      await redis.set(sessionKey(session.idHash), JSON.stringify(session), 'PX', Math.max(1, ttl));
    }),
    getSession: guarded(async (idHash, now, idleMs) => {
      const session = parse<Session>(await redis.get(sessionKey(idHash)));
      return session && sessionAlive(session, now, idleMs) ? session : null;
    }),
    removeSession: guarded(async (idHash) => {
      await redis.del(sessionKey(idHash));
    }),

    appendAudit: guarded(async (entry) => {
      const at = Date.parse(entry.at);
      // A member is unique (two equal events in one millisecond are two entries).
      const member = `${randomBytes(6).toString('hex')} ${JSON.stringify(entry)}`;
      const [key, bound] = isFailedSignIn(entry)
        ? [AUDIT_FAILED, AUDIT_MAX_FAILED_SIGN_INS]
        : [AUDIT, AUDIT_MAX_ENTRIES];
      await redis
        .multi()
        .zadd(key, at, member)
        .zremrangebyscore(key, '-inf', `(${auditCutoff(entry.at)}`)
        .zremrangebyrank(key, 0, -(bound + 1))
        .exec();
    }),
    listAudit: guarded(async (limit, now = new Date()) => {
      const newest = async (key: string) => {
        const flat = await redis.zrevrangebyscore(key, '+inf', auditCutoff(now), 'WITHSCORES', 'LIMIT', 0, limit);
        const entries: { at: number; entry: AuditEntry }[] = [];
        for (let index = 0; index < flat.length; index += 2) {
          const member = flat[index]!;
          entries.push({
            at: Number(flat[index + 1]),
            entry: JSON.parse(member.slice(member.indexOf(' ') + 1)) as AuditEntry,
          });
        }
        return entries;
      };
      const [others, failed] = await Promise.all([newest(AUDIT), newest(AUDIT_FAILED)]);
      return [...others, ...failed]
        .sort((a, b) => b.at - a.at)
        .slice(0, limit)
        .map(({ entry }) => entry);
    }),

    getStatuses: guarded(async (ids) => {
      if (ids.length === 0) return {};
      const values = await redis.hmget(STATUSES, ...ids);
      return Object.fromEntries(ids.flatMap((id, n) => (values[n] ? [[id, values[n] as EnquiryStatus]] : [])));
    }),
    setStatus: guarded(async (id, status) => {
      await redis.hset(STATUSES, id, status);
    }),
    listStatuses: guarded(async () => (await redis.hgetall(STATUSES)) as Record<string, EnquiryStatus>),
    removeStatuses: guarded(async (ids) => {
      if (ids.length > 0) await redis.hdel(STATUSES, ...ids);
    }),

    close: async () => undefined,
  };
}

/** A count of the admin's attempt limits in Redis, shared by every replica (server/rate-limit). */
export function redisAttemptStore(redis: Redis, name: string): Store {
  return redisCountStore(redis, `ballon:rl:admin-${name}:`);
}
