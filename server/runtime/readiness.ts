import type { RequestHandler } from 'express';
import type { Outbox } from '../mail/outbox';

/** Whether the process takes traffic; flipped off at the start of a graceful shutdown. */
export class Readiness {
  private draining = false;
  private readonly pending = new Set<string>();
  private readonly conditions = new Set<string>();

  /**
   * Not ready until `work` settles (e.g. the first processing of the operator's
   * photos): the load balancer keeps sending traffic to the replicas that are.
   */
  waitFor(name: string, work: Promise<unknown>): void {
    this.pending.add(name);
    const done = () => this.pending.delete(name);
    work.then(done, done);
  }

  /** What start-up work is still running (empty once ready). */
  get starting(): string[] {
    return [...this.pending];
  }

  /**
   * A condition that degrades the site without taking it out of rotation
   * ('redis-unavailable', 'data-dir-unusable'): pages still serve, forms answer
   * 503. Named in /readyz's body (decision 0010: readiness is about pages).
   */
  setProblem(name: string, active: boolean): void {
    if (active) this.conditions.add(name);
    else this.conditions.delete(name);
  }

  /** The degrading conditions now in force, sorted (empty when none). */
  get problems(): string[] {
    return [...this.conditions].sort();
  }

  markShuttingDown(): void {
    this.draining = true;
  }

  get shuttingDown(): boolean {
    return this.draining;
  }
}

/**
 * GET /readyz: whether this process should get page traffic. 200
 * `{ status: 'ready', outbox: { pending, oldestPendingAgeSeconds } }`; 503 while
 * start-up work runs (the first photo set, see Readiness.waitFor) and while shutting down. Mail trouble (no outbox, a read-only or full DATA_DIR, a
 * backlog) never makes it 503: the pages still serve, and taking every replica
 * out of rotation for it would turn a mail problem into an outage. Mail is
 * watched through the alert log line and the metrics instead. The outbox numbers
 * are shown for a quick look: counts and ages only, no personal data.
 */
export function readyzHandler(outbox: Pick<Outbox, 'stats'> | undefined, readiness: Readiness): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store');
    let stats = null;
    try {
      stats = outbox ? outbox.stats() : null;
    } catch {
      // The numbers are a courtesy; readiness does not depend on them.
    }
    if (readiness.shuttingDown) res.status(503).json({ status: 'unavailable', reason: 'shutting-down', outbox: stats });
    else if (readiness.starting.length > 0) res.status(503).json({ status: 'unavailable', reason: 'starting', waitingFor: readiness.starting, outbox: stats });
    else res.json({ status: 'ready', ...(readiness.problems.length > 0 ? { problems: readiness.problems } : {}), outbox: stats });
  };
}
