/**
 * A new page touches three places: its module, its messages (cs and en), one line
 * of the route table (src/page-ids.ts). This test adds one, a wine tasting, in
 * exactly those places to a copy of the sources, builds that copy as `npm run build`
 * does, runs it, and finds the page rendered by the server in both languages, in
 * the sitemap, within its first-load budget, hydrated in the browser without a
 * console error or warning, also by the development server (React's development
 * build reports every hydration mismatch), and type-checked. Everything else a page
 * has (its chunks in the server's preloads, routes, head, data route, sitemap entry,
 * budget) must follow from the route table by itself, or this fails.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { get, startServer, type RunningServer } from '../support/built-server';
import { CSS_BUDGET, jsCeiling } from '../budget/ceilings';

const repo = path.resolve(import.meta.dirname, '../..');
const PATH = '/degustace-vin';
const TITLE = { cs: 'Degustace vín', en: 'Wine Tasting' };
const HEADING = { cs: 'Večer moravských vín', en: 'An evening of Moravian wines' };

/** The three places, as a developer would write them. */
const TABLE_LINE = `  wineTasting: { path: '${PATH}' },\n`;
const fixture: Record<string, string> = {
  'src/pages/wine-tasting.tsx': `import { useTranslation } from 'react-i18next';
import { usePageData, useSiteData } from '../route-data';

export function WineTastingPage() {
  const { t } = useTranslation();
  const { venue } = useSiteData();
  usePageData('wineTasting');
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('wineTasting.heading')}</h1>
        <p>{t('wineTasting.lead')}</p>
      </header>
      <p>{t('wineTasting.phone', { phone: venue.phones.restaurant })}</p>
    </div>
  );
}
`,
  'src/i18n/cs/wine-tasting.ts': `export const wineTasting = {
  head: {
    title: '${TITLE.cs}',
    description: 'Řízená degustace moravských a českých vín v Restauraci Ballon: výklad someliéra, drobné pohoštění a vína, která si můžete odnést domů.',
    keywords: 'degustace vín, ochutnávka vína, moravská vína, Vokovice',
  },
  heading: '${HEADING.cs}',
  lead: 'Večer s moravskými a českými víny, výkladem someliéra a drobným pohoštěním.',
  phone: 'Místo si rezervujte na čísle {{phone}}.',
};

declare module './index' {
  interface PageNamespaces {
    wineTasting: typeof wineTasting;
  }
}
`,
  'src/i18n/en/wine-tasting.ts': `import type { Messages } from '../cs';

export const wineTasting = {
  head: {
    title: '${TITLE.en}',
    description: 'A guided tasting of Moravian and Czech wines at Ballon Restaurant: a sommelier’s commentary, small bites, and wines to take home.',
    keywords: 'wine tasting, Moravian wine, Prague, Vokovice',
  },
  heading: '${HEADING.en}',
  lead: 'An evening of Moravian and Czech wines, with a sommelier’s commentary and small bites.',
  phone: 'Book your place on {{phone}}.',
} satisfies Messages['wineTasting'];
`,
};

let work = '';
let clientDir = '';
let server: RunningServer | undefined;
let dev: ReturnType<typeof spawn> | undefined;
let origin = '';
let devOrigin = '';
let browser: Browser | undefined;
/**
 * The type check of the copy (the last test's), started as soon as the three places are
 * written: it reads only the sources, so it runs while the copy is built, served and
 * opened in the browser instead of after them (it was 70 of the file's 100 s in CI).
 * Stopped by `stop` when the file ends before the test waited for it.
 */
let typeCheck: Promise<string> | undefined;
const stop = new AbortController();

