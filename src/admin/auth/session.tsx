import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLoaderData, useRevalidator } from 'react-router-dom';
import { onUnauthorized, request } from '../api/client';

type SessionState =
  | { state: 'loading' }
  | { state: 'signed-in'; email: string }
  /** `expired`: it ended while the admin was open (a 401 from the API), not at the start. */
  | { state: 'signed-out'; expired: boolean };

interface SessionContextValue {
  session: SessionState;
  signedIn(email: string): void;
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

/** A screen's loader: its work when signed in; null (nothing asked) while signed out, the sign-in in its place. */
export function whenSignedIn<T>(load: () => Promise<T>): Promise<T | null> {
  return knownSignedOut ? Promise.resolve(null) : load();
}

/** The root route's loader: who is signed in (null: nobody, the sign-in shows). */
export async function sessionLoader(): Promise<{ email: string } | null> {
  if (knownSignedOut) return null;
  try {
    return { email: (await request('/session', 'session', { quiet401: true })).owner.email };
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

function SessionProvider({ start, children }: { start: { email: string } | null; children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(
    start ? { state: 'signed-in', email: start.email } : { state: 'signed-out', expired: false },
  );
  const { revalidate } = useRevalidator();
  // (A subscription, not a fetch: a 401 anywhere shows the sign-in in place.)
  useEffect(() => onUnauthorized(() => setSession({ state: 'signed-out', expired: true })), []);
  const signedIn = useCallback(
    (email: string) => {
      knownSignedOut = false;
      // The screen's data first (its loaders asked nothing while signed out), then the screen.
      void revalidate().finally(() => setSession({ state: 'signed-in', email }));
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

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
