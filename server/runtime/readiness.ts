import type { RequestHandler } from 'express';

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
 * The enquiries' queue as the metrics port shows it beside readiness (server/enquiries'
 * EnquiryQueue): counts and ages only, no personal data.
 */
export interface OutboxView {
  stats(): { pending: number; oldestPendingAgeSeconds: number | null };
  readonly writable: boolean;
}

/**
 * Whether this process should get page traffic: 503 while start-up work runs (the
 * first photo set, see Readiness.waitFor) and while shutting down; otherwise 200,
 * naming the degrading conditions in force. Mail trouble (no outbox, a read-only or
 * full DATA_DIR, a backlog) never makes it 503: the pages still serve, and taking
 * every replica out of rotation for it would turn a mail problem into an outage
 * (decision 0010).
 */
function readinessOf(readiness: Readiness): {
  code: 200 | 503;
  body: { status: 'ready' | 'unavailable'; reason?: string; problems?: string[] };
} {
  const problems = readiness.problems.length > 0 ? { problems: readiness.problems } : {};
  if (readiness.shuttingDown)
    return { code: 503, body: { status: 'unavailable', reason: 'shutting-down', ...problems } };
  if (readiness.starting.length > 0)
    return { code: 503, body: { status: 'unavailable', reason: 'starting', ...problems } };
  return { code: 200, body: { status: 'ready', ...problems } };
}

/**
 * GET /readyz, public through the reverse proxy: only ready or not, why not
 * (`reason`) and the names of the conditions in force (`problems`). How many
 * enquiries wait and for how long is nobody's business there: see readinessDetails.
 */
export function readyzHandler(readiness: Readiness): RequestHandler {
  return (_req, res) => {
    const { code, body } = readinessOf(readiness);
    res.set('Cache-Control', 'no-store').status(code).json(body);
  };
}

/**
 * The same answer with its details, for the metrics port only (GET /status there,
 * server/runtime/metrics.ts): the start-up work waited for and the outbox's pending
 * count, oldest age and whether it can store.
 */
export function readinessDetails(
  readiness: Readiness,
  outbox: OutboxView | undefined,
): { code: 200 | 503; body: Record<string, unknown> } {
  const { code, body } = readinessOf(readiness);
  let stats = null;
  try {
    stats = outbox ? { ...outbox.stats(), writable: outbox.writable } : null;
  } catch {
    // The numbers are a courtesy; readiness does not depend on them.
  }
  return {
    code,
    body: { ...body, ...(readiness.starting.length > 0 ? { waitingFor: readiness.starting } : {}), outbox: stats },
  };
}
