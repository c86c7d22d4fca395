import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, manifestAssets } from '../../server/admin';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { createTestApp } from '../support/test-app';

/**
 * The admin's document (its own CSP, noindex, private, no-store), its absence
 * from a build without the admin client (503, said once), and public pages that stay
 * exactly as they were for guests.
 */

const ADMIN_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

let harness: AdminHarness | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe('the shell', () => {
  it('is an HTML document with its own CSP, noindex, private and no-store, loading only the admin entry’s files', async () => {
    harness = await createAdminHarness();
    for (const page of ['/admin/sign-in', '/admin/invitation']) {
      const answer = await request(harness.app).get(page);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy']).toBe(ADMIN_CSP);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['permissions-policy']).toContain('publickey-credentials-get=(self)');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.text).toMatch(/^<!doctype html><html lang="cs">/);
      expect(answer.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(answer.text).toContain('<script type="module" src="/assets/admin-entry-test.js"></script>');
      expect(answer.text).toContain('<link rel="modulepreload" href="/assets/admin-chunk-test.js">');
      expect(answer.text).toContain('<link rel="stylesheet" href="/assets/admin-test.css">');
      // No inline script: every <script> has a src.
      expect(answer.text.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
      // Signed out: the client shows the sign-in without asking /admin/api/session (a 401 is a console error).
      expect(answer.text).toContain('<meta name="ballon-admin-session" content="signed-out">');
    }
    const { cookie } = await harness.register('owner@example.cz');
    const home = await request(harness.app).get('/admin').set('Cookie', cookie);
    expect(home.status).toBe(200);
    expect(home.headers['content-security-policy']).toBe(ADMIN_CSP);
    expect(home.text).toContain('<meta name="ballon-admin-session" content="signed-in">');
    const signInSignedIn = await request(harness.app).get('/admin/sign-in').set('Cookie', cookie);
    expect(signInSignedIn.text).toContain('<meta name="ballon-admin-session" content="signed-in">');
    expect((await request(harness.app).head('/admin/sign-in')).status).toBe(200);
  });

  it('answers everything under /admin private, no-store: 404s, 401s, 403s and redirects too', async () => {
    harness = await createAdminHarness();
    const answers = [
      await request(harness.app).get('/admin/nothing-here'),
      await request(harness.app).get('/admin/api/session'),
      await request(harness.app).post('/admin/api/sign-out').set('Origin', 'https://evil.example'),
      await request(harness.app).get('/admin/owners'),
      await request(harness.app).post('/admin/api/sign-in/options').set('Origin', SITE),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 401, 403, 303, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('takes /admin/ (a slash typed or bookmarked) to the admin, not to the site’s 404', async () => {
    harness = await createAdminHarness();
    for (const [asked, target] of [
      ['/admin/', '/admin'],
      ['/admin/?from=bookmark', '/admin?from=bookmark'],
    ]) {
      const answer = await request(harness.app).get(asked!);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(target);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    // Another spelling is still no second address of it.
    expect((await request(harness.app).get('/admin//')).status).toBe(404);
  });

  it('finds the admin entry, its imports and CSS in the build’s manifest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'admin-manifest-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const manifest = path.join(dir, 'manifest.json');
    await writeFile(
      manifest,
      JSON.stringify({
        'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true },
        'src/admin/entry.tsx': {
          file: 'assets/admin-2.js',
          isEntry: true,
          css: ['assets/admin-3.css'],
          imports: ['_shared-4.js'],
        },
        '_shared-4.js': { file: 'assets/shared-4.js', css: ['assets/shared-5.css'], imports: ['_shared-4.js'] },
      }),
    );
    const assets = await manifestAssets(manifest)({} as never, {} as never);
    expect(assets).toEqual({
      scripts: ['/assets/admin-2.js'],
      modulePreloads: ['/assets/shared-4.js'],
      styles: ['/assets/admin-3.css', '/assets/shared-5.css'],
    });
  });

  it('without the admin entry in the build: 503 with a notice in the admin’s language, one log line, no crash', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'admin-manifest-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const manifest = path.join(dir, 'manifest.json');
    await writeFile(
      manifest,
      JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true } }),
    );
    const lines: { msg: string; level: number }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as { msg: string; level: number }) },
    );
    const admin = await createAdmin(
      { siteUrl: SITE, dataDir: dir, contentDir: dir, isDevelopment: false, mail: { smtpUrl: null } },
      { logger, redis: null, assets: manifestAssets(manifest) },
    );
    const { app } = createTestApp({ env: { DATA_DIR: dir }, deps: { admin: admin.router } });
    const cs = await request(app).get('/admin/sign-in');
    expect(cs.status).toBe(503);
    expect(cs.headers['cache-control']).toBe('private, no-store');
    expect(cs.text).toContain('Správa webu není k dispozici');
    const en = await request(app).get('/admin/invitation').set('Accept-Language', 'en');
    expect(en.status).toBe(503);
    expect(en.text).toContain('The site’s admin is not available');
    expect(lines.filter((line) => line.msg.includes('admin client is not in this build'))).toHaveLength(1);
    // The site is fine.
    expect((await request(app).get('/')).status).toBe(200);
  });
});

describe('public pages stay exactly as they are for guests', () => {
  const publicPaths = [
    ...Object.values(pagePaths).flatMap((page) => [localizePath(page, 'cs'), localizePath(page, 'en')]),
    '/robots.txt',
    '/sitemap.xml',
    '/neni-tu',
  ];
  const volatile = new Set(['x-request-id', 'date']);
  const headersOf = (answer: request.Response) =>
    Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !volatile.has(name)));

  it('the same bytes and headers with the admin mounted, no cookie, no link to /admin; robots.txt disallows it, the sitemap lacks it', async () => {
    harness = await createAdminHarness();
    const { app: without } = createTestApp({ env: { DATA_DIR: harness.dataDir } });
    for (const page of publicPaths) {
      const [before, after] = [await request(without).get(page), await request(harness.app).get(page)];
      expect(after.status, page).toBe(before.status);
      expect(after.text, page).toBe(before.text);
      expect(headersOf(after), page).toEqual(headersOf(before));
      expect(after.headers['set-cookie'], page).toBeUndefined();
      if (page !== '/robots.txt') expect(after.text, page).not.toMatch(/\/admin\b/);
    }
    const robots = await request(harness.app).get('/robots.txt');
    expect(robots.text).toContain('\nDisallow: /admin\n');
    expect((await request(harness.app).get('/sitemap.xml')).text).not.toContain('/admin');
  });
});
