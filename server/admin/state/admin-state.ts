import type { EnquiryStatus } from '../../../src/admin/api/contract';
import type { Role } from '../../../src/admin/api/roles';
import type { AuditEvent } from '../context';

/**
 * The admin's state behind one interface, with two backends: files under
 * DATA_DIR/admin (file-state/) and Redis with REDIS_URL (redis-state/). Every time is
 * an ISO string; every expiry is enforced by the backend (an expired record reads as
 * absent), so the callers never see a stale invitation, challenge or session.
 */

/**
 * An account ("owner" in the code, for its history): whoever registered a passkey through an
 * invitation, with a role: an owner, or staff (src/admin/api/roles.ts).
 */
export interface Owner {
  /** Lower-case e-mail: the owner's name everywhere. */
  email: string;
  /** The WebAuthn user handle (base64url, random): new for every owner, so a re-invited e-mail is a new owner. */
  userId: string;
  createdAt: string;
  /** Absent (every account recorded before roles): an owner (roleOf). */
  role?: Role;
}

/** A passkey (a WebAuthn credential) of one owner. */
export interface Passkey {
  /** The credential id (base64url). */
  id: string;
  owner: string;
  /** The COSE public key (base64url). */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** An invitation: only the hash of its token is kept. */
export interface Invitation {
  /** SHA-256 of the token (hex). */
  tokenHash: string;
  email: string;
  /** Who invited: an owner's e-mail, or 'cli'. */
  by: string;
  /**
   * The user handle of the owner whose new device it adds; absent: it makes a new owner,
   * and is refused once the address is an owner (invitationFits).
   */
  userId?: string;
  /**
   * The passkey the inviter's session started with (none from the command line): revoking it,
   * or its owner, voids the invitation, so a stolen session's links die with the session.
   */
  byCredential?: string;
  /** The new account's role (absent: owner); a new device keeps its account's role, whatever this says. */
  role?: Role;
  createdAt: string;
  expiresAt: string;
}

/**
 * Whether the invitation's inviter may still invite: the command line always; an owner while
 * the passkey their session started with is still theirs (an invitation from before this was
 * recorded: while they are an owner).
 */
export function inviterStands(
  invitation: Pick<Invitation, 'by' | 'byCredential'>,
  passkeyOwner: string | null,
  inviterIsOwner: boolean,
): boolean {
  if (invitation.by === 'cli') return true;
  return invitation.byCredential === undefined ? inviterIsOwner : passkeyOwner === invitation.by;
}

/**
 * Whether an invitation may register a passkey while `existing` owns its address: a new
 * device only for the very owner it names (their user handle), a new owner only while no one has it.
 */
export function invitationFits(
  invitation: Pick<Invitation, 'userId'>,
  existing: Pick<Owner, 'userId'> | null,
): boolean {
  return invitation.userId === undefined ? existing === null : existing?.userId === invitation.userId;
}

/** A WebAuthn challenge waiting for its answer: taken once. */
export interface Challenge {
  /** The challenge as sent (base64url). */
  challenge: string;
  kind: 'registration' | 'authentication';
  /** Registration only: the invitation's token hash and the user handle offered. */
  invitation?: string;
  userId?: string;
  expiresAt: string;
}

/**
 * At most this many challenges live at once. Anyone may start a sign-in; past the bound a
 * start is refused until the oldest ends, and none is evicted: a flood that could push
 * challenges out would void an owner's sign-in in progress.
 */
export const MAX_LIVE_CHALLENGES = 1_000;

/** A challenge kept, or refused at the bound until `retryAt` (when the oldest live one ends). */
export type ChallengeKept = { kept: true } | { kept: false; retryAt: Date };

/** A signed-in session, kept under the hash of its id (the cookie holds the id). */
export interface Session {
  /** SHA-256 of the session id (hex). */
  idHash: string;
  owner: string;
  /** The owner's user handle when it started: an owner revoked and invited again is someone new. */
  userId: string;
  /** The passkey it started with: revoking the passkey ends it. */
  credential: string;
  /** When its passkey ceremony (a sign-in or a registration) ended: a session starts with nothing else. */
  createdAt: string;
  lastSeenAt: string;
  absoluteExpiresAt: string;
}

/** An event as kept: when, and the role its actor had then (AuditLog.record; absent for the command line). */
export type AuditEntry = { at: string; actorRole?: Role } & AuditEvent;

/** The owner's mark on an enquiry (`confirmed`, `declined`: table requests), written once in the admin's API contract. */
export { enquiryStatuses, type EnquiryStatus } from '../../../src/admin/api/contract';

/** What `setRole` did. */
export type RoleChange = 'changed' | 'unchanged' | 'not-found' | 'last-owner';

/** What a registration needs, written in one step with the invitation's consumption. */
interface Registration {
  owner: Owner;
  passkey: Passkey;
  /** The invitation consumed by it. */
  invitation: string;
}

export interface AdminState {
  listOwners(): Promise<Owner[]>;
  getOwner(email: string): Promise<Owner | null>;
  /**
   * Consumes the invitation and adds the passkey with the owner (a new one) or to the owner it
   * names, in one step; false, changing nothing, when the invitation is gone or no longer fits (invitationFits).
   */
  register(registration: Registration, now: Date): Promise<boolean>;
  /** Removes the owner, their passkeys, invitations and sessions; false when there was none. */
  removeOwner(email: string): Promise<boolean>;
  /**
   * Gives the account this role, in one step with the check that an owner remains (the last
   * owner cannot become staff): 'changed', 'unchanged' (it had it), 'not-found', or 'last-owner' (nothing changed).
   */
  setRole(email: string, role: Role): Promise<RoleChange>;

