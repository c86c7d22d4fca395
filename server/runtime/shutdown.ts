import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Readiness } from './readiness';

export interface ShutdownOptions {
  server: Server;
  readiness: Readiness;
  /** Stops background work, resolving once the piece in progress is done (the delivery worker's stop()). */
  stopBackgroundWork: () => Promise<void>;
  logger: Logger;
  /** The whole shutdown must fit in this; past it what is left is closed and the exit code is 1. */
  timeoutMs: number;
  /**
   * After SIGTERM, how long /readyz answers 503 while the server still takes new
   * requests (each answered with `Connection: close`), so that a proxy or an
   * orchestrator polling readiness stops sending traffic before connections are
   * refused. Capped at a quarter of timeoutMs. SIGINT (Ctrl-C) skips it.
   */
  graceMs: number;
  exit: (code: number) => void;
}

export interface GracefulShutdown {
  /** Starts the shutdown; a second signal while it runs exits 1 at once. Resolves when done. */
  shutdown(signal: string): Promise<void>;
  readonly inFlight: number;
}

/**
 * Graceful shutdown of the HTTP server, in order: readiness turns 503; after the
 * grace period the listener closes (no new connections) and idle keep-alive
 * connections are closed; requests in flight finish, each closing its connection;
 * the delivery worker finishes its current delivery; exit 0. If that takes longer
 * than timeoutMs, the remaining connections are destroyed and the exit code is 1.
 *
 * Create it before the app's request listener is attached: it tracks the
 * responses in flight.
 */
export function gracefulShutdown(options: ShutdownOptions): GracefulShutdown {
  const { server, readiness, stopBackgroundWork, logger, timeoutMs, exit } = options;
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) closeAfterAnswer(res);
    res.on('close', () => {
      inFlight.delete(res);
      // A keep-alive connection whose answer went out with its headers earlier is idle now.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function shutdown(signal: string): Promise<void> {
    if (draining) {
      logger.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    draining = true;
    readiness.markShuttingDown();
    inFlight.forEach(closeAfterAnswer);
    const graceMs = signal === 'SIGINT' ? 0 : Math.min(options.graceMs, timeoutMs / 4);
    logger.info({ signal, inFlight: inFlight.size, graceMs, timeoutMs }, 'shutting down: readiness is 503');

    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      logger.error({ inFlight: inFlight.size, timeoutMs }, 'shutdown timed out: closing the remaining connections');
      server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    timer.unref();

    if (graceMs > 0) await sleep(graceMs);
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info({ inFlight: inFlight.size }, 'stopped accepting connections; waiting for requests in flight');
    const [, workerStopped] = await Promise.allSettled([httpClosed, stopBackgroundWork()]);
    if (timedOut) return;
    clearTimeout(timer);
    if (workerStopped.status === 'rejected') {
      logger.error({ err: workerStopped.reason }, 'background work did not stop cleanly');
      exit(1);
      return;
    }
    logger.info({ signal }, 'shut down');
    exit(0);
  }

  return {
    shutdown,
    get inFlight() {
      return inFlight.size;
    },
  };
}
