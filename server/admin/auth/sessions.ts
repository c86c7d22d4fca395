import type { Request, Response } from 'express';
import { roleOf, type Role } from '../../../src/admin/api/roles';
import type { AdminState, Owner, Session } from '../state/admin-state';
import { hashOf, isSecret, newSecret } from './secrets';

/** The session cookie: `__Host-` needs Path=/, and this one is scoped to /admin. */
const SESSION_COOKIE = 'ballon_admin';
/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after it started, whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/**
 * A session may add a passkey to its own owner (a second device) only this soon after its
 * passkey ceremony: a stolen cookie, valid for hours, cannot mint a lasting passkey.
 */
export const FRESH_SIGN_IN_MS = 5 * 60_000;
/** A request refreshes the idle time at most this often (a write per minute, not per request). */
const TOUCH_AFTER_MS = 60_000;

/** The session id in the request's cookie header, if it holds one that is well-formed. */
function sessionIdOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return isSecret(value) ? value : null;
    }
  }
  return null;
}

/** A live session with its account's role now (read at every request: a role changed counts at once). */
export type ActiveSession = Session & { role: Role };

export interface SessionOptions {
  state: AdminState;
  now: () => Date;
  /** The cookie's Secure attribute: always, except on plain-http localhost in development. */
  secure: boolean;
}

/**
 * Signed-in sessions: a new random id at every sign-in (the cookie), kept server-side
 * under its hash, 30 minutes idle and 12 hours absolute. A session lives only while
 * its owner (the same one: the user handle) and the passkey it started with do, so a
 * revocation ends it at the next request, on every replica sharing the state.
 */
export class Sessions {
  private readonly attributes: string;

  constructor(private readonly options: SessionOptions) {
    this.attributes = `Path=/admin; HttpOnly;${options.secure ? ' Secure;' : ''} SameSite=Strict`;
  }

  /** Starts a session for `owner` signed in with `credential`, and sets its cookie. */
  async start(res: Response, owner: Owner, credential: string): Promise<Session> {
    const id = newSecret();
    const now = this.options.now();
    const session: Session = {
      idHash: hashOf(id),
      owner: owner.email,
      userId: owner.userId,
      credential,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    };
    await this.options.state.putSession(session, SESSION_IDLE_MS);
    res.append('Set-Cookie', `${SESSION_COOKIE}=${id}; ${this.attributes}`);
    return session;
  }

  /** The request's live session (refreshing its idle time) with its account's role, or null. */
  async current(req: Request): Promise<ActiveSession | null> {
    const id = sessionIdOf(req);
    if (!id) return null;
    const { state, now: clock } = this.options;
    const now = clock();
    const session = await state.getSession(hashOf(id), now, SESSION_IDLE_MS);
    if (!session) return null;
    const [owner, passkey] = await Promise.all([state.getOwner(session.owner), state.getPasskey(session.credential)]);
    if (!owner || owner.userId !== session.userId || !passkey || passkey.owner !== owner.email) {
      await state.removeSession(session.idHash);
      return null;
    }
    const role = roleOf(owner);
    if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_AFTER_MS) return { ...session, role };
    const touched = { ...session, lastSeenAt: now.toISOString() };
    await state.putSession(touched, SESSION_IDLE_MS);
    return { ...touched, role };
  }

  /** Ends the request's session (in the shared state: on every replica) and clears its cookie. */
  async end(req: Request, res: Response): Promise<void> {
    const id = sessionIdOf(req);
    if (id) await this.options.state.removeSession(hashOf(id));
    this.clearCookie(res);
  }

  clearCookie(res: Response): void {
    res.append('Set-Cookie', `${SESSION_COOKIE}=; ${this.attributes}; Max-Age=0`);
  }
}

/** When a session's idle time runs out. */
export function idleExpiry(session: Session): string {
  return new Date(Date.parse(session.lastSeenAt) + SESSION_IDLE_MS).toISOString();
}

/** Whether the session's passkey ceremony is recent enough to add a device (FRESH_SIGN_IN_MS). */
export function signedInFreshly(session: Session, now: Date): boolean {
  return now.getTime() - Date.parse(session.createdAt) <= FRESH_SIGN_IN_MS;
}
