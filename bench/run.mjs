#!/usr/bin/env node
// npm run bench: builds the production site, starts it, and measures with
// autocannon how fast three pages are server-rendered compared with the very
// same bytes served as a static file by the same server (same Express stack,
// same compression), then soaks `/` and watches the server's memory.
// Figures: a table on stdout and JSON under bench/results/ (git-ignored).
//
// Environment: BENCH_CONNECTIONS (50), BENCH_DURATION (20 s), BENCH_WARMUP (5 s),
// BENCH_SOAK (60 s), BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info),
// BENCH_OUTBOX_COUNT (100,000 pending messages for the outbox backlog that follows; 0 skips it).
// Flags: --no-build (use dist/ as it is), --strict (exit 1 when a target is missed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { outboxBacklog, reportOutboxBacklog } from './outbox-backlog.mjs';
import { formatReport } from './report.mjs';
import { freePort, startServer } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const seconds = (name, fallback) => Number(process.env[name] ?? fallback);
const config = {
  connections: seconds('BENCH_CONNECTIONS', 50),
  durationSeconds: seconds('BENCH_DURATION', 20),
  warmupSeconds: seconds('BENCH_WARMUP', 5),
  soakSeconds: seconds('BENCH_SOAK', 60),
  acceptEncoding: 'gzip, deflate, br',
  node: process.version,
  cpus: availableParallelism(),
};
const PAGES = ['/', '/en/napojovy-listek', '/galerie'];
const TARGETS = { ratio: 0.8, p99Ms: 100, rssGrowthPercent: 10 };
/** Where the captured pages are served from as static files (removed afterwards). */
const STATIC_DIR = '__bench__';

function build() {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** One autocannon run; `onTick` is called every second while it runs. */
async function load(url, duration, onTick) {
  const timer = onTick ? setInterval(onTick, 1000) : null;
  try {
    const result = await autocannon({
      url,
      connections: config.connections,
      duration,
      headers: { 'accept-encoding': config.acceptEncoding },
    });
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

/** The page as the server renders it, uncompressed, to be served again as a file. */
async function capture(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  if (!args.has('--no-build')) build();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-'));
  const staticDir = path.join(root, 'dist', 'client', STATIC_DIR);
  const server = await startServer({
    root,
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  });
  try {
    mkdirSync(staticDir, { recursive: true });
    const pages = [];
    for (const pagePath of PAGES) {
      const ssrUrl = `${server.url}${pagePath}`;
      const body = await capture(ssrUrl);
      const staticUrl = `${server.url}/${STATIC_DIR}/${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_')}.html`;
      writeFileSync(path.join(root, 'dist', 'client', new URL(staticUrl).pathname), body);
      const again = await capture(staticUrl);
      if (!again.equals(body)) throw new Error(`${staticUrl} does not serve the captured bytes`);

      console.error(`bench: ${pagePath}: warm-up ${config.warmupSeconds} s each…`);
      await load(ssrUrl, config.warmupSeconds);
      await load(staticUrl, config.warmupSeconds);
      console.error(`bench: ${pagePath}: server-rendered ${config.durationSeconds} s…`);
      const ssr = await load(ssrUrl, config.durationSeconds);
      console.error(`bench: ${pagePath}: static ${config.durationSeconds} s…`);
      const stat = await load(staticUrl, config.durationSeconds);
      pages.push({ path: pagePath, htmlBytes: body.length, ssr, static: stat, ratio: ssr.requestsPerSecond / stat.requestsPerSecond });
    }

    console.error(`bench: soak ${config.soakSeconds} s on /…`);
    const rssStart = await server.rss();
    let rssPeak = rssStart;
    const soakRun = await load(`${server.url}/`, config.soakSeconds, () => {
      void server.rss().then((rss) => (rssPeak = Math.max(rssPeak, rss)));
    });
    const rssEnd = await server.rss();
    const soak = {
      path: '/',
      durationSeconds: config.soakSeconds,
      ...soakRun,
      rssStart,
      rssEnd,
      rssPeak: Math.max(rssPeak, rssEnd),
      rssGrowthPercent: ((rssEnd - rssStart) / rssStart) * 100,
    };

    const targets = [
      ...pages.map((page) => ({
        name: `${page.path} SSR ÷ static ≥ ${TARGETS.ratio}`,
        measured: page.ratio.toFixed(2),
        ok: page.ratio >= TARGETS.ratio,
      })),
      ...pages.map((page) => ({
        name: `${page.path} SSR p99 < ${TARGETS.p99Ms} ms`,
        measured: `${page.ssr.latency.p99} ms`,
        ok: page.ssr.latency.p99 < TARGETS.p99Ms,
      })),
      {
        name: 'no errors, time-outs or non-2xx answers',
        measured: String([...pages.flatMap((p) => [p.ssr, p.static]), soak].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0)),
        ok: [...pages.flatMap((p) => [p.ssr, p.static]), soak].every((r) => r.errors + r.timeouts + r.non2xx === 0),
      },
      {
        name: `RSS growth over the soak < ${TARGETS.rssGrowthPercent} %`,
        measured: `${soak.rssGrowthPercent.toFixed(1)} %`,
        ok: soak.rssGrowthPercent < TARGETS.rssGrowthPercent,
      },
    ];
    const result = { date: new Date().toISOString(), config, pages, soak, targets };

    const resultsDir = path.join(root, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `bench-${result.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(formatReport(result));
    console.log(`\nJSON: ${path.relative(root, file)}`);
    if (args.has('--strict') && targets.some((t) => !t.ok)) process.exitCode = 1;
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Then the outbox under a backlog, on the same build (BENCH_OUTBOX_COUNT=0 skips it).
  if (Number(process.env.BENCH_OUTBOX_COUNT ?? 100_000) > 0) {
    const outbox = await outboxBacklog({ root });
    reportOutboxBacklog(root, outbox);
    if (args.has('--strict') && outbox.targets.some((t) => !t.ok)) process.exitCode = 1;
  }
}

await main();
