/**
 * Every document the server sends is valid HTML by the Nu HTML Checker
 * (vnu.jar, from the `vnu-jar` package, run on Java from Debian): each page in
 * both languages (from `pagePaths`, so a new page is checked without a word
 * here) at three moments of the sample content (an ordinary day, Christmas Eve
 * with its notice and closure, the St. Martin's feast with its banner), the
 * forms after a refused no-JavaScript post, after one at the limit (429) and after a sent one (in the form's place), the router's
 * 404 under both prefixes, the feast page in its banner window and after its last edition, and the server's own documents (its static 404, the
 * error page, the page of a refused cross-site post and of a post of the retired table request), and the food menu's states (its
 * filter's boxes checked; without a menu of its own). All of them are checked by
 * one run of the checker: one JVM start for the lot.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderErrorPage } from '../../server/http/error-page';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { fixedContentSource } from '../../server/content/content-source';
import { createTestApp } from '../support/test-app';
import { contentWithLinks, testContent } from '../support/test-content';

const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/** `java -version`'s first line, or null when there is no `java` to run. */
function javaVersion(): string | null {
  try {
    // java -version writes to stderr; execFileSync returns stdout, so both are joined.
    const output = execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return output.split('\n')[0] || 'java';
  } catch (error) {
    const stderr =
      (error as { stderr?: string; code?: string }).code === 'ENOENT' ? null : (error as { stderr?: string }).stderr;
    return stderr ? (stderr.split('\n')[0] ?? null) : null;
  }
}

const NO_JAVA =
  'The Nu HTML Checker needs Java, and there is no `java` on the PATH. `npm test` installs it (scripts/ensure-test-tools.sh, as root: ' +
  'apt-get install default-jre-headless); otherwise install a Java runtime (11 or newer) yourself.';

/** The moments the sample content is rendered at (Prague: 14:00, 13:00, 13:00). */
const moments = {
  'an ordinary day': '2026-06-15T12:00:00Z',
  'Christmas Eve (closed, with a notice)': '2026-12-24T12:00:00Z',
  'the St. Martin\u2019s feast (banner on)': '2027-11-12T12:00:00Z',
} as const;

interface Document {
  name: string;
  html: string;
}

const pageUrls = Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);

