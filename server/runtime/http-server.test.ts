import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdConnections, listen, openSocket, parseResponse, type HeldConnections } from '../../tests/support/raw-http';
import { allowLongRequest, createHttpServer, limitConnectionsPerPeer } from './http-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `text()` matches (the test's time-out is the safety net). */
async function until(text: () => string, pattern: RegExp): Promise<string> {
  while (!pattern.test(text())) await sleep(10);
  return text();
}

const held: HeldConnections[] = [];
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  for (const connections of held.splice(0)) connections.release();
  await close?.();
  close = undefined;
});

/** An HTTP server that answers everything, capped at `max` connections per untrusted peer (127.0.0.3 is trusted). */
async function cappedServer(max: number) {
  const warnings: { object: object; message: string }[] = [];
  const server = createHttpServer();
  server.on('request', (_req, res) => res.end('ok'));
  limitConnectionsPerPeer(server, {
    max,
    isTrusted: (address) => address === '127.0.0.3',
    logger: { warn: (object, message) => void warnings.push({ object, message }) },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port: (server.address() as AddressInfo).port, warnings };
}

function hold(port: number, count: number, localAddress: string) {
  const connections = holdConnections(port, count, { localAddress });
  held.push(connections);
  return connections;
}

describe('connections per peer', () => {
  it('one client holds at most the cap; the rest are closed unanswered, with one warning; another client is served', async () => {
    const { port, warnings } = await cappedServer(5);
    const first = hold(port, 12, '127.0.0.1');
    await first.settled;
    expect([first.open(), first.refused()]).toEqual([5, 7]);
    const other = hold(port, 3, '127.0.0.2');
    await other.settled;
    expect(other.open()).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.object).toMatchObject({ peer: '127.0.0.1', max: 5, refused: 1 });
  });

  it('counts a closed connection out again: the client may open another', async () => {
    const { port } = await cappedServer(5);
    const first = hold(port, 5, '127.0.0.1');
    await first.settled;
    const over = hold(port, 1, '127.0.0.1');
    await over.settled;
    expect([first.open(), over.refused()]).toEqual([5, 1]);
    first.release();
    // The server sees them close a moment after the client does: try until that state is reached.
    for (;;) {
      const next = hold(port, 1, '127.0.0.1');
      await next.settled;
      if (next.open() === 1) break;
    }
  });

  it('does not cap a peer TRUST_PROXY trusts: every visitor comes through the proxy', async () => {
    const { port, warnings } = await cappedServer(5);
    const proxy = hold(port, 20, '127.0.0.3');
    await proxy.settled;
    expect([proxy.open(), proxy.refused()]).toEqual([20, 0]);
    expect(warnings).toEqual([]);
  });
});

describe('a route that allows a long request (an upload from a phone)', () => {
  // Scaled down: the normal request timeout 600 ms, the long one 3 s.
  const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, longRequestTimeoutMs: 3000, checkIntervalMs: 25 };
  const closeListeners: number[] = [];

  async function timedServer() {
    const listening = await listen((req, res) => {
      if (req.url === '/long') allowLongRequest(req);
      if (req.url === '/short') closeListeners.push(req.socket.listenerCount('close'));
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.end(`got ${bytes}`));
    }, createHttpServer(limits));
    close = listening.close;
    return listening.port;
  }

  const post = (target: string, length: number, first: string) =>
    `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n${first}`;

  it('outlives the normal timeout: a slow body there is cut (408) while the long one, as slow, completes', async () => {
    const port = await timedServer();
    const upload = await openSocket(port);
    const form = await openSocket(port);
    upload.socket.write(post('/long', 10, 'abcde'));
    form.socket.write(post('/short', 10, 'abcde'));
    // The state that proves the normal timeout has passed for both: the short one is cut.
    const cut = await form.closed;
    expect(parseResponse(Buffer.from(cut.data, 'latin1')).status).toBe(408);
    upload.socket.write('fghij');
    expect(await until(upload.received, /got 10$/)).toMatch(/^HTTP\/1\.1 200/);
    upload.socket.destroy();
  });

  it('is still cut once the long timeout has passed, counted from its first byte', async () => {
    const port = await timedServer();
    const start = Date.now();
    const upload = await openSocket(port);
    upload.socket.write(post('/long', 10, 'abc'));
    const { at, data } = await upload.closed;
    expect(at - start).toBeGreaterThanOrEqual(limits.longRequestTimeoutMs - 25);
    expect(parseResponse(Buffer.from(data, 'latin1')).status).toBe(408);
  });

  it('a keep-alive connection serving many requests gathers no listeners', async () => {
    const port = await timedServer();
    closeListeners.length = 0;
    const client = await openSocket(port);
    for (let n = 1; n <= 15; n++) {
      client.socket.write(post(n % 2 ? '/long' : '/short', 2, 'ok'));
      while (client.received().split('got 2').length <= n) await sleep(10);
    }
    client.socket.destroy();
    expect(Math.max(...closeListeners)).toBe(Math.min(...closeListeners));
  });
});