/** `node <args>` in the copy; resolves with its output once it exits 0 (`signal` kills it). */
function run(args: string[], env: Record<string, string> = {}, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`node ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Every file under `dir`, relative to it. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    return statSync(path.join(dir, relative)).isDirectory() ? files(dir, relative) : [relative];
  });
}

/** Waits until the server answers its health check (the development server logs for people, not as JSON). */
async function healthy(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the development server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens `url`, waits for hydration and returns what the console and the page reported meanwhile. */
async function openHydrated(url: string, then?: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/^%cDownload the React DevTools /.test(message.text())) return;
    if (['error', 'warning', 'log', 'info'].includes(message.type()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await then?.(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return problems;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  // The sources, what builds them, the public files (with the photos' variants) and the content;
  // a copy, since the development server refreshes the photos' variants in public/. The packages as they are.
  // The tests and the other configuration files too, for the type check (tsconfig.json's `include`).
  for (const dir of ['src', 'server', 'scripts', 'public', 'content', 'tests'])
    cpSync(path.join(repo, dir), path.join(work, dir), { recursive: true });
  for (const file of [
    'vite.config.ts',
    'vitest.config.ts',
    'playwright.config.ts',
    'eslint.config.js',
    'package.json',
    'tsconfig.json',
  ])
    cpSync(path.join(repo, file), path.join(work, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));

  // The three places.
  for (const [file, text] of Object.entries(fixture)) writeFileSync(path.join(work, file), text);
  const table = path.join(work, 'src/page-ids.ts');
  const source = readFileSync(table, 'utf8');
  const end = source.search(/^} as const satisfies Record<string, PageEntry>;$/m);
  expect(end, 'the end of the route table in src/page-ids.ts').toBeGreaterThan(0);
  writeFileSync(table, `${source.slice(0, end)}${TABLE_LINE}${source.slice(end)}`);

  // The whole project's type check, tests included; its failure is the last test's (not an
  // unhandled rejection while the rest is set up).
  typeCheck = run(
    [path.join(repo, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'],
    {},
    stop.signal,
  );
  typeCheck.catch(() => {});

  // The production build, as scripts/build.mjs makes it (the photos are already in public/).
  const build =
    "const { build } = await import('vite'); await build({ logLevel: 'warn' }); await build({ logLevel: 'warn', build: { ssr: true } });";
  await run(['--input-type=module', '-e', build], { NODE_ENV: 'production' });
  clientDir = path.join(work, 'dist/client');

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: origin,
    CONTENT_DIR: path.join(work, 'content'),
    LOG_LEVEL: 'warn',
  };
  mkdirSync(path.join(work, 'data'));
  server = await startServer({
    args: ['dist/server/index.js'],
    cwd: work,
    env: { ...env, NODE_ENV: 'production', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'info' },
  });

  // The development server of the copy: its node_modules is a link to the repository's, which
  // Vite's file-system guard refuses (it serves a package from where the link points).
  writeFileSync(
    path.join(work, 'vite.config.mjs'),
    [
      "import { mergeConfig } from 'vite';",
      "import config from './vite.config.ts';",
      `export default (env) => mergeConfig(config(env), { server: { fs: { allow: ['.', ${JSON.stringify(path.join(repo, 'node_modules'))}] } } });`,
      '',
    ].join('\n'),
  );
  const devPort = await freePort();
  devOrigin = `http://127.0.0.1:${devPort}`;
  mkdirSync(path.join(work, 'data-dev'));
  dev = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(devPort),
      SITE_URL: devOrigin,
      NODE_ENV: 'development',
      DATA_DIR: path.join(work, 'data-dev'),
    },
    stdio: 'ignore',
  });
  await healthy(devOrigin, dev);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}, 300_000);

