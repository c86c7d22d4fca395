import { createServer, get, request, Agent, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import pino from 'pino';
import type * as TimersPromises from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Readiness } from './readiness';
import { gracefulShutdown, type ShutdownOptions } from './shutdown';

/**
 * The grace period's wait (node:timers/promises' setTimeout in shutdown.ts), held by
 * the test until it releases it: the tests look at the states before and after it,
 * not at a clock.
 */
const graceWaits = vi.hoisted(() => [] as { ms: number; release: () => void }[]);
vi.mock('node:timers/promises', async (importOriginal) => ({
  ...(await importOriginal<typeof TimersPromises>()),
  setTimeout: (ms: number) => new Promise<void>((release) => graceWaits.push({ ms, release: () => release() })),
}));

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A server with /readyz (the Readiness flag) and /slow (answers when released). */
function startServer(options: Partial<ShutdownOptions> = {}) {
  const server = createServer();
  const readiness = new Readiness();
  const exits: number[] = [];
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const events: string[] = [];
  /** The shutdown's log lines (info and up). */
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  const controller = gracefulShutdown({
    server,
    readiness,
    logger,
    stopBackgroundWork: async () => {
      events.push('worker stopping');
      await new Promise((resolve) => setTimeout(resolve, 50)); // "the current delivery"
      events.push('worker stopped');
    },
    timeoutMs: 3000,
    graceMs: 200,
    exit: (code) => {
      events.push(`exit ${code}`);
      exits.push(code);
      exited(code);
    },
    ...options,
  });
  const releases: (() => void)[] = [];
  server.on('request', (req, res) => {
    if (req.url === '/readyz') res.writeHead(readiness.shuttingDown ? 503 : 200).end();
    else if (req.url === '/slow') releases.push(() => res.end('done'));
    else if (req.url !== '/stream') res.end('quick');
  });
  return new Promise<{
    server: Server;
    port: number;
    controller: typeof controller;
    releases: typeof releases;
    events: string[];
    lines: typeof lines;
    exits: number[];
    exitCode: Promise<number>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, port, controller, releases, events, lines, exits, exitCode });
    });
  });
}

function fetchAnswer(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    }).on('error', reject);
  });
}

async function until(condition: () => boolean, what: string, ms = 2000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  graceWaits.splice(0).forEach((wait) => wait.release());
});

describe('graceful shutdown', () => {
  it('turns readiness 503, stops accepting, lets requests in flight finish, closes idle keep-alive connections, stops the worker, exits 0', async () => {
    const s = await startServer();
    cleanup = () => s.server.closeAllConnections();

    // An idle keep-alive connection, as a browser or a proxy leaves behind.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await fetchAnswer(s.port, '/', agent)).connection).toBe('keep-alive');
    const idleSocket = Object.values(agent.freeSockets).flat()[0] as Socket;
    let idleClosed = false;
    idleSocket.on('close', () => (idleClosed = true));

    const slow = [1, 2, 3].map(() => fetchAnswer(s.port, '/slow'));
    await until(() => s.controller.inFlight === 3, 'three requests in flight');
    expect((await fetchAnswer(s.port, '/readyz')).status).toBe(200);

    const done = s.controller.shutdown('SIGTERM');
    // During the grace period (graceMs) readiness answers 503 and new requests are still served.
    await until(() => graceWaits.length === 1, 'the grace period');
    expect(graceWaits.map((wait) => wait.ms)).toEqual([200]);
    const readyz = await fetchAnswer(s.port, '/readyz');
    expect(readyz.status).toBe(503);
    expect(readyz.connection).toBe('close');
    expect(s.server.listening).toBe(true);
    expect(idleClosed).toBe(false);
    // Once it has passed, the listener closes and so does the idle connection.
    graceWaits[0]!.release();
    await until(() => !s.server.listening, 'the listener to close');
    await until(() => idleClosed, 'the idle keep-alive connection to close');
    await expect(fetchAnswer(s.port, '/readyz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(s.exits).toEqual([]);

    s.releases.forEach((release) => release());
    const answers = await Promise.all(slow);
    expect(answers).toEqual(answers.map(() => ({ status: 200, connection: 'close', body: 'done' })));
    await done;
    expect(await s.exitCode).toBe(0);
    expect(s.events.indexOf('worker stopped')).toBeLessThan(s.events.indexOf('exit 0'));
    expect(s.events.filter((event) => event.startsWith('exit'))).toEqual(['exit 0']);
    agent.destroy();
  });

  it('closes a keep-alive connection whose answer was already under way when the signal came', async () => {
    // No shutdown time-out and no keep-alive time-out to close it instead: the drain must.
    const s = await startServer({ graceMs: 0, timeoutMs: 600_000 });
    s.server.keepAliveTimeout = 0;
    cleanup = () => s.server.closeAllConnections();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Headers out (keep-alive), body still streaming when the signal comes.
    let finish: () => void = () => {};
    const streaming = new Promise<IncomingMessage>((resolve) => {
      s.server.prependOnceListener('request', (req, res) => {
        if (req.url !== '/stream') return;
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('part 1 ');
        finish = () => res.end('part 2');
      });
      request({ host: '127.0.0.1', port: s.port, path: '/stream', agent }, resolve).end();
    });
    const res = await streaming;
    expect(res.headers.connection).toBe('keep-alive');
    const socketClosed = new Promise<void>((resolve) => res.socket.on('close', () => resolve()));
    void s.controller.shutdown('SIGTERM');
    res.resume();
    // Not after the server's keep-alive timeout: as soon as the answer is complete.
    finish();
    await socketClosed;
    expect(await s.exitCode).toBe(0);
    agent.destroy();
  });

  it('SIGINT skips the grace period: the listener closes at once', async () => {
    const s = await startServer({ graceMs: 5000 });
    cleanup = () => s.server.closeAllConnections();
    void s.controller.shutdown('SIGINT');
    await expect(fetchAnswer(s.port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await s.exitCode).toBe(0);
    expect(graceWaits).toEqual([]);
  });

  it('gives up after the timeout: the stuck connection is destroyed and the exit code is 1', async () => {
    const s = await startServer({ timeoutMs: 400, graceMs: 0 });
    cleanup = () => s.server.closeAllConnections();
    const stuck = fetchAnswer(s.port, '/slow');
    await until(() => s.controller.inFlight === 1, 'the request in flight');
    void s.controller.shutdown('SIGTERM');
    expect(await s.exitCode).toBe(1);
    // Its own timer gave up (timeoutMs), with the request still in flight.
    expect(s.lines.filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({
        msg: 'shutdown timed out: closing the remaining connections',
        inFlight: 1,
        timeoutMs: 400,
      }),
    ]);
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('a second signal exits 1 at once', async () => {
    const s = await startServer({ graceMs: 0 });
    cleanup = () => s.server.closeAllConnections();
    void fetchAnswer(s.port, '/slow').catch(() => {});
    await until(() => s.controller.inFlight === 1, 'the request in flight');
    void s.controller.shutdown('SIGINT');
    void s.controller.shutdown('SIGINT');
    expect(await s.exitCode).toBe(1);
  });
});
