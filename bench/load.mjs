// The two ways the bench loads the server.
// - closedLoop: autocannon, N connections each sending its next request as soon as
//   the last one is answered (throughput; latency then follows the queue).
// - openLoop: requests sent on a fixed schedule, evenly spaced, whether or not the
//   earlier ones were answered, over a pool of keep-alive connections; each latency
//   runs from the moment the request was due, so a queue in the pool or a late
//   sender counts against the server instead of hiding (no coordinated omission).
//   Not autocannon's `overallRate`: that sends each connection's share of a second
//   back to back at the start of the second (a burst of `connections` requests every
//   second, not a rate), and corrects latencies with a 1 ms expected interval.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** The p-th percentile (0–100) of an ascending array; 0 when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One autocannon run; `onTick` is called every second while it runs. */
export async function closedLoop(url, { connections, durationSeconds, headers, onTick }) {
  const timer = onTick ? setInterval(onTick, 1000) : null;
  try {
    const result = await autocannon({ url, connections, duration: durationSeconds, headers });
    return {
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    };
  } finally {
    if (timer) clearInterval(timer);
  }
}

const round = (value) => Math.round(value * 10) / 10;

/** The real clock: performance.now() and the event loop's timers. */
const realClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  setImmediate: (fn) => setImmediate(fn),
};

/**
 * Sends GETs over at most `connections` keep-alive sockets. `send` reports the
 * status, each chunk's size, the end, or an error ('timeouts' or 'errors').
 */
function httpTransport({ connections, headers, timeoutMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  return {
    send(target, { onStatus, onData, onEnd, onError }) {
      const request = http.get(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, agent, headers },
        (response) => {
          onStatus(response.statusCode);
          response.on('data', (chunk) => onData(chunk.length));
          response.on('end', onEnd);
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', (error) => onError(error.message === 'timeout' ? 'timeouts' : 'errors'));
    },
    close: () => agent.destroy(),
  };
}

/**
 * `rate` requests per second for `durationSeconds`, cycling through `urls`, on at most
 * `connections` keep-alive sockets. Resolves once every request has been answered
 * (or has failed or timed out after `timeoutMs`).
 *
 * `stopAboveMs`: stop early once more than 1 % of all the requests the run would
 * send were answered later than that (as the p99 is reported: rounded to 0.1 ms): the
 * p99 of the answers can then only end above it, whatever comes next, and a server
 * that fell behind for good would otherwise keep a long run going for nothing.
 * Failures are not latencies (the p99 is of answers); they are counted apart, and a
 * run with any fails its rate check anyway. The result says `stopped: true` and when.
 *
 * `clock` and `transport` are the real ones in the bench; its tests pass a simulated
 * clock and server, so that what they check of the schedule does not depend on how
 * busy the machine is.
 */
export function openLoop({
  urls,
  rate,
  durationSeconds,
  connections,
  headers,
  timeoutMs = 10_000,
  stopAboveMs = null,
  clock = realClock,
  transport,
}) {
  const wire = transport ?? httpTransport({ connections, headers, timeoutMs });
  const targets = urls.map((url) => new URL(url));
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const interval = 1000 / rate;
  const latencies = new Float64Array(total).fill(Number.NaN);
  const lags = new Float64Array(total);
  const run = {
    sent: 0,
    answered: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    bytes: 0,
    lastAt: 0,
    slow: 0,
    stoppedAt: null,
  };
  /**
   * More than this many slow answers and the p99 is above `stopAboveMs` whatever comes
   * next: of n ≤ total answers, the p99 is the ceil(0.99 n)-th, so it is slow as soon as
   * more than n - ceil(0.99 n) ≤ floor(total / 100) answers are.
   */
  const slowLimit = Math.floor(total / 100) + 1;
  const start = clock.now() + 20;
  /** When request i is due (ms, on the clock's scale). */
  const due = (i) => start + i * interval;

  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      wire.close();
      const answered = Array.from(latencies.filter((value) => !Number.isNaN(value))).sort((a, b) => a - b);
      const sortedLags = Array.from(lags.subarray(0, run.sent)).sort((a, b) => a - b);
      const planned = run.stoppedAt === null ? due(total) : run.stoppedAt;
      const elapsedSeconds = (Math.max(run.lastAt, planned) - start) / 1000;
      resolve({
        targetRate: rate,
        durationSeconds,
        connections,
        requests: run.sent,
        answered: run.answered,
        stopped: run.stoppedAt !== null,
        stoppedAfterSeconds: run.stoppedAt === null ? null : round((run.stoppedAt - start) / 1000),
        // Answers per second, over the schedule or until the last answer if later.
        achievedRate: round(run.answered / elapsedSeconds),
        latency: {
          p50: round(percentile(answered, 50)),
          p99: round(percentile(answered, 99)),
          max: round(percentile(answered, 100)),
        },
        senderLagP99: round(percentile(sortedLags, 99)),
        errors: run.errors,
        timeouts: run.timeouts,
        non2xx: run.non2xx,
        bytesPerResponse: run.answered > 0 ? Math.round(run.bytes / run.answered) : 0,
      });
    };
    const settled = new Uint8Array(total);
    let settledCount = 0;
    const stopIfHopeless = (slow) => {
      if (!slow || stopAboveMs === null) return;
      run.slow += 1;
      if (run.slow > slowLimit && run.stoppedAt === null) run.stoppedAt = clock.now();
    };
    /** Counts request i once, however it ended; the last one ends the run. */
    const settle = (i, outcome) => {
      if (settled[i]) return;
      settled[i] = 1;
      const at = clock.now();
      run.lastAt = Math.max(run.lastAt, at);
      if (outcome === 'answered') {
        latencies[i] = at - due(i);
        run.answered += 1;
      } else run[outcome] += 1;
      stopIfHopeless(outcome === 'answered' && stopAboveMs !== null && round(latencies[i]) > stopAboveMs);
      settledCount += 1;
      // Every request sent has ended, and no more will be: all of them, or all until the stop.
      if (settledCount === (run.stoppedAt === null ? total : run.sent)) clock.setImmediate(finish);
    };
    const send = (i) => {
      lags[i] = clock.now() - due(i);
      wire.send(targets[i % targets.length], {
        onStatus: (status) => {
          if (status < 200 || status >= 300) run.non2xx += 1;
        },
        onData: (bytes) => (run.bytes += bytes),
        onEnd: () => settle(i, 'answered'),
        onError: (kind) => settle(i, kind),
      });
    };
    // Every millisecond or so, send whatever has fallen due (a timer per request would drift).
    const tick = () => {
      const now = clock.now();
      while (run.stoppedAt === null && run.sent < total && due(run.sent) <= now) {
        send(run.sent);
        run.sent += 1;
      }
      if (run.stoppedAt === null && run.sent < total) clock.setTimeout(tick, 1);
      else if (settledCount === run.sent) clock.setImmediate(finish);
    };
    clock.setTimeout(tick, 20);
  });
}