  listPasskeys(): Promise<Passkey[]>;
  getPasskey(id: string): Promise<Passkey | null>;
  /** Records a use: the new counter and when. */
  usePasskey(id: string, counter: number, at: Date): Promise<void>;
  removePasskey(id: string): Promise<Passkey | null>;

  putInvitation(invitation: Invitation): Promise<void>;
  /** The invitation with this token hash, unless it expired or was consumed. */
  getInvitation(tokenHash: string, now: Date): Promise<Invitation | null>;

  /**
   * Keeps a challenge unless MAX_LIVE_CHALLENGES live at `now` (then refused: none is evicted),
   * dropping the expired. Under a lock of its own: a flood of starts never waits on the
   * owners' saves, nor makes them wait.
   */
  putChallenge(challenge: Challenge, now: Date): Promise<ChallengeKept>;
  /** The challenge, removed in the same step (used once); null when unknown, used or expired. */
  takeChallenge(challenge: string, now: Date): Promise<Challenge | null>;

  putSession(session: Session, idleMs: number): Promise<void>;
  /** The session, unless idle for longer than `idleMs` or past its absolute end. */
  getSession(idHash: string, now: Date, idleMs: number): Promise<Session | null>;
  removeSession(idHash: string): Promise<void>;

  /** Appends an entry and drops those past the retention at the entry's time (auditCutoff), and beyond the bounds (withinAuditBounds). */
  appendAudit(entry: AuditEntry): Promise<void>;
  /** Newest first, none past the retention at `now` (nothing may have been appended for a long time). */
  listAudit(limit: number, now?: Date): Promise<AuditEntry[]>;

  getStatuses(ids: readonly string[]): Promise<Record<string, EnquiryStatus>>;
  setStatus(id: string, status: EnquiryStatus): Promise<void>;
  listStatuses(): Promise<Record<string, EnquiryStatus>>;
  /** Forgets these enquiries' statuses (erased, or no longer kept by the queue). */
  removeStatuses(ids: readonly string[]): Promise<void>;

  close(): Promise<void>;
}

/** The audit log's retention: entries older than this are dropped (docs/security.md, the privacy notice). */
export const AUDIT_RETENTION_DAYS = 365;
/** At most this many entries are kept, whatever their age (a bound on the log's size). */
export const AUDIT_MAX_ENTRIES = 10_000;
/**
 * Failed sign-ins are kept apart, at most this many (the newest). Anyone can fail to sign
 * in, without an account, 30 times in 10 minutes per client: under one bound with the
 * owners' own events, many clients could push every sign-in, save and invitation out of
 * the log. Apart, they can only push out older failures. (Each is also an info log line.)
 */
export const AUDIT_MAX_FAILED_SIGN_INS = 1_000;

/** Whether an entry counts against the failed sign-ins' own bound. */
export const isFailedSignIn = (entry: AuditEntry): boolean => entry.type === 'sign-in-failed';

/** The entries (oldest first) within both bounds: the newest failed sign-ins and the newest others. */
export function withinAuditBounds(entries: readonly AuditEntry[]): AuditEntry[] {
  let failed = 0;
  let others = 0;
  const kept: AuditEntry[] = [];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (isFailedSignIn(entry) ? failed++ < AUDIT_MAX_FAILED_SIGN_INS : others++ < AUDIT_MAX_ENTRIES) kept.push(entry);
  }
  return kept.reverse();
}

/**
 * The oldest time (ms) an audit entry may have at `now`. Taken from the caller's clock (the
 * audit log's), not the machine's, so a test can move time past the retention.
 */
export function auditCutoff(now: Date | string): number {
  return new Date(now).getTime() - AUDIT_RETENTION_DAYS * 86_400_000;
}

/** Whether a session is still alive at `now`. */
export function sessionAlive(session: Session, now: Date, idleMs: number): boolean {
  const at = now.getTime();
  return at < Date.parse(session.absoluteExpiresAt) && at < Date.parse(session.lastSeenAt) + idleMs;
}
