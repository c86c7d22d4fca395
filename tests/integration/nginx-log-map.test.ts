import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { checkSync } from 'recheck';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubPath } from '../../server/runtime/scrub-path';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { legacyRedirects } from '../../src/routes';
import { freePort } from '../support/free-port';
import { SITE_TEMPLATE, startNginx, type RunningNginx } from '../support/nginx-proxy';
import { rawRequest } from '../support/raw-http';

// The regular expressions that see request data must run in linear time, and lint
// must find the class. Here: the project's lint finds the log scrubber's old e-mail pattern,
// and passes the nginx template's log `map` (request data too: $uri). eslint-plugin-regexp
// only knows attack strings that repeat one character and misses the old map's (`%44%44…`
// between two digits), so recheck checks the map too: it finds the old pattern quadratic and
// proves each part of the new one safe. Then the template's map runs in Debian's nginx beside
// the server's scrubber: what the server redacts, nginx redacts; the site's paths it keeps.

const template = await readFile(SITE_TEMPLATE, 'utf8');

/** The template's `map $uri $ballon_logged_path` pattern as nginx reads it (no `\"` or `\\` in it to unescape). */
function logMapPattern(text: string): string {
  const map = text.slice(text.indexOf('map $uri $ballon_logged_path {'));
  const line = map.split('\n').find((candidate) => candidate.trim().startsWith('"~*'));
  const quoted = line?.trim().match(/^"~\*(.*)" "\[redacted\]";$/)?.[1];
  if (!quoted) throw new Error(`no "~*…" "[redacted]"; line in the log map of ${SITE_TEMPLATE}`);
  return quoted;
}

/** The template's old pattern, quadratic on a run of escapes between two digits. */
const OLD_PATTERN = String.raw`(@|%(25)*40|[(\[{<]\s*(at|zavin)|\d(([\s()./-]|%(25)*[0-9a-f]{2})*\d){8})`;
/** The scrubber's old e-mail pattern (server/runtime/scrub-path.ts): quadratic in a run without `@` or `/`. */
const OLD_EMAIL = String.raw`/[^\s/@]+@[^\s/@]+/g`;

/** A pattern as a JS regex literal (`/` escaped; nginx's `~*` is the `i` flag; PCRE's \s, \d, \xHH mean what JS's do on bytes). */
const literal = (source: string, flags = 'i') => `/${source.replaceAll('/', '\\/')}/${flags}`;

