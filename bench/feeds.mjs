#!/usr/bin/env node
// Feeds and calendar files under a flood: autocannon with `connections` clients in parallel,
// each sending its next request when the last is answered, on the daily menu page (a cached
// page: what the others are measured against), the Atom feeds, the `.ics` of an edition that
// exists, and `.ics` addresses of years with no edition (a distinct year each request, as
// someone probing would send: the 404 page). Beside each run, one `/healthz` at a time on its
// own connection: the worst answer is what a health check meets behind the flood. Also the
// server's CPU per request (event-loop-probe.mjs) and its resident memory after each run.
//
// As a section of bench/run.mjs: feedsSection(server, config, log) with the server from
// server-process.mjs (started with `probe: true`) and config { connections, durationSeconds,
// warmupSeconds, headers }. Alone: `node bench/feeds.mjs` starts `dist/server/index.js` as it
// is (build first: `node scripts/build.mjs`); `--root=DIR` measures another checkout's build
// (a `git worktree` of an older commit, for a before and after). Environment:
// BENCH_CONNECTIONS (50), BENCH_DURATION (20 s a run), BENCH_WARMUP (3 s a target).
// Prints Markdown tables and writes JSON to bench/results/feeds-latest.json (git-ignored).
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './load.mjs';
import { freePort, startServer } from './server-process.mjs';

/** A feed or a calendar costs what a page costs: its p99 within this factor of the cached page's. */
export const FEEDS_TARGETS = { p99Ratio: 1.2 };

const round = (value) => Math.round(value * 10) / 10;

/** The `.ics` link the feast page offers (an edition still to come or running). */
async function existingCalendarPath(url) {
  const html = await (await fetch(`${url}/svatomartinske-hody`)).text();
  const found = /href="(\/svatomartinske-hody\/\d{4}\.ics)"/.exec(html)?.[1];
  if (!found) throw new Error('the feast page links no calendar file: the content has no edition to come');
  return found;
}

/** A distinct year with no edition on each call, in both languages by turns. */
function missingCalendarPaths(existing) {
  let n = 0;
  return () => {
    n += 1;
    let year = 1000 + (n % 9000);
    if (existing.includes(`/${year}.ics`)) year += 1;
    return `${n % 2 ? '/en' : ''}/svatomartinske-hody/${year}.ics`;
  };
}

/** `/healthz`, one request at a time on its own connection, until `stop()`: every answer time. */
function healthzProbe(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let running = true;
  const one = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${url}/healthz`, { agent }, (res) => {
          res.resume();
          res.once('end', () => resolve(performance.now() - started));
        })
        .once('error', reject);
    });
  const loop = (async () => {
    while (running) {
      times.push(await one());
      // A health check's pace, not a second flood.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    agent.destroy();
    const sorted = times.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    };
  };
}

/**
 * One closed-loop run on `nextPath()` (a path, or `{ path, headers }` with headers of that request's own): latency,
 * answers by status, bytes, the server's CPU per request. Shared with booking-times.mjs.
 */
export async function flood(server, nextPath, { connections, durationSeconds, headers }, withHealthz) {
  const before = await server.probe({ reset: true });
  const stopHealthz = withHealthz ? healthzProbe(server.url) : null;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: durationSeconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = nextPath();
          return typeof next === 'string'
            ? { ...request, path: next }
            : { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
        },
      },
    ],
  });
  const healthz = stopHealthz ? await stopHealthz() : null;
  const after = await server.probe();
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    serverCpuMsPerRequest:
      result.requests.total > 0 ? round((after.cpuMicros - before.cpuMicros) / 1000 / result.requests.total) : 0,
    eventLoopDelayMaxMs: round(after.eventLoopDelay.maxMs),
    rssMb: round(after.rss / 2 ** 20),
    healthz,
  };
}

/** The runs of the section: each target warmed up, then measured with /healthz beside it. */
export async function feedsSection(server, config, log) {
  const calendar = await existingCalendarPath(server.url);
  const constant = (target) => () => target;
  const targets = [
    { name: 'daily menu page (cached)', path: '/denni-menu', status: 200, next: constant('/denni-menu') },
    { name: 'Atom feed', path: '/denni-menu.atom', status: 200, next: constant('/denni-menu.atom') },
    { name: 'Atom feed, English', path: '/en/denni-menu.atom', status: 200, next: constant('/en/denni-menu.atom') },
    { name: '.ics of an edition', path: calendar, status: 200, next: constant(calendar) },
    {
      name: '.ics of years with no edition',
      path: '/[en/]svatomartinske-hody/<a new year each>.ics',
      status: 404,
      next: missingCalendarPaths(calendar),
    },
  ];
  const runs = [];
  for (const target of targets) {
    log(
      `${target.path}: warm-up ${config.warmupSeconds} s, then ${config.durationSeconds} s at ${config.connections} connections…`,
    );
    await flood(server, target.next, { ...config, durationSeconds: config.warmupSeconds }, false);
    const run = await flood(server, target.next, config, true);
    runs.push({ name: target.name, path: target.path, expectedStatus: target.status, ...run });
  }
  const page = runs[0];
  const checks = runs.flatMap((run) => {
    // autocannon counts a time-out among the errors too.
    const wrong = run.requests - (run.statuses[run.expectedStatus] ?? 0) + run.errors;
    return [
      ...(run === page
        ? []
        : [
            {
              section: 'feeds',
              name: `${run.name}: p99 ÷ the cached page's p99`,
              measured: `${(run.latency.p99 / Math.max(1, page.latency.p99)).toFixed(2)} (${run.latency.p99} / ${page.latency.p99} ms)`,
              target: `≤ ${FEEDS_TARGETS.p99Ratio}`,
              ok: run.latency.p99 <= FEEDS_TARGETS.p99Ratio * Math.max(1, page.latency.p99),
            },
          ]),
      {
        section: 'feeds',
        name: `${run.name}: answers other than ${run.expectedStatus}, errors (time-outs among them)`,
        measured: String(wrong),
        target: '0',
        ok: wrong === 0,
      },
    ];
  });
  return { runs, checks };
}

