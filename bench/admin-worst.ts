// node --import tsx bench/admin-worst.ts: the worst admin requests a signed-in owner (or a
// stolen session) can send, against the built server (dist/, `node scripts/build.mjs` first):
// each one's answer time, and the worst /healthz answer time, polled every 10 ms meanwhile
// (what every other visitor waits while the request holds the server's one event loop).
//   - a save of announcements.yaml with 20,000 and with 36,000 new keys (under the 512 kB body limit);
//   - the admin's read of a hand-written 1 MB announcements.yaml of nested lists, and a save over it;
//   - the history diff of two unlike 4,200-line versions.
// The server runs with a throw-away DATA_DIR and CONTENT_DIR (a copy of content/); the owner is
// invited by the built command line and signs up with the tests' software authenticator.
// `adminWorstSection(root, log)` is the same for bench/run.mjs. BENCH_ROOT: another checkout's
// dist/ to measure (a build of an older commit), with this one's harness.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { copySample, removeDir } from '../server/content/content-fixture.test-support';
import { registerOwner } from '../tests/support/admin-owner';
import { freePort, startServer } from './server-process.mjs';

export interface WorstAdminRequest {
  name: string;
  /** The request body's bytes (0: none). */
  bytes: number;
  status: number;
  answerMs: number;
  /** The slowest /healthz answer while the request was under way. */
  worstHealthzMs: number;
  healthzPolls: number;
}

/** /healthz every 10 ms on its own connection until stopped: the slowest answer. */
function pollHealthz(url: string): { stop: () => Promise<{ worstMs: number; polls: number }> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  let worstMs = 0;
  let polls = 0;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${url}/healthz`, { agent }, (res) => {
          res.resume();
          res.once('end', () => {
            worstMs = Math.max(worstMs, performance.now() - started);
            polls++;
            resolve();
          });
        })
        .once('error', reject);
    });
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await once();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10 - (performance.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { worstMs, polls };
    },
  };
}

/** Announcements' data with `count` new keys beside its own. */
function withNewKeys(data: Record<string, unknown>, count: number): Record<string, unknown> {
  const more: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) more[`k${String(index).padStart(5, '0')}`] = index % 10_000;
  return { ...data, ...more };
}

/** `count` comment lines drawn from a few dozen in a seeded order: two seeds, two unlike versions. */
function commentLines(count: number, seed: number): string {
  let state = seed;
  const lines: string[] = [];
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    lines.push(`# note ${Math.floor(state / 65_536) % 40}`);
  }
  return `${lines.join('\n')}\nannouncements: []\n`;
}

export async function adminWorstSection(
  root: string,
  log: (line: string) => void = console.error,
): Promise<WorstAdminRequest[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-admin-worst-'));
  const contentDir = copySample();
  const port = await freePort();
  const siteUrl = `http://localhost:${port}`;
  const server = await startServer({ root, port, dataDir, env: { CONTENT_DIR: contentDir, LOG_LEVEL: 'warn' } });
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'dist/server/admin-cli.js'), 'invite', 'owner@example.cz'],
      {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SITE_URL: siteUrl, DATA_DIR: dataDir },
      },
    );
    const token = new URL(stdout.trim()).hash.replace('#token=', '');
    const { cookie } = await registerOwner(siteUrl, token, port);
    const call = (method: string, urlPath: string, body?: object, ifMatch?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const text = body === undefined ? '' : JSON.stringify(body);
        const headers: Record<string, string | number> = {
          Cookie: cookie,
          Origin: siteUrl,
          'Content-Length': Buffer.byteLength(text),
        };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        if (ifMatch) headers['If-Match'] = ifMatch;
        http
          .request({ host: '127.0.0.1', port, path: `/admin/api${urlPath}`, method, agent: false, headers }, (res) => {
            let answer = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
          })
          .on('error', reject)
          .end(text);
      });
    const measure = async (
      name: string,
      send: () => Promise<{ status: number }>,
      bytes = 0,
    ): Promise<WorstAdminRequest> => {
      log(`admin worst: ${name}…`);
      const poll = pollHealthz(server.url);
      const started = performance.now();
      const { status } = await send();
      const answerMs = performance.now() - started;
      const { worstMs, polls } = await poll.stop();
      return { name, bytes, status, answerMs, worstHealthzMs: worstMs, healthzPolls: polls };
    };
    const read = async () =>
      JSON.parse((await call('GET', '/content/announcements')).body) as {
        version: string;
        data: Record<string, unknown>;
      };
    const results: WorstAdminRequest[] = [];

    for (const count of [20_000, 36_000]) {
      const { version, data } = await read();
      const body = { data: withNewKeys(data, count) };
      results.push(
        await measure(
          `save of announcements with ${count.toLocaleString('en')} new keys`,
          () => call('PUT', '/content/announcements', body, version),
          JSON.stringify(body).length,
        ),
      );
    }

    const file = path.join(contentDir, 'announcements.yaml');
    const sample = readFileSync(file, 'utf8');
    const nested = `announcements: ${'['.repeat(499_990)}${']'.repeat(499_990)}\n`;
    writeFileSync(file, nested);
    results.push(
      await measure(`read of a hand-written ${(nested.length / 1e6).toFixed(1)} MB nested announcements.yaml`, () =>
        call('GET', '/content/announcements'),
      ),
    );
    const { version } = await read();
    const valid = { data: { announcements: [] } };
    results.push(
      await measure(
        'save over it',
        () => call('PUT', '/content/announcements', valid, version),
        JSON.stringify(valid).length,
      ),
    );

    // The current text and a version unlike it, both 4,200 lines (a version as the history keeps it).
    writeFileSync(file, commentLines(4_200, 1));
    const folder = path.join(contentDir, '.history', 'announcements');
    mkdirSync(folder, { recursive: true });
    const at = '2026-11-26T12:00:00.000Z';
    const id = '20261126T120000000Z-0000beef';
    writeFileSync(
      path.join(folder, `${id}.json`),
      `${JSON.stringify({ id, at, by: 'owner@example.cz', version: '0'.repeat(20), text: commentLines(4_200, 2) })}\n`,
    );
    results.push(
      await measure('history diff of two unlike 4,200-line versions', () =>
        call('GET', `/history/announcements/${id}`),
      ),
    );

    writeFileSync(file, sample);
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeDir(contentDir);
  }
}

export function formatAdminWorst(results: WorstAdminRequest[]): string {
  const rows = results.map(
    ({ name, bytes, status, answerMs, worstHealthzMs, healthzPolls }) =>
      `| ${name} | ${bytes > 0 ? `${(bytes / 1000).toFixed(0)} kB` : ''} | ${status} | ${answerMs.toFixed(0)} | ${worstHealthzMs.toFixed(0)} (${healthzPolls} polls) |`,
  );
  return ['| request | body | status | answer (ms) | worst /healthz (ms) |', '|---|---:|---:|---:|---:|', ...rows].join(
    '\n',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
  console.log(formatAdminWorst(await adminWorstSection(root)));
}
