// The open-loop generator must send on schedule (no bursts) and must not hide a
// server that falls behind: latency counts from when a request was due. Its
// schedule is checked on a simulated clock and server, so no check depends on how
// busy the machine is; one run against a real server checks the HTTP plumbing.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop, percentile } from './load.mjs';
import { simulatedClock, simulatedServer } from './simulation.mjs';

/** openLoop on a simulated clock against a simulated server; resolves with the run and the server. */
async function simulate({ connections, serviceMs, answer, ...options }) {
  const clock = simulatedClock();
  const server = simulatedServer(clock, { connections, serviceMs, answer });
  const result = openLoop({
    urls: ['http://127.0.0.1:1/'],
    connections,
    headers: {},
    clock,
    transport: server,
    ...options,
  });
  clock.runAll();
  return { run: await result, arrivals: server.arrivals };
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

describe('openLoop on a simulated clock', () => {
  it('holds the rate with requests spread over the second, not in a burst', async () => {
    const { run, arrivals } = await simulate({
      rate: 100,
      durationSeconds: 2,
      connections: 10,
      serviceMs: 1,
      answer: () => ({ status: 200, bytes: 1000 }),
    });
    expect(run.answered).toBe(200);
    expect(run.achievedRate).toBeGreaterThanOrEqual(99);
    expect(run.bytesPerResponse).toBe(1000);
    expect(run.errors + run.timeouts + run.non2xx).toBe(0);
    expect(run.senderLagP99).toBeLessThanOrEqual(1);
    // 10 per 100 ms on schedule; autocannon's overallRate would put ~100 in the first 100 ms of a second.
    const busiest = Math.max(
      ...arrivals.map((start) => arrivals.filter((at) => at >= start && at < start + 100).length),
    );
    expect(busiest).toBe(10);
  });

  it('counts the queue behind a slow server in the latency and misses the rate', async () => {
    // One connection at 30 ms a request holds ~33 req/s; 100 are asked for over 1 s.
    const { run } = await simulate({ rate: 100, durationSeconds: 1, connections: 1, serviceMs: 30 });
    expect(run.answered).toBe(100);
    expect(run.achievedRate).toBeLessThan(50);
    // The last request was due at 990 ms and answered at 3,000 ms.
    expect(run.latency.max).toBeGreaterThan(2000);
    expect(run.latency.p99).toBeGreaterThan(1000);
  });

  it('counts non-2xx answers and broken connections', async () => {
    const answer = (n) => (n % 2 === 0 ? { status: 503, bytes: 0 } : n % 5 === 0 ? 'error' : { status: 200, bytes: 2 });
    const { run } = await simulate({ rate: 50, durationSeconds: 1, connections: 5, serviceMs: 1, answer });
    expect(run.non2xx).toBe(25);
    expect(run.errors).toBe(5);
    expect(run.answered + run.errors + run.timeouts).toBe(50);
  });

  it('stops early once its p99 can only end above stopAboveMs, and says so', async () => {
    // 1 connection at 30 ms a request falls behind at once; 10 s at 100 req/s would be 1000 requests.
    const { run } = await simulate({ rate: 100, durationSeconds: 10, connections: 1, serviceMs: 30, stopAboveMs: 100 });
    expect(run.stopped).toBe(true);
    expect(run.stoppedAfterSeconds).toBeLessThan(3);
    expect(run.requests).toBeLessThan(300);
    expect(run.answered).toBe(run.requests);
    expect(run.latency.p99).toBeGreaterThan(100);
  });

  it('runs to the end when the server keeps up, stopAboveMs or not', async () => {
    const { run } = await simulate({ rate: 100, durationSeconds: 1, connections: 5, serviceMs: 2, stopAboveMs: 100 });
    expect(run.stopped).toBe(false);
    expect(run.answered).toBe(100);
  });

  it('does not stop for failures: the p99 is of the answers, failures are counted apart', async () => {
    // Half the requests fail: far more than 1 %, yet every answer is fast.
    const answer = (n) => (n % 2 === 0 ? 'error' : { status: 200, bytes: 2 });
    const { run } = await simulate({
      rate: 100,
      durationSeconds: 1,
      connections: 5,
      serviceMs: 1,
      answer,
      stopAboveMs: 100,
    });
    expect(run.stopped).toBe(false);
    expect(run.errors).toBe(50);
    expect(run.latency.p99).toBeLessThan(100);
  });
});

describe('openLoop over HTTP', () => {
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('sends every request to a real server and counts answers, bytes, non-2xx and broken connections', async () => {
    let n = 0;
    server = http.createServer((req, res) => {
      n += 1;
      if (n % 4 === 0) res.writeHead(503).end();
      else if (n % 5 === 0) req.socket.destroy();
      else res.end('x'.repeat(1000));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/`;
    const run = await openLoop({ urls: [url], rate: 50, durationSeconds: 1, connections: 5, headers: {} });
    expect(run.requests).toBe(50);
    expect(n).toBe(50);
    expect(run.answered + run.errors + run.timeouts).toBe(50);
    expect(run.non2xx).toBeGreaterThan(0);
    expect(run.errors).toBeGreaterThan(0);
    expect(run.timeouts).toBe(0);
  });
});
