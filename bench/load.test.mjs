// The open-loop generator must send on schedule (no bursts) and must not hide a
// server that falls behind: latency counts from when a request was due.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop, percentile } from './load.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server answering after `delayMs`, recording when each request arrived. */
function listen(handler) {
  const arrivals = [];
  server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    handler(req, res);
  });
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, arrivals })));
}

describe('percentile', () => {
  it('is the nearest rank of an ascending array', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('openLoop', () => {
  it('holds the rate with requests spread over the second, not in a burst', async () => {
    const { url, arrivals } = await listen((_req, res) => res.end('x'.repeat(1000)));
    const run = await openLoop({ urls: [url], rate: 100, durationSeconds: 2, connections: 10, headers: {} });
    expect(run.answered).toBe(200);
    expect(run.achievedRate).toBeGreaterThan(95);
    expect(run.bytesPerResponse).toBe(1000);
    expect(run.errors + run.timeouts + run.non2xx).toBe(0);
    // 10 per 100 ms on schedule; autocannon's overallRate would put ~100 in the first 100 ms of a second.
    const busiest = Math.max(...arrivals.map((start) => arrivals.filter((at) => at >= start && at < start + 100).length));
    expect(busiest).toBeLessThan(60);
  });

  it('counts the queue behind a slow server in the latency and misses the rate', async () => {
    const { url } = await listen((_req, res) => setTimeout(() => res.end('slow'), 30));
    // One connection at 30 ms a request holds ~33 req/s; 100 are asked for over 1 s.
    const run = await openLoop({ urls: [url], rate: 100, durationSeconds: 1, connections: 1, headers: {} });
    expect(run.answered).toBe(100);
    expect(run.achievedRate).toBeLessThan(50);
    expect(run.latency.p99).toBeGreaterThan(1000);
  });

  it('counts non-2xx answers and broken connections', async () => {
    let n = 0;
    const { url } = await listen((req, res) => {
      n += 1;
      if (n % 2 === 0) res.writeHead(503).end();
      else if (n % 5 === 0) req.socket.destroy();
      else res.end('ok');
    });
    const run = await openLoop({ urls: [url], rate: 50, durationSeconds: 1, connections: 5, headers: {} });
    expect(run.non2xx).toBeGreaterThan(0);
    expect(run.errors).toBeGreaterThan(0);
    expect(run.answered + run.errors + run.timeouts).toBe(50);
  });

  it('stops early once its p99 can only end above stopAboveMs, and says so', async () => {
    const { url } = await listen((_req, res) => setTimeout(() => res.end('slow'), 30));
    // 1 connection at 30 ms a request falls behind at once; 10 s at 100 req/s would be 1000 requests.
    const run = await openLoop({ urls: [url], rate: 100, durationSeconds: 10, connections: 1, headers: {}, stopAboveMs: 100 });
    expect(run.stopped).toBe(true);
    expect(run.stoppedAfterSeconds).toBeLessThan(3);
    expect(run.requests).toBeLessThan(300);
    expect(run.answered).toBe(run.requests);
    expect(run.latency.p99).toBeGreaterThan(100);
  });

  it('runs to the end when the server keeps up, stopAboveMs or not', async () => {
    const { url } = await listen((_req, res) => res.end('ok'));
    const run = await openLoop({ urls: [url], rate: 100, durationSeconds: 1, connections: 5, headers: {}, stopAboveMs: 100 });
    expect(run.stopped).toBe(false);
    expect(run.answered).toBe(100);
  });

  it('does not stop for failures: the p99 is of the answers, failures are counted apart', async () => {
    let n = 0;
    const { url } = await listen((req, res) => {
      n += 1;
      if (n % 2 === 0) req.socket.destroy();
      else res.end('ok');
    });
    // Half the requests fail: far more than 1 %, yet every answer is fast.
    const run = await openLoop({ urls: [url], rate: 100, durationSeconds: 1, connections: 5, headers: {}, stopAboveMs: 100 });
    expect(run.stopped).toBe(false);
    expect(run.errors).toBeGreaterThan(1);
    expect(run.latency.p99).toBeLessThan(100);
  });
});
