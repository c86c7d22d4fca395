/** Milliseconds to wait before the next try, given how many tries have failed so far (1, 2, …). */
export type Backoff = (failedAttempts: number) => number;

export const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * Exponential back-off with jitter: base·2^(n−1), capped at `capMs` (15 minutes),
 * of which a random half is waited on top of the other half ("equal jitter"), so
 * the wait never drops to zero and many messages do not retry in step.
 */
export function exponentialBackoff(options: { baseMs?: number; capMs?: number; random?: () => number } = {}): Backoff {
  const { baseMs = 5_000, capMs = MAX_BACKOFF_MS, random = Math.random } = options;
  return (failedAttempts) => {
    const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
    const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
    return Math.round(ceiling / 2 + random() * (ceiling / 2));
  };
}
