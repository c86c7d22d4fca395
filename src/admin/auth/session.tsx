import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [signedOutAtStart] = useState(shellSaysSignedOut);
  const [session, setSession] = useState<SessionState>(
    signedOutAtStart ? { state: 'signed-out', expired: false } : { state: 'loading' },
  );
  useEffect(() => {
    let live = true;
    const stop = onUnauthorized(() => setSession({ state: 'signed-out', expired: true }));
    if (signedOutAtStart) return stop;
    request('/session', 'session', { quiet401: true })
      .then((answer) => live && setSession({ state: 'signed-in', email: answer.owner.email }))
      .catch(() => live && setSession({ state: 'signed-out', expired: false }));
    return () => {
      live = false;
      stop();
    };
  }, [signedOutAtStart]);
  const signedIn = useCallback((email: string) => setSession({ state: 'signed-in', email }), []);
  const signOut = useCallback(async () => {
    await request('/sign-out', null, { method: 'POST', quiet401: true }).catch(() => undefined);
    setSession({ state: 'signed-out', expired: false });
  }, []);
  return <SessionContext.Provider value={{ session, signedIn, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
