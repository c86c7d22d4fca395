// Section 1: each page server-rendered against its own bytes served static by the
// same server (static-baseline.mjs), closed loop at `connections`, in `pairs` A/B
// pairs run alternately (SSR first, then static first, …) so that neither side
// always gets the warmer or the quieter slot; the figures are the medians over the
// pairs. Also the server's CPU time per run, for the req/s-per-core figure.
import { closedLoop } from './load.mjs';
import { staticPathOf } from './static-baseline.mjs';

export const CLOSED_LOOP_TARGETS = { ratio: 0.95, p99Ratio: 1.2 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A closed-loop run with the server's CPU use over it (cores: CPU seconds per second). */
async function measuredRun(server, url, config) {
  const before = await server.probe();
  const run = await closedLoop(url, {
    connections: config.connections,
    durationSeconds: config.durationSeconds,
    headers: config.headers,
  });
  const after = await server.probe();
  return { ...run, serverCores: (after.cpuMicros - before.cpuMicros) / 1000 / (after.at - before.at) };
}

export async function closedLoopSection(server, pagePaths, config, log) {
  const pages = [];
  for (const pagePath of pagePaths) {
    const urls = { ssr: `${server.url}${pagePath}`, static: `${server.url}${staticPathOf(pagePath)}` };
    log(`${pagePath}: warm-up ${config.warmupSeconds} s each…`);
    for (const url of Object.values(urls))
      await closedLoop(url, {
        connections: config.connections,
        durationSeconds: config.warmupSeconds,
        headers: config.headers,
      });
    const pairs = [];
    for (let pair = 0; pair < config.pairs; pair += 1) {
      const order = pair % 2 === 0 ? ['ssr', 'static'] : ['static', 'ssr'];
      const runs = {};
      for (const side of order) {
        log(`${pagePath}: pair ${pair + 1}/${config.pairs}, ${side} ${config.durationSeconds} s…`);
        runs[side] = await measuredRun(server, urls[side], config);
      }
      pairs.push({
        ...runs,
        ratio: runs.ssr.requestsPerSecond / runs.static.requestsPerSecond,
        p99Ratio: runs.ssr.latency.p99 / Math.max(1, runs.static.latency.p99),
      });
    }
    const all = pairs.flatMap((pair) => [pair.ssr, pair.static]);
    pages.push({
      path: pagePath,
      encodings: config.encodings?.[pagePath],
      ratio: median(pairs.map((pair) => pair.ratio)),
      p99Ratio: median(pairs.map((pair) => pair.p99Ratio)),
      ssr: summary(pairs.map((pair) => pair.ssr)),
      static: summary(pairs.map((pair) => pair.static)),
      failures: all.reduce((n, run) => n + run.errors + run.timeouts + run.non2xx, 0),
      pairs,
    });
  }
  return { pages, checks: checksOf(pages) };
}

/** Medians of a side's runs (and the worst max). */
function summary(runs) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.latency.p50)),
    p99: median(runs.map((run) => run.latency.p99)),
    max: Math.max(...runs.map((run) => run.latency.max)),
    bytesPerResponse: median(runs.map((run) => run.bytesPerResponse)),
    serverCores: median(runs.map((run) => run.serverCores)),
  };
}

function checksOf(pages) {
  return pages.flatMap((page) => [
    {
      section: 'closed loop',
      name: `${page.path}: SSR ÷ static req/s (median of pairs)`,
      measured: page.ratio.toFixed(2),
      target: `≥ ${CLOSED_LOOP_TARGETS.ratio}`,
      ok: page.ratio >= CLOSED_LOOP_TARGETS.ratio,
    },
    {
      section: 'closed loop',
      name: `${page.path}: SSR p99 ÷ static p99`,
      measured: `${page.p99Ratio.toFixed(2)} (${page.ssr.p99} / ${page.static.p99} ms)`,
      target: `≤ ${CLOSED_LOOP_TARGETS.p99Ratio}`,
      ok: page.p99Ratio <= CLOSED_LOOP_TARGETS.p99Ratio,
    },
    {
      section: 'closed loop',
      name: `${page.path}: errors, time-outs, non-2xx (all runs)`,
      measured: String(page.failures),
      target: '0',
      ok: page.failures === 0,
    },
  ]);
}
