import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServedFiles, servedDataDirProblem } from '../../server/http/static-files';
import { listen, rawRequest, type Listening } from '../support/raw-http';
import { createTestApp } from '../support/test-app';

/**
 * A served directory with what a build puts there (assets, a favicon, Vite's
 * manifest) and what must never leave it (a stray .env, a source file), next
 * to a DATA_DIR holding an enquiry.
 */
function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'ballon-static-'));
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, '.vite'));
  writeFileSync(path.join(client, 'assets', 'app-Ab12Cd34.js'), 'export const x = 1;\n'.repeat(100));
  writeFileSync(
    path.join(client, 'assets', 'app-Ab12Cd34.js.br'),
    brotliCompressSync('export const x = 1;\n'.repeat(100)),
  );
  writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(client, '.vite', 'manifest.json'), '{"secret":"manifest"}');
  writeFileSync(path.join(client, '.env'), 'SMTP_URL=smtp://u:hunter2@x');
  symlinkSync('/etc/passwd', path.join(client, 'assets', 'passwd.txt'));
  const data = path.join(root, 'data');
  mkdirSync(path.join(data, 'outbox'), { recursive: true });
  writeFileSync(path.join(data, 'outbox', 'abc.json'), '{"email":"jana@example.com"}');
  writeFileSync(path.join(root, 'package.json'), '{"name":"secret-package"}');
  return { root, client, data };
}

const dirs = fixture();
const { app, logs } = createTestApp({ env: { DATA_DIR: dirs.data }, deps: { clientDir: dirs.client } });
let server: Listening;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(() => server.close());

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(server.port, 'GET', target, headers);

describe('only the built files, by their exact path', () => {
  it('serves a hashed asset (brotli when accepted) and the favicon', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).status).toBe(200);
    expect([...listServedFiles(dirs.client)].sort()).toEqual(['/assets/app-Ab12Cd34.js', '/favicon.svg']);
  });

  it.each([
    // the manifest and dot-files
    '/.vite/manifest.json',
    '/.vite%2Fmanifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/assets/..%2F.vite%2Fmanifest.json',
    '/assets%2F..%2F.vite%2Fmanifest.json',
    '/assets\\..\\.vite\\manifest.json',
    '/.env',
    '/%2eenv',
    '/assets/../.env',
    '/assets/%2e%2e%2f.env',
    '/assets/%252e%252e/.env',
    // out of the directory
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2Fpackage.json',
    '/..%5Cpackage.json',
    '/assets/..%5C..%5Cpackage.json',
    '/....//package.json',
    '/assets/passwd.txt',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    // NUL bytes and other spellings of a real file
    '/assets/app-Ab12Cd34.js%00.png',
    '/assets/app-Ab12Cd34.js%00',
    '/favicon.svg%00',
    '/assets/app-Ab12Cd34.js.br',
    '/ASSETS/app-Ab12Cd34.js',
    '/assets//app-Ab12Cd34.js',
    '/assets/app-Ab12Cd34.js/',
    '/assets/./app-Ab12Cd34.js',
    '/assets/app-Ab12Cd34%2Ejs',
    // source files and the server's own
    '/src/entry-client.tsx',
    '/server/index.ts',
    '/package.json',
    '/index.html',
    '/dist/server/index.js',
  ])('%s → 404 (nothing of it in the answer)', async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.body).not.toMatch(/secret|hunter2|root:x:0|export const x/);
  });

  it('POST to a file is no way around it', async () => {
    const response = await rawRequest(server.port, 'POST', '/favicon.svg', {}, '');
    expect(response.status).toBe(405);
  });
});

describe('DATA_DIR can never be fetched', () => {
  it.each([
    '/outbox/abc.json',
    '/data/outbox/abc.json',
    '/../data/outbox/abc.json',
    '/%2e%2e/data/outbox/abc.json',
    '/..%2Fdata%2Foutbox%2Fabc.json',
    '/mail/',
    '/var/outbox/abc.json',
  ])('%s → 404', async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('jana@example.com');
  });

  it('the app refuses to be built with DATA_DIR inside the served directory (itself, a child, through a symlink)', () => {
    const inside = path.join(dirs.client, 'var');
    const link = path.join(dirs.root, 'data-link');
    mkdirSync(inside);
    symlinkSync(inside, link);
    for (const dataDir of [dirs.client, inside, link, path.join(dirs.client, 'not-yet-created')]) {
      expect(servedDataDirProblem(dirs.client, dataDir), dataDir).toMatch(
        /DATA_DIR .* is inside the served client directory/,
      );
      expect(() => createTestApp({ env: { DATA_DIR: dataDir }, deps: { clientDir: dirs.client } })).toThrow(
        /inside the served client directory/,
      );
    }
    for (const dataDir of [dirs.data, dirs.root, path.join(dirs.root, 'client-data')])
      expect(servedDataDirProblem(dirs.client, dataDir)).toBeNull();
  });

  it('a DATA_DIR that does not exist yet is judged by where it will be created: through a symlink anywhere on its way', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'ballon-datadir-'));
    // `ln -s dist/client /tmp/lnk; DATA_DIR=/tmp/lnk/data2`: the last directories do not exist, realpath of the whole fails.
    symlinkSync(dirs.client, path.join(base, 'lnk'));
    symlinkSync(path.relative(base, path.join(dirs.client, 'assets')), path.join(base, 'relative-lnk'));
    symlinkSync(path.join(base, 'lnk'), path.join(base, 'chain'));
    // A symlink whose target is not there yet: mkdir -p through it creates the target, inside.
    symlinkSync(path.join(dirs.client, 'later'), path.join(base, 'dangling'));
    mkdirSync(path.join(base, 'real'));
    const inside = [
      path.join(base, 'lnk', 'data2'),
      path.join(base, 'lnk', 'a', 'b', 'c'),
      path.join(base, 'relative-lnk', 'data'),
      path.join(base, 'chain', 'data'),
      path.join(base, 'dangling'),
      path.join(base, 'dangling', 'data'),
    ];
    for (const dataDir of inside) {
      expect(servedDataDirProblem(dirs.client, dataDir), dataDir).toMatch(
        /DATA_DIR .* is inside the served client directory/,
      );
      expect(() => createTestApp({ env: { DATA_DIR: dataDir }, deps: { clientDir: dirs.client } }), dataDir).toThrow(
        /inside the served client directory/,
      );
    }
    expect(existsSync(path.join(dirs.client, 'later'))).toBe(false);
    // Outside, through a symlink or not, existing or not: accepted.
    symlinkSync(path.join(base, 'real'), path.join(base, 'outside-lnk'));
    for (const dataDir of [
      path.join(base, 'real', 'data'),
      path.join(base, 'outside-lnk', 'x', 'y'),
      path.join(base, 'missing', 'data'),
    ]) {
      expect(servedDataDirProblem(dirs.client, dataDir), dataDir).toBeNull();
    }
  });

  it('the server refuses to start with DATA_DIR inside dist/client, before it creates anything there', async () => {
    // Through tsx the entry serves <repo>/client (beside server/), as dist/server serves dist/client.
    const dataDir = path.resolve('client', 'var');
    const run = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          PORT: '0',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout });
      });
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/"level":60.*is inside the served client directory/);
    expect(run.stdout).not.toContain('listening');
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);

  it('no request above wrote an error line', () => {
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
