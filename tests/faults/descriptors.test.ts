import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { get, startBuiltServer, type RunningServer } from '../support/built-server';
import { holdConnections } from '../support/raw-http';
import { until } from './support/mail-child';

/**
 * The whole production server with a low descriptor limit (`ulimit -n 400`) and one
 * client opening 1,000 keep-alive connections. A client TRUST_PROXY does not trust
 * is capped: the server keeps its descriptors and serves everyone else. A trusted
 * peer (the proxy, loopback by default) is not capped, so there the descriptors run
 * out: that is one condition, said in one error line, never a false "content cannot
 * be read (EMFILE)" or a "mail delivery loop failed" stack trace every poll.
 */
const LIMIT = 400;
const CONNECTIONS = 1000;
const launcher = ['bash', '-c', `ulimit -n ${LIMIT} && exec "$@"`, 'bash'];

/** The server, and one client's 1,000 connections to it, each answered or closed. */
async function startAndFlood(context: TestContext, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-descriptors-'));
  context.onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startBuiltServer({ DATA_DIR: dataDir, ...env }, { launcher });
  context.onTestFinished(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  await until(async () => (await get(server.port, '/readyz')).status === 200, 30_000, '/readyz to answer 200');
  const flood = holdConnections(server.port, CONNECTIONS, { localAddress: '127.0.0.1' });
  context.onTestFinished(() => flood.release());
  await flood.settled;
  return { server, flood };
}

const atLeast = (server: RunningServer, level: number) => server.lines.filter((line) => Number(line.level) >= level);
const metBy = (server: RunningServer, where: string) =>
  server.lines.filter((line) => line.msg === `out of file descriptors: ${where} waits`).length;

describe('many idle connections from one client, under a low descriptor limit', () => {
  it(
    'a client TRUST_PROXY does not trust holds at most the cap; a new client is served; no error line',
    { timeout: 120_000 },
    async (context) => {
      const { server, flood } = await startAndFlood(context, { TRUST_PROXY: 'false' });
      expect(flood.open()).toBe(64);
      expect(flood.refused()).toBe(CONNECTIONS - 64);

      // Another visitor, while the flood holds its connections.
      const home = await get(server.port, '/', '127.0.0.2');
      expect(home.status).toBe(200);
      expect(home.body).toContain('<html lang="cs"');

      expect(atLeast(server, 50)).toEqual([]);
      const warnings = atLeast(server, 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ peer: '127.0.0.1', max: 64 });
      expect(server.child.exitCode).toBeNull();
    },
  );

  it(
    'a trusted peer is not capped: running out is one error line, not a content error or a failing mail loop',
    { timeout: 120_000 },
    async (context) => {
      const { server, flood } = await startAndFlood(context, { LOG_LEVEL: 'debug' });
      expect(flood.open()).toBeGreaterThan(64);
      expect(flood.open()).toBeLessThan(LIMIT);

      // Both the content's poll and the mail loop meet it, each more than once (both poll every 2 s).
      await until(
        () => metBy(server, 'content') >= 2 && metBy(server, 'mail') >= 2,
        30_000,
        'the content poll and the mail loop to meet EMFILE twice each',
      );
      const errors = atLeast(server, 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ alert: 'out-of-descriptors', code: 'EMFILE', limit: LIMIT });
      expect(String(errors[0]!.msg)).toMatch(/^out of file descriptors \(EMFILE\) \(limit 400\)/);
      // Nothing blames the content, DATA_DIR or the mail, and no stack trace at all.
      const blamed = atLeast(server, 40).filter(
        (line) => line.alert !== 'out-of-descriptors' && /content|DATA_DIR|outbox|mail/i.test(String(line.msg)),
      );
      expect(blamed).toEqual([]);
      expect(JSON.stringify(server.lines)).not.toMatch(/"stack":/);

      // Once the client lets go, pages are served again.
      flood.release();
      await until(
        async () => (await get(server.port, '/').catch(() => ({ status: 0 }))).status === 200,
        30_000,
        'a page once the connections are closed',
      );
      expect(server.child.exitCode).toBeNull();
    },
  );
});
