// Section 2: each page alone at a fixed rate (open loop, load.mjs), e.g. 200
// requests per second for 20 s: p99 against the target, and whether the rate was
// held at all (a server that falls behind answers fewer per second than asked).
import { openLoop } from './load.mjs';

export const FIXED_RATE_TARGETS = { p99Ms: 50, heldFraction: 0.97 };

/** Whether a run kept up with its schedule: answers per second ≥ 97 % of the rate asked for, nothing failed. */
export function rateHeld(run) {
  return (
    run.achievedRate >= run.targetRate * FIXED_RATE_TARGETS.heldFraction && run.errors + run.timeouts + run.non2xx === 0
  );
}

export async function fixedRateSection(server, pagePaths, config, log) {
  const pages = [];
  for (const pagePath of pagePaths) {
    log(
      `${pagePath}: ${config.rate} req/s for ${config.openSeconds} s (open loop, ${config.openConnections} connections)…`,
    );
    const run = await openLoop({
      urls: [`${server.url}${pagePath}`],
      rate: config.rate,
      durationSeconds: config.openSeconds,
      connections: config.openConnections,
      headers: config.headers,
    });
    pages.push({ path: pagePath, ...run });
  }
  const checks = pages.flatMap((page) => [
    {
      section: 'fixed rate',
      name: `${page.path}: p99 at ${page.targetRate} req/s`,
      measured: `${page.latency.p99} ms`,
      target: `≤ ${FIXED_RATE_TARGETS.p99Ms} ms`,
      ok: page.latency.p99 <= FIXED_RATE_TARGETS.p99Ms,
    },
    {
      section: 'fixed rate',
      name: `${page.path}: rate held, no failures`,
      measured: `${page.achievedRate} req/s, ${page.errors + page.timeouts + page.non2xx} failed`,
      target: `≥ ${(page.targetRate * FIXED_RATE_TARGETS.heldFraction).toFixed(0)} req/s, 0`,
      ok: rateHeld(page),
    },
  ]);
  return { pages, checks };
}
