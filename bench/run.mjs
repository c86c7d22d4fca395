#!/usr/bin/env node
// npm run bench: builds the production site, starts it (with event-loop-probe.mjs
// preloaded) and measures, printing Markdown tables with each figure beside its target
// and writing JSON under bench/results/ (git-ignored):
//  1. closed loop (closed-loop.mjs): `/`, `/galerie`, `/en/napojovy-listek` server-rendered
//     vs the same bytes served static (static-baseline.mjs), median of A/B pairs;
//  2. open loop (fixed-rate.mjs): each page at a fixed rate, p99;
//  3. soak (soak.mjs): the highest rate on a mix of all pages with p99 ≤ 100 ms, then a
//     soak there: latency, RSS, the server's event-loop delay;
//  4. scaling (scaling.mjs): SSR req/s per server core, and pinned to one core (taskset);
//  5. worst paths (worst-paths.mjs): the server's time for the longest paths a request may
//     carry (16,000 × 'a' and the like), one request at a time, beside a 50 ms target;
//  6. worst admin requests (section `admin`): the costliest bodies and files an owner's session can
//     send or meet (admin-worst.ts: saves of 20,000 and 36,000 keys, a hand-written nested file,
//     a history diff of unlike versions) with the worst /healthz meanwhile; 6,000 sign-in starts
//     from 200 clients (sign-in-flood.mjs); the feeds and .ics under 50 clients beside a cached
//     page (feeds.mjs); the free booking times under 50 clients flicking through days beside the
//     cached contact page (booking-times.mjs). Each runs as its own process on its own server,
//     printed as it reports;
// then the outbox backlog (outbox-backlog.mjs), then the morning lunch e-mail (lunch-mail.mjs).
//
// Environment (seconds unless said): BENCH_CONNECTIONS (50), BENCH_DURATION (20),
// BENCH_WARMUP (5), BENCH_PAIRS (3), BENCH_RATE (200 req/s), BENCH_OPEN_DURATION (20),
// BENCH_OPEN_CONNECTIONS (50), BENCH_STEP (10), BENCH_SEARCH_START (200 req/s),
// BENCH_SEARCH_MAX (12800 req/s), BENCH_BISECT (4 steps), BENCH_SOAK (300),
// BENCH_SOAK_RETRIES (3: soaks 10 % lower after a soak above p99 100 ms),
// BENCH_PINNED (1; 0 skips the pinned run), BENCH_SECTIONS (closed,fixed,soak,scaling,worst,admin),
// BENCH_WORST_REQUESTS (20 per worst path),
// BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info), BENCH_OUTBOX_COUNT (100,000; 0 skips it),
// BENCH_LUNCH_MAIL_COUNT (5,000; 0 skips it).
// Flags: --no-build (use dist/ as it is), --strict (exit 1 when a target is missed),
// --quick (short runs for a smoke test: 3 s runs, 1 pair, 15 s soak; the variables still win).
// The worst paths alone, in seconds: BENCH_SECTIONS=worst BENCH_OUTBOX_COUNT=0 npm run bench -- --no-build
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { closedLoopSection } from './closed-loop.mjs';
import { fixedRateSection } from './fixed-rate.mjs';
import { outboxBacklog, reportOutboxBacklog } from './outbox-backlog.mjs';
import { lunchMailBench, reportLunchMail } from './lunch-mail.mjs';
import { formatReport } from './report.mjs';
import { canPin, perCoreFromClosedLoop, pinnedCpus, pinnedRuns } from './scaling.mjs';
import { freePort, startServer } from './server-process.mjs';
import { soakSection } from './soak.mjs';
import { capturePages, checkStaticBaseline, writeStaticBaseline } from './static-baseline.mjs';
import { worstPathsSection } from './worst-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const number = (name, fallback, quickFallback = fallback) =>
  Number(process.env[name] ?? (quick ? quickFallback : fallback));
const config = {
  connections: number('BENCH_CONNECTIONS', 50),
  durationSeconds: number('BENCH_DURATION', 20, 3),
  warmupSeconds: number('BENCH_WARMUP', 5, 1),
  pairs: Math.max(1, number('BENCH_PAIRS', 3, 1)),
  rate: number('BENCH_RATE', 200),
  openSeconds: number('BENCH_OPEN_DURATION', 20, 5),
  openConnections: number('BENCH_OPEN_CONNECTIONS', 50),
  stepSeconds: number('BENCH_STEP', 10, 3),
  searchStart: number('BENCH_SEARCH_START', 200),
  searchMax: number('BENCH_SEARCH_MAX', 12_800),
  bisectSteps: number('BENCH_BISECT', 4, 2),
  soakSeconds: number('BENCH_SOAK', 300, 15),
  soakRetries: number('BENCH_SOAK_RETRIES', 3, 1),
  pinned: process.env.BENCH_PINNED !== '0',
  sections: (process.env.BENCH_SECTIONS ?? 'closed,fixed,soak,scaling,worst,admin')
    .split(',')
    .map((name) => name.trim()),
  worstRequests: Math.max(1, number('BENCH_WORST_REQUESTS', 20, 5)),
  acceptEncoding: 'gzip, deflate, br',
  staticBaseline:
    'the captured HTML under dist/client with the build’s br/gzip copies (scripts/precompress.mjs), answered by the server’s own static-file path',
  node: process.version,
  cpus: availableParallelism(),
};
// A browser's user agent: the server's counter (server/visits) counts a view only from one, so the
// SSR runs pay the whole counting path (a request without one would stop at the bot check).
config.headers = {
  'accept-encoding': config.acceptEncoding,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};