async function renderDocuments(): Promise<Document[]> {
  const documents: Document[] = [];
  const add = (name: string, status: number, response: request.Response) => {
    expect(response.status, name).toBe(status);
    expect(response.headers['content-type'], name).toMatch(/^text\/html/);
    documents.push({ name, html: response.text });
  };
  for (const [moment, iso] of Object.entries(moments)) {
    const { app } = createTestApp({ deps: { now: () => new Date(iso) } });
    for (const url of pageUrls) add(`${url} on ${moment}`, 200, await request(app).get(url));
  }

  // The daily menu's own states (the sample publishes 26–27 and 30 November 2026): served, over, the weekend.
  for (const [state, iso] of [
    ['served', '2026-11-26T11:00:00Z'],
    ['over', '2026-11-26T14:00:00Z'],
    ['at the weekend', '2026-11-28T11:00:00Z'],
  ] as const) {
    const { app } = createTestApp({ deps: { now: () => new Date(iso) } });
    for (const url of ['/denni-menu', '/en/denni-menu'])
      add(`${url} (lunch ${state})`, 200, await request(app).get(url));
  }

  // The feast page's other seasons (src/content/feast-season.ts): its banner window open, and after the last edition listed.
  for (const [season, iso] of [
    ['its banner window', '2027-10-20T10:00:00Z'],
    ['over, none listed', '2027-11-20T12:00:00Z'],
  ] as const) {
    const { app } = createTestApp({ deps: { now: () => new Date(iso) } });
    for (const url of ['/svatomartinske-hody', '/en/svatomartinske-hody'])
      add(`${url} (feast: ${season})`, 200, await request(app).get(url));
  }

  const { app, config } = createTestApp();
  for (const url of ['/neexistuje', '/en/neexistuje', '/galerie/neco/dalsiho'])
    add(`${url} (the router's 404)`, 404, await request(app).get(url));
  // Not a path of ours in any spelling: the server's static 404 (canonical-url.ts), without the router.
  for (const url of ['/neco%2Fjineho', '/en/neco%2Fjineho'])
    add(`${url} (the static 404)`, 404, await request(app).get(url));
  for (const url of [pagePaths.contact, pagePaths.lounge].flatMap((path) => [
    localizePath(path, 'cs'),
    localizePath(path, 'en'),
  ])) {
    add(
      `${url} after an invalid post`,
      422,
      await request(app).post(url).set('Origin', config.siteUrl).type('form').send({ name: '' }),
    );
    add(`${url}?odeslano=1 (sent)`, 200, await request(app).get(`${url}?odeslano=1`));
  }
  // The food menu's states: its filter is CSS on the checkboxes' state (no request), so every box is
  // checked in the markup as a browser holds it; and the page without a menu of its own (frame, or neither).
  for (const url of [localizePath(pagePaths.foodMenu, 'cs'), localizePath(pagePaths.foodMenu, 'en')]) {
    const html = (await request(app).get(url)).text;
    const checked = html.replaceAll(
      'class="food-filter__box visually-hidden" type="checkbox"',
      'class="food-filter__box visually-hidden" type="checkbox" checked=""',
    );
    expect(checked, "the filter's boxes").not.toBe(html);
    documents.push({ name: `${url} with every filter box checked`, html: checked });
    const noMenu = { ...testContent.view().content, foodMenu: { sections: [] } };
    for (const [state, links] of [
      ['with the frame', {}],
      ['with neither menu nor frame', { foodMenu: null }],
    ] as const) {
      const content = fixedContentSource(
        { ...noMenu, links: { ...noMenu.links, ...links } },
        testContent.view().photos,
        testContent.modified(),
      );
      add(
        `${url} without a menu of our own, ${state}`,
        200,
        await request(createTestApp({ deps: { content } }).app).get(url),
      );
    }
  }
  // A post of the retired table request (a page left open since before the booking): refused, with a page that leads to the booking.
  for (const url of ['/kontakt', '/en/kontakt'])
    add(
      `${url} after a post of the retired table request`,
      400,
      await request(app).post(url).set('Origin', config.siteUrl).type('form').send({ form: 'table', name: 'Jana' }),
    );
  // Each form after a post at the limit (429: the values kept, the limit's notice), in both languages: the
  // client's refused posts used up (one), so that nothing is stored.
  const { app: limited } = createTestApp({
    env: { CONTACT_INVALID_RATE_LIMIT: '1' },
    deps: { content: contentWithLinks({ reservation: null }) },
  });
  await request(limited).post('/kontakt').set('Origin', config.siteUrl).type('form').send({ name: '' }).expect(422);
  for (const url of ['/kontakt', '/en/kontakt', '/konferencni-prostory-salonek', '/en/konferencni-prostory-salonek']) {
    add(
      `${url} after a post at the limit`,
      429,
      await request(limited).post(url).set('Origin', config.siteUrl).type('form').send({ name: 'Jana' }),
    );
  }
  add(
    '/kontakt after a cross-site post',
    403,
    await request(app).post('/kontakt').set('Origin', 'https://elsewhere.example').type('form').send({ name: 'x' }),
  );
  for (const lang of ['cs', 'en'] as const) {
    documents.push({ name: `the error page (${lang})`, html: renderErrorPage(lang, null) });
    documents.push({
      name: `the error page with a detail, as in development (${lang})`,
      html: renderErrorPage(lang, 'Error: <boom> & "quotes"'),
    });
  }
  return documents;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu once over `files`, errors only; its JSON report lists each file's messages by file: URL. */
function checkFiles(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      // A short run: the client compiler only and the serial collector start fastest (a third of the
      // time on two busy cores); no language detection, which only ever gives warnings.
      [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xss8m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--errors-only',
        '--no-langdetect',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Exit code 1 means "errors found"; anything else without a report is a failure of the run itself.
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu did not report (${error?.message ?? 'no output'}): ${stderr}`));
        }
      },
    );
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'ballon-vnu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The problems vnu found, by document name. */
const problems = new Map<string, string[]>();
let documentNames: string[] = [];
/** The deliberately broken document (a theme-color meta without its colour), to prove the checker sees what it should. */
const CANARY = 'canary: the theme-color meta without content';

beforeAll(async () => {
  if (javaVersion() === null) throw new Error(NO_JAVA);
  const documents = await renderDocuments();
  const home = documents[0]!;
  const broken = home.html.replace(/<meta name="theme-color" content="[^"]*">/, '<meta name="theme-color">');
  if (broken === home.html) throw new Error('the canary found no theme-color meta to break');
  documents.push({ name: CANARY, html: broken });
  const files = documents.map((document, index) => {
    const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
    writeFileSync(file, document.html);
    return file;
  });
  // vnu names a file `file:/tmp/…`: matched by the file's own name.
  const byFile = new Map(files.map((file, index) => [path.basename(file), documents[index]!.name]));
  const started = performance.now();
  const messages = await checkFiles(files);
  const seconds = (performance.now() - started) / 1000;
  console.log(`vnu: ${files.length} documents checked in ${seconds.toFixed(1)} s (one JVM)`);
  for (const message of messages) {
    const name =
      (message.url && byFile.get(path.basename(fileURLToPath(message.url)))) ?? `(${message.url ?? 'no file'})`;
    const list = problems.get(name) ?? [];
    list.push(
      `line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`,
    );
    problems.set(name, list);
  }
  documentNames = documents.filter((document) => document.name !== CANARY).map((document) => document.name);
}, 180_000);

describe('valid HTML (the Nu HTML Checker, vnu.jar)', () => {
  it('has Java to run the checker on', () => {
    expect(javaVersion(), NO_JAVA).not.toBeNull();
  });

  it('checks every page in both languages at every moment, the 404s, the forms\u2019 states and the server\u2019s own pages', () => {
    // + 2: a post of the retired table request (400, the refused post's page) in both languages.
    // + 4: the feast page in its banner window and after its last edition, in both languages.
    // + 4: each form after a post at the limit (429), in both languages.
    expect(documentNames).toHaveLength(
      pageUrls.length * Object.keys(moments).length + 3 + 2 + 8 + 6 + 1 + 4 + 6 + 2 + 4 + 4,
    );
    for (const url of pageUrls) expect(documentNames).toContain(`${url} on an ordinary day`);
  });

  it('finds no error in any of them', () => {
    const found = Object.fromEntries([...problems].filter(([name]) => name !== CANARY));
    expect(found).toEqual({});
  });

  it('does see an error where there is one (a named meta without content)', () => {
    expect(problems.get(CANARY)).toEqual([
      expect.stringContaining(
        'Element \u201cmeta\u201d is missing one or more of the following attributes: \u201ccontent\u201d',
      ),
    ]);
  });
});

describe('the csp-nonce meta', () => {
  it('is not in a production page: no nonce anywhere (0012)', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/').expect(200);
    expect(response.text).not.toContain('csp-nonce');
    expect(response.text).not.toMatch(/\snonce=/);
  });

  it('in development carries the nonce of its response only in its nonce attribute, which the browser hides once parsed', async () => {
    const { app } = createTestApp({ env: { NODE_ENV: 'development' } });
    const response = await request(app).get('/').expect(200);
    const meta = /<meta property="csp-nonce"[^>]*>/.exec(response.text)?.[0];
    const nonce = /<script nonce="([^"]+)"/.exec(response.text)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(meta).toBe(`<meta property="csp-nonce" content="" nonce="${nonce}">`);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });
});