/** Markdown tables of the section: the runs, then each figure beside its target. */
export function formatFeeds(section, config) {
  const cell = (value) => String(value ?? '').replaceAll('|', '\\|');
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  const ok = (value) => (value ? 'ok' : '**MISS**');
  const header = [
    'target',
    'req/s',
    'p50 / p99 / max',
    'statuses',
    'kB per answer',
    'server CPU per request',
    'worst event-loop stall',
    'RSS after',
    '/healthz p99 / max',
  ];
  return [
    `### Feeds and calendars under ${config.connections} parallel clients (${config.durationSeconds} s a run)`,
    '',
    line(header),
    `|${header.map(() => '---').join('|')}|`,
    ...section.runs.map((run) =>
      line([
        `${run.name} \`${run.path}\``,
        run.requestsPerSecond.toFixed(0),
        `${run.latency.p50} / ${run.latency.p99} / ${run.latency.max} ms`,
        Object.entries(run.statuses)
          .map(([status, count]) => `${status} × ${count}`)
          .join(', '),
        (run.bytesPerResponse / 1024).toFixed(1),
        `${run.serverCpuMsPerRequest} ms`,
        `${run.eventLoopDelayMaxMs} ms`,
        `${run.rssMb} MB`,
        run.healthz ? `${run.healthz.p99} / ${run.healthz.max} ms (${run.healthz.requests})` : '—',
      ]),
    ),
    '',
    line(['figure', 'measured', 'target', 'ok']),
    '|---|---|---|---|',
    ...section.checks.map((check) => line([check.name, check.measured, check.target, ok(check.ok)])),
  ].join('\n');
}

/**
 * A flood section run alone (`node bench/<name>.mjs [--root=DIR]`): a production server of that
 * checkout on a throw-away DATA_DIR, the section against it, its JSON in
 * bench/results/<name>-latest.json and its Markdown on stdout.
 */
export async function runAlone(name, section, format) {
  const rootArg = process.argv.slice(2).find((arg) => arg.startsWith('--root='));
  const root = path.resolve(rootArg ? rootArg.slice('--root='.length) : path.join(import.meta.dirname, '..'));
  const number = (variable, fallback) => Number(process.env[variable] ?? fallback);
  const config = {
    connections: number('BENCH_CONNECTIONS', 50),
    durationSeconds: number('BENCH_DURATION', 20),
    warmupSeconds: number('BENCH_WARMUP', 3),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  };
  const log = (message) => console.error(`bench: ${message}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `ballon-bench-${name}-`));
  const server = await startServer({
    root,
    port: await freePort(),
    dataDir,
    probe: true,
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  });
  try {
    const measured = await section(server, config, log);
    const result = { date: new Date().toISOString(), root, config, node: process.version, ...measured };
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `${name}-latest.json`), `${JSON.stringify(result, null, 2)}\n`);
    console.log(format(measured, config));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone('feeds', feedsSection, formatFeeds);
