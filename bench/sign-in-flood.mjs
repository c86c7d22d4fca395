#!/usr/bin/env node
// A flood of unauthenticated sign-in starts (POST /admin/api/sign-in/options) against the
// production server (dist/) in file mode: BENCH_FLOOD_STARTS (6,000) starts from
// BENCH_FLOOD_CLIENTS (200) simulated clients, all at once. They all come from one address on
// loopback, which TRUST_PROXY trusts by default: each client names itself with its own
// X-Forwarded-For, so the admin's attempt limit (30 per client per 10 minutes) counts each
// apart, as it would count 200 clients behind the proxy. Without it the 200 would share one
// bucket and all but 30 starts would be the limiter's 429, measuring nothing.
// Meanwhile this process takes the lock that the owners' saves, sessions and audit share
// (DATA_DIR/admin/state.lock), as `npm run admin` or a second server process would, now and
// then: how often it finds the lock held (and how long it waits) shows whether the flood holds it.
// Reports the answers by status and code, the start's median/p99 time, the server's CPU time
// per start (when it was started with the probe), the challenges the state holds after
// (DATA_DIR/admin/challenges.json: bytes and records), and the shared lock's wait.
// `signInFlood(server, dataDir, options)` is one section's measure for bench/run.mjs.
// Alone: node bench/sign-in-flood.mjs [--entry=<file>] (dist/ as it is: build it first);
// BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info, as in production).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import lockfile from 'proper-lockfile';
import { percentile } from './load.mjs';
import { freePort, startServer } from './server-process.mjs';

const round = (value) => Math.round(value * 10) / 10;

/** One JSON POST on `agent` as client `address`: its status, error code, Retry-After and the milliseconds until the whole answer was read. */
function post(server, agent, address, pathname, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      `${server.url}${pathname}`,
      {
        method: 'POST',
        agent,
        headers: {
          origin: server.siteUrl,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': address,
          'accept-language': 'en',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.once('end', () => {
          let code = null;
          try {
            code = res.statusCode === 200 ? null : (JSON.parse(text).error ?? null);
          } catch {
            // not JSON: the status says enough
          }
          resolve({
            status: res.statusCode,
            code,
            retryAfter: res.headers['retry-after'] ?? null,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** The challenges the file state holds: bytes of challenges.json and its records (0 when absent). */
function storedChallenges(dataDir) {
  const file = path.join(dataDir, 'admin', 'challenges.json');
  try {
    const bytes = statSync(file).size;
    const records = JSON.parse(readFileSync(file, 'utf8'));
    return { bytes, records: Array.isArray(records) ? records.length : Object.keys(records).length };
  } catch {
    return { bytes: 0, records: 0 };
  }
}

/**
 * The flood against `server` (startServer's, with SITE_URL known as `server.siteUrl`) whose
 * DATA_DIR is `dataDir`: `starts` spread over `clients` concurrent clients, each on a
 * keep-alive connection of its own; meanwhile `probes` times the shared admin-state lock is taken.
 */
export async function signInFlood(
  server,
  dataDir,
  { clients = 200, starts = 6000, probes = 20 } = {},
  log = () => undefined,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 1 });
  const answers = [];
  const probeTimes = [];
  let lockFoundHeld = 0;
  let running = true;
  try {
    log(`${starts} sign-in starts from ${clients} clients…`);
    // The server's own CPU time (a server started with the probe): on a shared machine, less noisy than the answer times.
    const cpuBefore = await server.probe({ reset: true }).catch(() => null);
    const started = performance.now();
    // Each client its share (30 of 6,000 from 200): within the attempt limit, which then refuses none.
    const client = async (n) => {
      const address = `10.${(n >> 8) & 255}.${n & 255}.1`;
      const share = Math.floor(starts / clients) + (n < starts % clients ? 1 : 0);
      for (let i = 0; i < share; i += 1)
        answers.push(await post(server, agent, address, '/admin/api/sign-in/options', {}));
    };
    // Spread over the flood: the shared lock taken as `npm run admin` or another process takes it, its wait timed.
    const probe = async () => {
      const dir = path.join(dataDir, 'admin');
      for (let n = 0; n < probes; n += 1) {
        while (running && answers.length < ((n + 1) * starts) / (probes + 1))
          await new Promise((resolve) => setTimeout(resolve, 5));
        if (!running) return;
        const asked = performance.now();
        for (;;) {
          try {
            const release = await lockfile.lock(dir, {
              realpath: false,
              stale: 5000,
              lockfilePath: path.join(dir, 'state.lock'),
            });
            await release();
            break;
          } catch (error) {
            if (error.code !== 'ELOCKED') throw error;
            // Held by the server: counted, then tried again.
            lockFoundHeld += 1;
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        }
        probeTimes.push(performance.now() - asked);
      }
    };
    const probing = probe();
    await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
    running = false;
    await probing;
    const cpuAfter = cpuBefore && (await server.probe({ reset: true }));
    const seconds = (performance.now() - started) / 1000;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const accepted = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.ms)
      .sort((a, b) => a - b);
    const byAnswer = {};
    for (const answer of answers) {
      const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
      byAnswer[key] = (byAnswer[key] ?? 0) + 1;
    }
    const sortedProbes = probeTimes.sort((a, b) => a - b);
    return {
      clients,
      starts: answers.length,
      seconds: round(seconds),
      answers: byAnswer,
      retryAfter: [...new Set(answers.map((answer) => answer.retryAfter).filter(Boolean))].slice(0, 5),
      medianMs: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      acceptedMedianMs: round(percentile(accepted, 50)),
      acceptedP99Ms: round(percentile(accepted, 99)),
      serverCpuMsPerStart: cpuAfter ? round((cpuAfter.cpuMicros - cpuBefore.cpuMicros) / 1000 / answers.length) : null,
      serverEventLoopDelayMaxMs: cpuAfter ? round(cpuAfter.eventLoopDelay.maxMs) : null,
      stored: storedChallenges(dataDir),
      // The wait includes this process's own event loop, busy with the clients: the times the lock was found held say more.
      sharedLock: {
        taken: sortedProbes.length,
        foundHeld: lockFoundHeld,
        waitMedianMs: round(percentile(sortedProbes, 50)),
        waitMaxMs: round(sortedProbes.at(-1) ?? 0),
      },
    };
  } finally {
    running = false;
    agent.destroy();
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const entry = process.argv.find((arg) => arg.startsWith('--entry='))?.slice('--entry='.length);
  const number = (name, fallback) => Number(process.env[name] ?? fallback);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-flood-'));
  const port = await freePort();
  const server = await startServer({
    root,
    port,
    dataDir,
    probe: true,
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    ...(entry ? { entry } : {}),
  });
  try {
    const result = await signInFlood(
      { ...server, siteUrl: `http://localhost:${port}` },
      dataDir,
      { clients: number('BENCH_FLOOD_CLIENTS', 200), starts: number('BENCH_FLOOD_STARTS', 6000) },
      (message) => console.error(`bench: ${message}`),
    );
    console.log(
      JSON.stringify(
        { date: new Date().toISOString(), node: process.version, cpus: availableParallelism(), ...result },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