/** The pages with a throughput target. */
const PAGES = ['/', '/galerie', '/en/napojovy-listek'];
/** The soak's mix: every page in both languages. */
const PAGE_PATHS = [
  '/',
  '/denni-menu',
  '/jidelni-listek',
  '/napojovy-listek',
  '/svatomartinske-hody',
  '/o-restauraci-ballon',
  '/konferencni-prostory-salonek',
  '/galerie',
  '/kontakt',
  '/ochrana-osobnich-udaju',
];
const MIX = [...PAGE_PATHS, ...PAGE_PATHS.map((page) => (page === '/' ? '/en' : `/en${page}`))];
const log = (message) => console.error(`bench: ${message}`);

function build() {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** Runs `work` against a fresh production server with its own throw-away DATA_DIR. */
async function withServer(options, work) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-'));
  const server = await startServer({
    root,
    port: await freePort(),
    dataDir,
    probe: true,
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    ...options,
  });
  try {
    return await work(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The worst admin requests: each bench as a process of its own (admin-worst.ts runs under tsx), its report kept as printed. */
function worstAdminSection() {
  const runs = [
    ['admin requests (admin-worst.ts)', ['--import', 'tsx', 'bench/admin-worst.ts']],
    ['sign-in starts (sign-in-flood.mjs)', ['bench/sign-in-flood.mjs']],
    ['feeds and calendars (feeds.mjs)', ['bench/feeds.mjs']],
    ['free booking times (booking-times.mjs)', ['bench/booking-times.mjs']],
  ];
  return runs.map(([name, args]) => {
    log(`worst admin requests: ${name}…`);
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return { name, status: run.status, report: (run.stdout ?? '').trim() };
  });
}

async function measure() {
  const result = { date: new Date().toISOString(), config, checks: [] };
  const wants = (section) => config.sections.includes(section);
  if (wants('worst')) {
    result.worst = await withServer({}, (server) => worstPathsSection(server, config, log));
    result.checks.push(...result.worst.checks);
  }
  if (wants('admin')) result.admin = worstAdminSection();
  if (!['closed', 'fixed', 'soak', 'scaling'].some(wants)) return result;
  const pages = await withServer({}, (server) => capturePages(server.url, PAGES));
  const removeBaseline = await writeStaticBaseline(root, pages);
  try {
    await withServer({}, async (server) => {
      for (const pagePath of MIX) {
        const response = await fetch(`${server.url}${pagePath}`, { redirect: 'manual' });
        if (response.status !== 200)
          throw new Error(`${pagePath} answered ${response.status}: the soak's mix needs every page`);
      }
      if (wants('closed') || wants('scaling')) {
        const encodings = await checkStaticBaseline(server.url, pages, config.acceptEncoding);
        result.closed = await closedLoopSection(server, PAGES, { ...config, encodings }, log);
        result.checks.push(...result.closed.checks);
      }
      if (wants('fixed')) {
        result.fixed = await fixedRateSection(server, PAGES, config, log);
        result.checks.push(...result.fixed.checks);
      }
      if (wants('soak')) {
        result.soak = await soakSection(server, MIX, config, log);
        result.checks.push(...result.soak.checks);
      }
    });
  } finally {
    removeBaseline();
  }
  if (wants('scaling') && result.closed) {
    result.scaling = { perCore: perCoreFromClosedLoop(result.closed.pages) };
    if (!config.pinned) result.scaling.pinnedSkipped = 'BENCH_PINNED=0';
    else if (!canPin()) result.scaling.pinnedSkipped = 'no taskset or a single CPU';
    else
      result.scaling.pinned = await withServer({ cpuList: pinnedCpus().serverCpu }, (server) =>
        pinnedRuns(server, PAGES, config, log),
      );
  }
  return result;
}

async function main() {
  if (!args.has('--no-build')) build();
  const result = await measure();
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(formatReport(result));
  for (const { name, status, report } of result.admin ?? [])
    console.log(`\n## Worst admin requests: ${name}${status === 0 ? '' : ` (exit ${status})`}\n\n${report}`);
  console.log(`\nJSON: ${path.relative(root, file)}`);
  if (args.has('--strict') && result.checks.some((check) => check.ok === false)) process.exitCode = 1;

  // Then the outbox under a backlog, on the same build (BENCH_OUTBOX_COUNT=0 skips it).
  if (Number(process.env.BENCH_OUTBOX_COUNT ?? 100_000) > 0) {
    const outbox = await outboxBacklog({ root });
    reportOutboxBacklog(root, outbox);
    if (args.has('--strict') && outbox.targets.some((t) => !t.ok)) process.exitCode = 1;
  }

  // Then the morning lunch e-mail to 5,000 subscribers, once killed halfway (BENCH_LUNCH_MAIL_COUNT=0 skips it).
  if (Number(process.env.BENCH_LUNCH_MAIL_COUNT ?? 5_000) > 0) {
    const lunch = await lunchMailBench({ root });
    reportLunchMail(root, lunch);
    if (args.has('--strict') && lunch.targets.some((t) => !t.ok)) process.exitCode = 1;
  }
}

await main();
