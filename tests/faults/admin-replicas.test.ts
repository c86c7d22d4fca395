import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { copySample, removeDir } from '../../server/content/content-fixture.test-support';
import { adminRequest, cookieOf, inviteByCommandLine, parsedOptions, registerOwner } from '../support/admin-owner';
import { get, startBuiltServer } from '../support/built-server';
import { RedisServer } from '../support/redis-server';
import { SITE_URL } from './support/redis-replicas';

/**
 * Two built server processes (dist/server), each with its own DATA_DIR, on one
 * real redis-server and one CONTENT_DIR, as Compose runs them behind nginx (which sends
 * consecutive requests to different replicas). A passkey ceremony started on one completes
 * on the other, a session from one is valid on the other, a save on one is live on the
 * other, and signing out on one ends it on both.
 */

const json = (port: number, urlPath: string, body: object, cookie?: string) =>
  adminRequest(port, 'POST', urlPath, { body, cookie, origin: SITE_URL });
const session = (port: number, cookie: string) => adminRequest(port, 'GET', '/admin/api/session', { cookie });

describe('the admin on two replicas sharing Redis and the content folder', () => {
  it(
    'completes a ceremony started on the other, shares sessions and saves, and ends sessions everywhere at sign-out',
    { timeout: 480_000 },
    async (context) => {
      const cleanup: (() => Promise<void>)[] = [];
      context.onTestFinished(async () => {
        for (const step of cleanup.reverse()) await step();
      });
      const redis = await RedisServer.start();
      cleanup.push(() => redis.remove());
      const contentDir = copySample();
      cleanup.push(async () => removeDir(contentDir));
      const startReplica = async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-admin-replica-'));
        cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
        // A safety net for a busy machine, not a budget.
        const server = await startBuiltServer(
          { SITE_URL, DATA_DIR: dataDir, CONTENT_DIR: contentDir, LOG_LEVEL: 'info', REDIS_URL: redis.url },
          { timeoutMs: 180_000 },
        );
        cleanup.push(async () => {
          server.child.kill('SIGKILL');
          await server.exited;
        });
        return server;
      };
      const [a, b] = await Promise.all([startReplica(), startReplica()]);

      // The first owner is invited with the built command line, against the same Redis.
      const token = await inviteByCommandLine('owner@example.cz', {
        SITE_URL,
        REDIS_URL: redis.url,
        DATA_DIR: '/nonexistent-admin-cli-dir',
      });
      expect(token).toMatch(/^[\w-]{43}$/);

      // Registration: options from A, the answer to B.
      const {
        authenticator,
        options,
        registered,
        cookie: first,
      } = await registerOwner(SITE_URL, token, a!.port, b!.port);
      expect(parsedOptions(options).rp.id).toBe('localhost');
      expect(registered.status).toBe(201);
      expect((await session(a!.port, first)).status).toBe(200);

      // Sign-in: options from B, the answer to A; the session is valid on both.
      const signIn = await json(b!.port, '/admin/api/sign-in/options', {});
      const signedIn = await json(a!.port, '/admin/api/sign-in/verify', {
        response: authenticator.get(parsedOptions(signIn)),
      });
      expect(signedIn.status).toBe(200);
      const second = cookieOf(signedIn);
      expect((await session(b!.port, second)).status).toBe(200);
      // The same challenge, replayed on B: taken once across replicas.
      expect(
        (await json(b!.port, '/admin/api/sign-in/verify', { response: authenticator.get(parsedOptions(signIn)) }))
          .status,
      ).toBe(401);

      // "Closed today" saved on A is live on B's public pages, through B's own reload of the folder.
      const closed = await json(
        a!.port,
        '/admin/api/today',
        { kind: 'closed', reason: { cs: 'Vichřice nad Vokovicemi', en: 'A gale over Vokovice' } },
        second,
      );
      expect(closed.status).toBe(200);
      await vi.waitFor(
        async () => {
          expect((await get(b!.port, '/')).body).toContain('Vichřice nad Vokovicemi');
          expect((await get(b!.port, '/en')).body).toContain('A gale over Vokovice');
        },
        { timeout: 60_000, interval: 50 },
      );

      // Sign-out on B ends it on A too; the other session lives on.
      expect((await json(b!.port, '/admin/api/sign-out', {}, second)).status).toBe(204);
      expect((await session(a!.port, second)).status).toBe(401);
      expect((await session(b!.port, second)).status).toBe(401);
      expect((await session(b!.port, first)).status).toBe(200);

      // The state is in Redis; the audit log is one for both, each event also an info line on the replica that saw it.
      expect(await redis.send('EXISTS', 'ballon:admin:owners')).toBe(':1\r\n');
      const audit = await adminRequest(a!.port, 'GET', '/admin/api/audit', { cookie: first });
      expect((JSON.parse(audit.body) as { entries: { type: string }[] }).entries.map((entry) => entry.type)).toEqual([
        'sign-out',
        'content-save',
        'sign-in-failed',
        'sign-in',
        'owner-registered',
        'invitation',
      ]);
      expect(a!.lines.some((line) => line.msg === 'admin audit: sign-in')).toBe(true);
      expect(a!.lines.some((line) => line.msg === 'admin audit: content-save')).toBe(true);
      expect(b!.lines.some((line) => line.msg === 'admin audit: sign-out')).toBe(true);
      for (const replica of [a!, b!]) expect((await get(replica.port, '/')).status).toBe(200);
    },
  );
});
