import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLoaderData, useRevalidator } from 'react-router-dom';
import { onUnauthorized, request } from '../api/client';
import type { Account } from '../api/contract';
import type { Role } from '../api/roles';

type SessionState =
  | { state: 'loading' }
  | { state: 'signed-in'; email: string; role: Role }
  /** `expired`: it ended while the admin was open (a 401 from the API), not at the start. */
  | { state: 'signed-out'; expired: boolean };

interface SessionContextValue {
  session: SessionState;
  signedIn(account: Account): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Whether the request for this document came with a live session (server/admin/shell.ts).
 * Without one the sign-in shows at once: asking /session would answer 401, which the
 * browser prints as a console error on every signed-out visit.
 */
function shellSaysSignedOut(): boolean {
  return document.querySelector('meta[name="ballon-admin-session"]')?.getAttribute('content') === 'signed-out';
}

/**
 * Whether this admin knows it is signed out now (the shell said so, or a 401 came since):
 * the screens' loaders then ask the server nothing (each answer would be a 401), and load
 * once the owner has signed in again (`signedIn` revalidates them).
 */
let knownSignedOut = typeof document !== 'undefined' && shellSaysSignedOut();
onUnauthorized(() => {
  knownSignedOut = true;
});

/** The signed-in account's role as the loaders know it (an owner's until told otherwise: the server refuses the rest anyway). */
let knownRole: Role = 'owner';

/** The role for a loader: it asks nothing the server would refuse this role (a 403 in the console). */
export const currentRole = (): Role => knownRole;

/** A screen's loader: its work when signed in; null (nothing asked) while signed out, the sign-in in its place. */
export async function whenSignedIn<T>(load: () => Promise<T>): Promise<T | null> {
  // The router runs the root's loader and the screen's side by side: the screen's waits for the
  // session's answer, so it knows the role (nothing is asked that the server would refuse staff).
  await sessionAnswer;
  return knownSignedOut ? null : load();
}

/** The root route's loader: who is signed in (null: nobody, the sign-in shows). */
export function sessionLoader(): Promise<Account | null> {
  sessionAnswer = askSession();
  return sessionAnswer;
}

/** The session's answer being awaited (or had), for the screens' loaders. */
let sessionAnswer: Promise<Account | null> | null = null;

async function askSession(): Promise<Account | null> {
  if (knownSignedOut) return null;
  try {
    const { owner } = await request('/session', 'session', { quiet401: true });
    knownRole = owner.role;
    return owner;
  } catch {
    knownSignedOut = true;
    return null;
  }
}

/** The root route's element: the session for every page below it, from its loader. */
export function SessionRoot() {
  const start = useLoaderData() as Awaited<ReturnType<typeof sessionLoader>>;
  return (
    <SessionProvider start={start}>
      <Outlet />
    </SessionProvider>
  );
}

function SessionProvider({ start, children }: { start: Account | null; children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(
    start ? { state: 'signed-in', email: start.email, role: start.role } : { state: 'signed-out', expired: false },
  );
  const { revalidate } = useRevalidator();
  // (A subscription, not a fetch: a 401 anywhere shows the sign-in in place.)
  useEffect(() => onUnauthorized(() => setSession({ state: 'signed-out', expired: true })), []);
  const signedIn = useCallback(
    (account: Account) => {
      knownSignedOut = false;
      knownRole = account.role;
      // The screen's data first (its loaders asked nothing while signed out), then the screen.
      void revalidate().finally(() => setSession({ state: 'signed-in', email: account.email, role: account.role }));
    },
    [revalidate],
  );
  const signOut = useCallback(async () => {
    await request('/sign-out', null, { method: 'POST', quiet401: true }).catch(() => undefined);
    knownSignedOut = true;
    setSession({ state: 'signed-out', expired: false });
  }, []);
  return <SessionContext.Provider value={{ session, signedIn, signOut }}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in account's role: the screens show staff only what they may do
 * (src/admin/api/roles.ts; the server refuses the rest anyway). Owner until known.
 */
export function useRole(): Role {
  const { session } = useSession();
  return session.state === 'signed-in' ? session.role : 'owner';
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
