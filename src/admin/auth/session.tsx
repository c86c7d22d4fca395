import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { onUnauthorized, request } from '../api/client';
import type { Role } from '../api/roles';
import type { Account, Session } from '../api/types';

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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [signedOutAtStart] = useState(shellSaysSignedOut);
  const [session, setSession] = useState<SessionState>(
    signedOutAtStart ? { state: 'signed-out', expired: false } : { state: 'loading' },
  );
  useEffect(() => {
    let live = true;
    const stop = onUnauthorized(() => setSession({ state: 'signed-out', expired: true }));
    if (signedOutAtStart) return stop;
    request<Session>('/session', { quiet401: true })
      .then((answer) => live && setSession({ state: 'signed-in', ...answer.owner }))
      .catch(() => live && setSession({ state: 'signed-out', expired: false }));
    return () => {
      live = false;
      stop();
    };
  }, [signedOutAtStart]);
  const signedIn = useCallback(
    (account: Account) => setSession({ state: 'signed-in', email: account.email, role: account.role }),
    [],
  );
  const signOut = useCallback(async () => {
    await request('/sign-out', { method: 'POST', quiet401: true }).catch(() => undefined);
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