afterAll(async () => {
  stop.abort();
  await typeCheck?.catch(() => {});
  await browser?.close();
  server?.child.kill('SIGTERM');
  dev?.kill('SIGTERM');
  await Promise.all([
    server?.exited,
    dev && dev.exitCode === null ? new Promise((resolve) => dev?.once('close', resolve)) : null,
  ]);
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('a new page added in three places', () => {
  it('is those three places and nothing else: one line of the route table, its module, its messages', () => {
    const before = new Set(files(path.join(repo, 'src')));
    const after = files(path.join(work, 'src'));
    expect(after.filter((file) => !before.has(file)).sort()).toEqual(
      Object.keys(fixture)
        .map((file) => file.slice('src/'.length))
        .sort(),
    );
    const changed = after.filter(
      (file) =>
        before.has(file) &&
        readFileSync(path.join(work, 'src', file), 'utf8') !== readFileSync(path.join(repo, 'src', file), 'utf8'),
    );
    expect(changed).toEqual(['page-ids.ts']);
    const [was, is] = [
      readFileSync(path.join(repo, 'src/page-ids.ts'), 'utf8'),
      readFileSync(path.join(work, 'src/page-ids.ts'), 'utf8'),
    ];
    expect(is.length - was.length).toBe(TABLE_LINE.length);
  });

  it.each([
    ['cs', PATH],
    ['en', `/en${PATH}`],
  ] as const)(
    'is rendered by the server (%s), with its head, its chunks preloaded and within its budget',
    async (lang, url) => {
      const { status, body } = await get(server!.port, url);
      expect(status).toBe(200);
      expect(body).toContain(`<html lang="${lang}"`);
      expect(body).toContain(
        `<title>${TITLE[lang]} | ${lang === 'cs' ? 'Restaurace Ballon' : 'Ballon Restaurant'}</title>`,
      );
      expect(body).toContain(`<h1>${HEADING[lang]}</h1>`);
      expect(body).toContain(`<link rel="canonical" href="${origin}${url}"`);
      expect(body).toContain(`hreflang="en" href="${origin}/en${PATH}"`);
      expect(body).toMatch(/<meta name="description" content="[^"]{50,}"/);
      // Not in the navigation: the table gives it no place there.
      const navigation = body.match(/<nav[\s\S]*?<\/nav>/g) ?? [];
      expect(navigation).toHaveLength(2);
      for (const nav of navigation) expect(nav).not.toContain(PATH);

      // The page's chunk and its messages' chunk, found in the manifest from the table alone.
      const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const own = [`src/pages/wine-tasting.tsx`, `src/i18n/${lang}/wine-tasting.ts`].map((key) => manifest[key]?.file);
      const entry = /data-entry="([^"]+)"/.exec(body)?.[1] ?? '';
      const preloads = JSON.parse(
        (/data-preloads="([^"]+)"/.exec(body)?.[1] ?? '[]').replaceAll('&quot;', '"'),
      ) as string[];
      for (const file of own) expect(preloads, String(file)).toContain(`/${file}`);

      // Its first load, as the budget test measures it: the default ceiling of a new page.
      const js = [entry, ...preloads].reduce(
        (total, file) => total + gzipSync(readFileSync(path.join(clientDir, file))).length,
        0,
      );
      expect(js, `${js} bytes gzip: ${[entry, ...preloads].join(' ')}`).toBeLessThanOrEqual(jsCeiling(url));
      const css = gzipSync(/<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '').length;
      expect(css).toBeGreaterThan(1000);
      expect(css).toBeLessThanOrEqual(CSS_BUDGET);
    },
    60_000,
  );

  it('is in the sitemap in both languages, with its alternates, and has its data route', async () => {
    const { body } = await get(server!.port, '/sitemap.xml');
    expect(body).toContain(`<loc>${origin}${PATH}</loc>`);
    expect(body).toContain(`<loc>${origin}/en${PATH}</loc>`);
    expect(body).toContain(`hreflang="en" href="${origin}/en${PATH}"`);
    const data = await get(server!.port, '/_data/cs/wineTasting.json');
    expect(data.status).toBe(200);
    expect(JSON.parse(data.body)).toEqual({});
  }, 60_000);

  it('hydrates in the browser without a console error or warning, and the language toggle reaches its English twin', async () => {
    const problems = await openHydrated(`${origin}${PATH}`, async (page) => {
      await page.locator('a.lang-toggle').click();
      await page.waitForURL(`${origin}/en${PATH}`);
      await page.locator('h1', { hasText: HEADING.en }).waitFor();
      // The head after a client-side navigation: the page's own head messages, loaded with it.
      await expect.poll(() => page.title()).toBe(`${TITLE.en} | Ballon Restaurant`);
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('hydrates without a warning from the development server too (React reports every mismatch there)', async () => {
    for (const url of [PATH, `/en${PATH}`]) expect(await openHydrated(`${devOrigin}${url}`), url).toEqual([]);
  }, 180_000);

  it('type-checks, tests included: its messages give t() their keys, the English must match the Czech, no list of pages lacks it', async () => {
    expect(typeCheck, 'the type check, started with the copy').toBeDefined();
    await typeCheck;
  }, 300_000);
});