/** The regexp/* findings of the project's own lint configuration for a server module holding `code`. */
async function regexpFindings(code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(`${code}\n`, {
    filePath: 'server/runtime/lint-probe.ts',
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('regexp/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** The alternatives of a pattern's top level, once the group around all of it is taken off. */
function topLevelAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 1) {
      parts.push(source.slice(start + 1, i));
      start = i;
    }
  }
  if (!source.startsWith('(') || !source.endsWith(')'))
    throw new Error(`expected one group around the pattern: ${source}`);
  parts.push(source.slice(start + 1, source.length - 1));
  return parts;
}

describe('lint finds the quadratic class', () => {
  it("finds the log scrubber's old e-mail pattern (regexp/no-super-linear-move), in the project's configuration", async () => {
    expect(await regexpFindings(`export const EMAIL = ${OLD_EMAIL};`)).toEqual([
      expect.stringContaining('regexp/no-super-linear-move'),
    ]);
  }, 30_000);

  it("passes the nginx template's log map", async () => {
    expect(await regexpFindings(`export const LOGGED_PATH = ${literal(logMapPattern(template))};`)).toEqual([]);
  }, 30_000);
});

describe("recheck on the template's log map, part by part (a top-level alternation is linear when each part is)", () => {
  it('proves each part of the new pattern safe (its automaton checker, no fuzzing)', () => {
    const parts = topLevelAlternatives(logMapPattern(template));
    expect(parts.length).toBeGreaterThanOrEqual(5);
    for (const part of parts)
      expect([part, checkSync(part, 'i', { checker: 'automaton', timeout: 20_000 }).status]).toEqual([part, 'safe']);
  }, 60_000);

  it('finds the old pattern quadratic: a run of escapes between two digits', () => {
    const verdicts = topLevelAlternatives(OLD_PATTERN).map((part) => ({
      part,
      diagnostics: checkSync(part, 'i', { randomSeed: 20, timeout: 20_000 }),
    }));
    const vulnerable = verdicts.filter(({ diagnostics }) => diagnostics.status === 'vulnerable');
    expect(vulnerable.map(({ part }) => part)).toEqual([String.raw`\d(([\s()./-]|%(25)*[0-9a-f]{2})*\d){8}`]);
  }, 60_000);
});

describe("the template's log map in Debian's nginx, beside the server's scrubber", () => {
  let dir = '';
  let port = 0;
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-nginx-map-'));
    const map = template.slice(
      template.indexOf('map $uri $ballon_logged_path {'),
      template.indexOf('\n}\n', template.indexOf('map $uri $ballon_logged_path {')) + 3,
    );
    const logFormat = template.split('\n').find((line) => line.startsWith('log_format ballon '));
    const ports = { http: await freePort(), https: await freePort() };
    port = ports.http;
    const accessLog = path.join(dir, 'access.log');
    // The template's map and log format, in a server that answers everything itself with its request id.
    const site = [
      map,
      logFormat,
      `server { listen 127.0.0.1:${ports.http}; listen 127.0.0.1:${ports.https}; access_log ${accessLog} ballon;`,
      '  location / { add_header X-Request-Id $request_id always; return 404; } }',
      '',
    ].join('\n');
    nginx = await startNginx({ dir, site, httpPort: ports.http, httpsPort: ports.https, accessLog });
  });
  afterAll(async () => {
    await nginx?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** How nginx logged each target (sent as raw bytes), by the request id it answered. */
  async function loggedByNginx(targets: string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const target of targets)
      ids.set((await rawRequest(port, 'GET', target)).headers['x-request-id'] ?? '', target);
    let log = '';
    for (let tries = 0; tries < 500 && [...ids.keys()].some((id) => !log.includes(id)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      log = await readFile(nginx!.accessLog, 'utf8');
    }
    const logged = new Map<string, string>();
    for (const line of log.split('\n')) {
      const match = line.match(/"GET (.*)" 404 [\d.]+ ([0-9a-f]{32})$/);
      const target = match && ids.get(match[2]!);
      if (target !== undefined && target !== null) logged.set(target, match![1]!);
    }
    expect(logged.size).toBe(targets.length);
    return logged;
  }

  const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  const personal = [
    '/jan.novak@seznam.cz',
    '/x/jana%40example.com',
    '/jana%2540example.com',
    '/jan.novak%EF%BC%A0seznam.cz',
    '/jan.novak%25EF%25BC%25A0seznam.cz',
    '/jan.novak%EF%B9%ABseznam.cz',
    '/jan.novak%20at%20seznam%20dot%20cz',
    '/jan.novak%2520at%2520seznam.cz',
    '/jan%20zavin%C3%A1%C4%8D%20seznam%20te%C4%8Dka%20cz',
    '/jan.novak(at)seznam.cz',
    '/jan.novak%5Bat%5Dseznam.cz',
    '/jan.novak%2528at%2529seznam.cz',
    '/JAN.NOVAK%20(AT)%20SEZNAM.CZ',
    '/jan.novak{zavinac}seznam.cz',
    '/777%20123%20456',
    '/volejte/777%2520123%2520456',
    '/+420/777/123/456',
    '/777.123.456',
    '/777-123-456',
    '/(+420)777.123.456',
    '/777%252F123%252F456',
    '/%2B420%20777%20123%20456',
    '/777%20/%20123%20/%20456',
    `/jana@example.com/${'a'.repeat(8_000)}`,
  ];

  it('redacts every path the server redacts, the encodings nginx leaves in $uri included', async () => {
    for (const target of personal) expect([target, scrubPath(target).includes('[redacted]')]).toEqual([target, true]);
    // The full-width ＠ as raw UTF-8: nginx takes it (Node answers such a target 400 and logs nothing).
    const logged = await loggedByNginx([...personal, utf8('/jan.novak＠seznam.cz'), utf8('/jan.novak﹫seznam.cz')]);
    expect([...logged].filter(([, shown]) => shown !== '[redacted]')).toEqual([]);
  });

  it("logs the site's own paths, and long ones without an address, as they came", async () => {
    const pages = Object.values(pagePaths).flatMap((page) => [localizePath(page, 'cs'), localizePath(page, 'en')]);
    const ordinary = [
      ...pages,
      ...Object.keys(legacyRedirects),
      '/robots.txt',
      '/sitemap.xml',
      '/api/send-contact-email',
      '/en/what-to-eat',
      '/assets/photos/gallery/01-640w.3fa9c0d1e2.avif',
      `/${'a'.repeat(8_000)}`,
      `/${'%2E-_'.repeat(1_500)}`,
    ];
    for (const target of ordinary) expect([target, scrubPath(target).includes('[redacted]')]).toEqual([target, false]);
    const logged = await loggedByNginx(ordinary);
    expect([...logged].filter(([target, shown]) => shown !== decodeURIComponent(target))).toEqual([]);
  });
});
