import { execFile } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { get, startBuiltServer, type Answer } from '../support/built-server';
import { RedisServer } from '../support/redis-server';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { post, SITE_URL } from './support/redis-replicas';

/**
 * Issue 22: two built server processes (dist/server), each with its own DATA_DIR, on one
 * real redis-server, as Compose runs them behind nginx (which sends consecutive requests
 * to different replicas). A passkey ceremony started on one completes on the other, a
 * session from one is valid on the other, and signing out on one ends it on both.
 */

const json = (port: number, urlPath: string, body: object, cookie?: string) =>
  post(port, urlPath, JSON.stringify(body), { 'Content-Type': 'application/json', Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : {}) });
const parsed = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown> & { challenge: string; rp: { id: string }; user: { id: string } };
const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
/** A GET with the session cookie. */
function getWith(port: number, urlPath: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, agent: false, headers: { Cookie: cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}
const session = (port: number, cookie: string) => getWith(port, '/admin/api/session', cookie);

describe('the admin on two replicas sharing Redis', () => {
  it('completes a ceremony started on the other, shares sessions, and ends them everywhere at sign-out', { timeout: 480_000 }, async (context) => {
    const cleanup: (() => Promise<void>)[] = [];
    context.onTestFinished(async () => {
      for (const step of cleanup.reverse()) await step();
    });
    const redis = await RedisServer.start();
    cleanup.push(() => redis.remove());
    const startReplica = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-admin-replica-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      // A safety net for a busy machine, not a budget.
      const server = await startBuiltServer({ SITE_URL, DATA_DIR: dataDir, LOG_LEVEL: 'info', REDIS_URL: redis.url }, { timeoutMs: 180_000 });
      cleanup.push(async () => {
        server.child.kill('SIGKILL');
        await server.exited;
      });
      return server;
    };
    const [a, b] = await Promise.all([startReplica(), startReplica()]);

    // The first owner is invited with the built command line, against the same Redis.
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(process.cwd(), 'dist/server/admin-cli.js'), 'invite', 'owner@example.cz'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SITE_URL, REDIS_URL: redis.url, DATA_DIR: '/nonexistent-admin-cli-dir' },
    });
    const token = new URL(stdout.trim()).hash.replace('#token=', '');
    expect(token).toMatch(/^[\w-]{43}$/);

    // Registration: options from A, the answer to B.
    const authenticator = new SoftAuthenticator(SITE_URL);
    const options = await json(a!.port, '/admin/api/invitation/options', { token });
    expect(options.status).toBe(200);
    expect(parsed(options).rp.id).toBe('localhost');
    const registered = await json(b!.port, '/admin/api/invitation/verify', { token, response: authenticator.create(parsed(options)) });
    expect(registered.status).toBe(201);
    const first = cookieOf(registered);
    expect((await session(a!.port, first)).status).toBe(200);

    // Sign-in: options from B, the answer to A; the session is valid on both.
    const signIn = await json(b!.port, '/admin/api/sign-in/options', {});
    const signedIn = await json(a!.port, '/admin/api/sign-in/verify', { response: authenticator.get(parsed(signIn)) });
    expect(signedIn.status).toBe(200);
    const second = cookieOf(signedIn);
    expect((await session(b!.port, second)).status).toBe(200);
    // The same challenge, replayed on B: taken once across replicas.
    expect((await json(b!.port, '/admin/api/sign-in/verify', { response: authenticator.get(parsed(signIn)) })).status).toBe(401);

    // Sign-out on B ends it on A too; the other session lives on.
    expect((await json(b!.port, '/admin/api/sign-out', {}, second)).status).toBe(204);
    expect((await session(a!.port, second)).status).toBe(401);
    expect((await session(b!.port, second)).status).toBe(401);
    expect((await session(b!.port, first)).status).toBe(200);

    // The state is in Redis; the audit log is one for both, each event also an info line on the replica that saw it.
    expect(await redis.send('EXISTS', 'ballon:admin:owners')).toBe(':1\r\n');
    const audit = await getWith(a!.port, '/admin/api/audit', first);
    expect((JSON.parse(audit.body) as { entries: { type: string }[] }).entries.map((entry) => entry.type)).toEqual(['sign-out', 'sign-in-failed', 'sign-in', 'owner-registered', 'invitation']);
    expect(a!.lines.some((line) => line.msg === 'admin audit: sign-in')).toBe(true);
    expect(b!.lines.some((line) => line.msg === 'admin audit: sign-out')).toBe(true);
    for (const replica of [a!, b!]) expect((await get(replica.port, '/')).status).toBe(200);
  });
});
