import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../tests/support/raw-http';
import { createTestApp } from '../../tests/support/test-app';
import { Metrics, startMetricsServer, type MetricsServer } from './metrics';
import { Readiness } from './readiness';

const quiet = pino({ level: 'silent' });
let listener: MetricsServer | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

function sources(stats = { pending: 0, oldestPendingAgeSeconds: null as number | null }) {
  const worker = new EventEmitter();
  const outbox = { stats: () => stats, writable: true };
  return { worker, stats, outbox, metrics: new Metrics({ outbox, worker }) };
}

/** The value of one sample line, e.g. `ballon_outbox_pending 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the mail metrics', () => {
  it('reads the outbox at scrape time and counts what the worker reports', async () => {
    const { worker, stats, metrics } = sources({ pending: 3, oldestPendingAgeSeconds: 1200 });
    let text = await metrics.registry.metrics();
    expect(sample(text, 'ballon_outbox_pending')).toBe(3);
    expect(sample(text, 'ballon_outbox_oldest_pending_age_seconds')).toBe(1200);
    expect(sample(text, 'ballon_mail_delivered_total')).toBe(0);

    worker.emit('delivered', 'a');
    worker.emit('delivered', 'b');
    worker.emit('failed', 'c');
    worker.emit('retry', 'd', 1000);
    stats.pending = 0;
    stats.oldestPendingAgeSeconds = null;
    text = await metrics.registry.metrics();
    expect(sample(text, 'ballon_mail_delivered_total')).toBe(2);
    expect(sample(text, 'ballon_mail_failed_total')).toBe(1);
    expect(sample(text, 'ballon_mail_retries_total')).toBe(1);
    expect(sample(text, 'ballon_outbox_pending')).toBe(0);
    expect(sample(text, 'ballon_outbox_oldest_pending_age_seconds')).toBe(0);
    // The process defaults are there too.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('says whether the outbox can store an enquiry', async () => {
    const { outbox, metrics } = sources();
    expect(sample(await metrics.registry.metrics(), 'ballon_outbox_writable')).toBe(1);
    outbox.writable = false;
    expect(sample(await metrics.registry.metrics(), 'ballon_outbox_writable')).toBe(0);
  });

  it('still answers when the outbox cannot tell its numbers', async () => {
    const metrics = new Metrics({
      outbox: {
        stats: () => {
          throw new Error('EIO');
        },
        writable: true,
      },
    });
    expect(sample(await metrics.registry.metrics(), 'ballon_outbox_pending')).toBe(0);
  });
});

describe('request durations', () => {
  it('are labelled by route id, method and status, never by the raw path', async () => {
    const { metrics } = sources();
    const { app } = createTestApp({ deps: { metrics } });
    await request(app).get('/kontakt').expect(200);
    await request(app).get('/en/kontakt').expect(200);
    await request(app).get('/healthz').expect(200);
    await request(app).post('/api/send-contact-email').set('Content-Type', 'application/json').send('{}');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="page:contact",method="GET",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="page:contact:en",method="GET",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="healthz",method="GET",status="200"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="api:send-contact-email",method="POST",status="400"\} 1/,
    );
  });

  it('keep a bounded set of label values whatever paths and methods clients invent', async () => {
    const { metrics } = sources();
    const { app } = createTestApp({ deps: { metrics } });
    const paths = Array.from(
      { length: 70 },
      (_, i) => ['/x', '/KONTAKT', '/kontakt/', '/api/x', '/assets/x', '//evil', '/%2e%2e/'][i % 7]! + i,
    );
    for (const path of paths) await request(app).get(path);
    await request(app).put('/kontakt');
    await request(app).delete('/kontakt');
    const json = await metrics.registry.getMetricsAsJSON();
    const histogram = json.find((metric) => metric.name === 'http_request_duration_seconds')!;
    const routes = new Set(histogram.values.map((value) => String(value.labels.route)));
    const methods = new Set(histogram.values.map((value) => String(value.labels.method)));
    expect(
      [...routes].every((route) =>
        /^(page:[a-zA-Z]+(:en)?|api:[a-z-]+|assets|redirect|not-found|other|healthz|readyz|robots\.txt|sitemap\.xml)$/.test(
          route,
        ),
      ),
    ).toBe(true);
    expect(routes.size).toBeLessThanOrEqual(8);
    expect(
      [...methods].every((method) =>
        ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'].includes(method),
      ),
    ).toBe(true);
  });
  it('label a request the client abandoned before the answer as "aborted"', async () => {
    const { metrics } = sources();
    const { app } = createTestApp({ deps: { metrics } });
    const server = await listen(app);
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/send-contact-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
          () => setTimeout(() => socket.destroy(), 50),
        );
      });
      socket.on('close', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.close();
    expect(await metrics.registry.metrics()).toMatch(
      /http_request_duration_seconds_count\{route="api:send-contact-email",method="POST",status="aborted"\} 1/,
    );
  });
});

describe('the metrics listener', () => {
  it('serves GET /metrics in the Prometheus text format on its own port, and nothing else', async () => {
    const { metrics } = sources({ pending: 2, oldestPendingAgeSeconds: 5 });
    listener = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 }, quiet);
    const base = `http://127.0.0.1:${listener.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sample(await res.text(), 'ballon_outbox_pending')).toBe(2);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../etc`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('serves GET /status: /readyz with the outbox numbers the public answer leaves out', async () => {
    const readiness = new Readiness();
    const outbox = { stats: () => ({ pending: 2, oldestPendingAgeSeconds: 5 }), writable: false };
    listener = await startMetricsServer(new Metrics({ outbox, readiness }), { host: '127.0.0.1', port: 0 }, quiet);
    readiness.setProblem('data-dir-unusable', true);
    const res = await fetch(`http://127.0.0.1:${listener.port}/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ready',
      problems: ['data-dir-unusable'],
      outbox: { pending: 2, oldestPendingAgeSeconds: 5, writable: false },
    });
    readiness.markShuttingDown();
    expect((await fetch(`http://127.0.0.1:${listener.port}/status`)).status).toBe(503);
  });

  it('is not part of the public app', async () => {
    const { metrics } = sources();
    const { app } = createTestApp({ deps: { metrics } });
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('ballon_outbox_pending');
  });

  it('refuses to start on a port in use (the caller logs it; the site keeps serving)', async () => {
    const { metrics } = sources();
    listener = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 }, quiet);
    await expect(startMetricsServer(metrics, { host: '127.0.0.1', port: listener.port }, quiet)).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
