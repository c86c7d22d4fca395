#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset: emulated phone, simulated slow 4G
// and 4× CPU slowdown) on every page of the production build (both languages, as its
// sitemap lists them), one row per page: the median of LIGHTHOUSE_RUNS runs.
// It prints each page's figures beside its targets (performance 1.00,
// LCP ≤ 1.2 s, CLS ≤ 0.01, no render-blocking resource; TBT beside them), the LCP
// element, and a summary line (scripts/lighthouse-report.mjs).
// Exits 1 when a page misses the budget of ARCHITECTURE.md (every category ≥ 0.95,
// CLS ≤ 0.01); the targets are reported, not enforced (the figures are CPU-sensitive:
// measure on a quiet machine).
//
// Chromium: CHROME_PATH (default /usr/bin/chromium, Debian's; nothing is downloaded).
// LIGHTHOUSE_RUNS (default 3): runs per page; each figure is the median of its runs.
// Flags: --no-build (use dist/ as it is); --page=/path (repeatable: only these pages,
// for a quick check). Reports: bench/results/lighthouse-*.json (LIGHTHOUSE_LHR_DIR:
// also every run's full Lighthouse report there, for digging).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { contentCopyWithLinks } from './content-copy.mjs';
import { freePort, startServer } from '../bench/server-process.mjs';
import { evaluate, formatTable, medianRow } from './lighthouse-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const onlyPages = argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Every page's path, from the running server's sitemap (one entry per page and language). */
async function pagePathsOf(serverUrl) {
  const xml = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error('the sitemap lists no pages');
  return paths;
}

/**
 * A stand-in for the external daily and food menu pages the two menu pages embed,
 * on another origin, so the pages are measured as configured in production.
 */
async function startExternalMenus() {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      '<!doctype html><html lang="cs"><title>Menu</title><body><h1>Menu</h1><p>Polévka, hlavní jídlo, dezert.</p></body></html>',
    );
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The URLs Lighthouse flags as blocking the first paint (its insight and its older audit, whichever ran). */
function renderBlockingOf(lhr) {
  const urls = new Set();
  for (const id of ['render-blocking-resources', 'render-blocking-insight']) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    for (const item of audit.details?.items ?? [])
      if (typeof item.url === 'string') urls.add(new URL(item.url).pathname);
  }
  return [...urls];
}

/** The largest paint's element, short: `img` (with its file) or the text element's tag. */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  if (!node) return null;
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?';
  const src = /\bsrc="([^"]+)"/.exec(node.snippet ?? '')?.[1];
  return src ? `${tag} ${src.split('/').pop()}` : `${tag} "${(node.nodeLabel ?? '').slice(0, 30)}"`;
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url: new URL(lhr.finalDisplayedUrl).pathname,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    renderBlocking: renderBlockingOf(lhr),
    lcpElement: lcpElementOf(lhr),
    /** What failed, for fixing: every audit below full marks that carries weight or is a failing binary check. */
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

/**
 * One Lighthouse run. A run that failed to record its trace (Lighthouse's own
 * NO_NAVSTART and the like, which it asks to retry) is retried twice.
 */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt++) {
    // localhost, not 127.0.0.1: the canonical links and SITE_URL name it so.
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.error(`lighthouse: ${url}: ${error.code ?? error.message}, again`);
  }
}

async function main() {
  if (!args.has('--no-build')) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('build failed');
  }
  const menus = await startExternalMenus();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-lighthouse-'));
  const port = await freePort();
  const server = await startServer({
    root,
    port,
    dataDir,
    env: {
      LOG_LEVEL: 'warn',
      SITE_URL: `http://localhost:${port}`,
      CONTENT_DIR: contentCopyWithLinks(path.join(dataDir, 'content'), {
        dailyMenu: `${menus.origin}/denni-menu`,
        foodMenu: `${menus.origin}/jidelni-listek`,
        foodMenuPdf: `${menus.origin}/jidelni-listek.pdf`,
        menuSubscribe: `${menus.origin}/odber`,
        social: 'https://www.facebook.com/example',
        reservation: 'https://reservations.example.com/ballon',
        menuProvider: { name: 'Menu stand-in', url: `${menus.origin}/` },
      }),
    },
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows = [];
  try {
    const sitemap = await pagePathsOf(server.url);
    const unknown = onlyPages.filter((page) => !sitemap.includes(page));
    if (unknown.length > 0) throw new Error(`not in the sitemap: ${unknown.join(', ')}`);
    if (lhrDir) mkdirSync(lhrDir, { recursive: true });
    for (const url of onlyPages.length > 0 ? onlyPages : sitemap) {
      const attempts = [];
      // The server as visitors meet it: running, this page rendered once already
      // (in its page cache); the very first render after a start is slower.
      await fetch(`${server.url}${url}`);
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`http://localhost:${port}${url}`, chrome.port);
        if (lhrDir)
          writeFileSync(path.join(lhrDir, `${url.replace(/\W+/g, '_') || '_'}-${i + 1}.json`), JSON.stringify(lhr));
        attempts.push(summarize(lhr));
      }
      rows.push(medianRow(attempts));
      console.error(`lighthouse: ${url} done`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    await menus.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const verdict = evaluate(rows);
  console.log(formatTable(rows, verdict));
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(resultsDir, `lighthouse-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date, runs, chromePath, rows, verdict }, null, 2)}\n`);
  console.log(`\nJSON: ${path.relative(root, file)}`);
  if (!verdict.budgetMet) process.exitCode = 1;
}

await main();
