import type { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createHttpServer, defaultServerLimits, type ServerLimits } from './http-server';
import { Readiness, readinessDetails, type OutboxView } from './readiness';
import { methodLabel, routeLabel } from './route-label';

export interface MetricsSources {
  /** Read on every scrape (counts and ages only). */
  outbox?: OutboxView;
  /** The delivery worker: its 'delivered', 'failed' and 'retry' events are counted. */
  worker?: EventEmitter;
  /** Shown with the outbox's numbers at GET /status (the public /readyz says only ready or not). */
  readiness?: Readiness;
}

/** The path without the query string, as the request arrived (before any router stripped a prefix). */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The Prometheus metrics of one process, in a registry of its own: the process
 * defaults (CPU, memory, event loop, GC; `process_*`, `nodejs_*`), the outbox
 * (`ballon_outbox_pending`, `ballon_outbox_oldest_pending_age_seconds`, read at
 * scrape time), mail delivery (`ballon_mail_delivered_total`, `_failed_total`,
 * `_retries_total`) and `http_request_duration_seconds` by route, method and
 * status, whose labels take a fixed set of values (see route-label.ts).
 */
export class Metrics {
  readonly registry = new Registry();
  /** Times every request; placed first in the app. */
  readonly requestTimer: RequestHandler;
  /** GET /status on the metrics port: /readyz's answer with the outbox's numbers. */
  readonly status: () => ReturnType<typeof readinessDetails>;

  constructor({ outbox, worker, readiness }: MetricsSources = {}) {
    this.status = () => readinessDetails(readiness ?? new Readiness(), outbox);
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const stats = () => {
      try {
        return outbox?.stats() ?? null;
      } catch {
        return null;
      }
    };
    new Gauge({
      name: 'ballon_outbox_pending',
      help: 'Enquiries accepted but not yet delivered (or refused for good).',
      registers,
      collect() {
        this.set(stats()?.pending ?? 0);
      },
    });
    new Gauge({
      name: 'ballon_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest undelivered enquiry in seconds; 0 when none is pending.',
      registers,
      collect() {
        this.set(stats()?.oldestPendingAgeSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'ballon_outbox_writable',
      help: '1 while this process can store an enquiry, 0 while it refuses them (503): DATA_DIR read-only, full, not ours, or gone.',
      registers,
      collect() {
        this.set(outbox && !outbox.writable ? 0 : 1);
      },
    });
    const delivered = new Counter({
      name: 'ballon_mail_delivered_total',
      help: 'Enquiries delivered (SMTP or .eml) by this process.',
      registers,
    });
    const failed = new Counter({
      name: 'ballon_mail_failed_total',
      help: 'Enquiries set aside in outbox/failed by this process.',
      registers,
    });
    const retries = new Counter({
      name: 'ballon_mail_retries_total',
      help: 'Delivery attempts that failed and will be retried.',
      registers,
    });
    worker?.on('delivered', () => delivered.inc());
    worker?.on('failed', () => failed.inc());
    worker?.on('retry', () => retries.inc());

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route id (not the raw path), method and status ("aborted": the client left first).',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.requestTimer = (req, res, next) => {
      const start = process.hrtime.bigint();
      let observed = false;
      const observe = () => {
        if (observed) return;
        observed = true;
        const status = res.writableFinished ? String(res.statusCode) : 'aborted';
        const labels = { route: routeLabel(pathOf(req), res.statusCode), method: methodLabel(req.method), status };
        duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
      };
      res.once('finish', observe);
      res.once('close', observe);
      next();
    };
  }
}

export interface MetricsServer {
  port: number;
  /** The listener, with the main server's limits for slow clients. */
  server: Server;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) and `GET /status` (/readyz with the
 * outbox's pending count, oldest age and `writable`, as JSON) on its own listener,
 * apart from the public port, so the reverse proxy never exposes them. Anything
 * else is a 404.
 * Slow clients are cut off as on the main server (http-server.ts: headers within
 * 30 s, the request within 60 s): METRICS_HOST may be 0.0.0.0 in a container,
 * and a slowloris holding sockets open here would starve the process too.
 */
export function startMetricsServer(
  metrics: Metrics,
  { host, port, limits }: { host: string; port: number; limits?: Partial<ServerLimits> },
  logger: Logger,
): Promise<MetricsServer> {
  // No route here takes long: Node's own whole-request timeout is the one.
  const server = createHttpServer({
    ...limits,
    longRequestTimeoutMs: limits?.requestTimeoutMs ?? defaultServerLimits.requestTimeoutMs,
  });
  server.on('request', (req: IncomingMessage, res) => {
    const where = pathOf(req);
    if ((where !== '/metrics' && where !== '/status') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics or /status\n');
      return;
    }
    if (where === '/status') {
      const { code, body } = metrics.status();
      res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      logger.info({ host, port: (server.address() as AddressInfo).port }, 'metrics listening');
      resolve({
        port: (server.address() as AddressInfo).port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
