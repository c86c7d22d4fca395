import type { RequestHandler } from 'express';
import type { Outbox } from '../mail/outbox';

/** Whether the process takes traffic; flipped off at the start of a graceful shutdown. */
export class Readiness {
  private draining = false;

  markShuttingDown(): void {
    this.draining = true;
  }

  get shuttingDown(): boolean {
    return this.draining;
  }
}

/**
 * GET /readyz: 200 `{ status: 'ready', outbox: { pending, oldestPendingAgeSeconds } }`;
 * 503 while shutting down, when there is no outbox or its directory is not
 * writable. Counts and ages only, no personal data.
 */
export function readyzHandler(outbox: Outbox | undefined, readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const stats = outbox ? outbox.stats() : null;
    let reason: string | null = null;
    if (readiness.shuttingDown) reason = 'shutting-down';
    else if (!outbox) reason = 'no-outbox';
    else if (!(await outbox.isWritable())) reason = 'outbox-not-writable';
    if (reason) res.status(503).json({ status: 'unavailable', reason, ...(stats ? { outbox: stats } : {}) });
    else res.json({ status: 'ready', outbox: stats });
  };
}
