/**
 * MAIL_RATE as a token bucket of one token: `take()` resolves when the next e-mail may start,
 * `60 000 / rate` ms after the one before, so the pace is smooth (no burst at the start of a
 * minute, which a provider counting per second would refuse). Without a rate it resolves at once.
 * One deliverer per DATA_DIR (the delivery lock) makes this process's pace the global one.
 */
export interface Pacing {
  take(): Promise<void>;
  /** Resolves every wait now (a stop: the deliverer then starts nothing). */
  release(): void;
}

export function pacing(perMinute: number | null, clock: () => number = Date.now): Pacing {
  if (perMinute === null) return { take: () => Promise.resolve(), release: () => undefined };
  const intervalMs = 60_000 / perMinute;
  let nextAt = -Infinity;
  const waiting = new Map<NodeJS.Timeout, () => void>();
  return {
    take() {
      const now = clock();
      const at = Math.max(now, nextAt);
      nextAt = at + intervalMs;
      const wait = at - now;
      if (wait <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(timer);
          resolve();
        }, wait);
        waiting.set(timer, resolve);
      });
    },
    release() {
      for (const [timer, resolve] of waiting) {
        clearTimeout(timer);
        resolve();
      }
      waiting.clear();
    },
  };
}
