import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { pragueDate } from '../../content/time';

/** Milliseconds since the epoch; 0 outside a provider. */
const NowContext = createContext<number>(0);

/** How often the clock moves on in the browser: "Open now" turns within this of closing time. */
const TICK_MS = 30_000;

/**
 * The time the page shows its state for (open or closed, the feast, the notices).
 * The server renders at `renderedAt`; the browser hydrates with the same value (no
 * mismatch), then moves to its own clock right away and every half minute, and
 * when the tab becomes visible again.
 *
 * A tick is a transition: the renders it causes (every reader of the clock and
 * what it renders; the first one right after hydration, since a cached page was
 * rendered earlier) yield to the browser every few milliseconds instead of
 * holding the main thread in one long task (docs/performance.md, the daily menu's
 * blocking time).
 */
export function NowProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Date.now()));
    tick();
    const timer = setInterval(tick, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The moment the page shows (see NowProvider). */
export function useNow(): Date {
  return new Date(useContext(NowContext));
}

/** The Prague date the page shows (see NowProvider): a dish's `soldOut` is compared with it. */
export function useToday(): string {
  return pragueDate(useNow());
}
