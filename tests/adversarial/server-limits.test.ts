import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, defaultServerLimits } from '../../server/runtime/http-server';
import { Metrics, startMetricsServer } from '../../server/runtime/metrics';
import { listen, openSocket, parseResponse, type Listening } from '../support/raw-http';
import { createTestApp } from '../support/test-app';

// The production limits scaled down a hundredfold, so that slow clients can be played in real time.
const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 650, checkIntervalMs: 25 };
const { app, logs } = createTestApp();
let server: Listening;
beforeAll(async () => {
  server = await listen(app, createHttpServer(limits));
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `text()` matches (a render can take a while on a cold start). */
async function until(text: () => string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (!pattern.test(text()) && Date.now() < end) await sleep(10);
  return text();
}
/**
 * When a connection is cut is Node's timers' business, and a busy machine only makes it later:
 * the tests wait for the cut itself (their time-out is the safety net) and check only that it did
 * not come before its limit, from a moment taken before the server could have started counting.
 */

describe('the production limits', () => {
  it('headers within 30 s, the whole request within 60 s (10 minutes for a route that allows it), idle keep-alive 65 s (above a load balancer’s 60 s)', () => {
    expect(defaultServerLimits).toMatchObject({
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 60_000,
      longRequestTimeoutMs: 600_000,
      keepAliveTimeoutMs: 65_000,
    });
    const server = createHttpServer();
    // Node's own timeout is the ceiling (the long one); the 60 s are a timer per request (server/runtime/http-server.test.ts).
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([30_000, 600_000, 65_000]);
  });

  it('are the ones the production entry listens with', () => {
    const entry = readFileSync('server/index.ts', 'utf8');
    expect(entry).toMatch(/import \{ createHttpServer, limitConnectionsPerPeer \} from '\.\/runtime\/http-server'/);
    expect(entry).toMatch(/const server = createHttpServer\(\);/);
    // And capped per client, the proxy TRUST_PROXY trusts excepted (tests/faults/descriptors.test.ts runs it).
    expect(entry).toMatch(
      /limitConnectionsPerPeer\(server, \{ isTrusted: \(address\) => trusts\(address, 0\), logger \}\)/,
    );
  });
});

describe('a slow client is cut off', () => {
  it('a head that never ends: 408 and closed once headersTimeout has passed', async () => {
    const start = Date.now();
    const client = await openSocket(server.port);
    client.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const { at, data } = await client.closed;
    expect(at - start).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 25);
    expect(parseResponse(Buffer.from(data, 'latin1')).status).toBe(408);
  });

  it('a slowloris trickling a header line every 100 ms is cut at the same total, not reset by each byte', async () => {
    const client = await openSocket(server.port);
    client.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    // Reset by each line, it would never be cut: the test would time out.
    const trickle = setInterval(
      () => client.socket.writable && client.socket.write(`X-Slow-${Date.now()}: 1\r\n`),
      100,
    );
    const { data } = await client.closed;
    clearInterval(trickle);
    expect(parseResponse(Buffer.from(data, 'latin1')).status).toBe(408);
  });

  it('a body that never arrives: cut once requestTimeout has passed', async () => {
    const start = Date.now();
    const client = await openSocket(server.port);
    client.socket.write(
      'POST /kontakt HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=Ja',
    );
    const { at } = await client.closed;
    expect(at - start).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 25);
  });

  it('an idle keep-alive connection outlives headersTimeout (a new request is served) and closes after keepAliveTimeout', async () => {
    const client = await openSocket(server.port);
    client.socket.write('GET /galerie HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await until(client.received, /<\/html>/)).toMatch(/^HTTP\/1\.1 200/);
    await sleep(limits.headersTimeoutMs + 150);
    const before = client.received().length;
    // (Idle from the end of the answer, which is after this moment.)
    const idleFrom = Date.now();
    client.socket.write('GET /kontakt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const second = await until(() => client.received().slice(before), /<\/html>/);
    expect(second).toMatch(/^HTTP\/1\.1 200/);
    const { at } = await client.closed;
    // Node waits one second more than it advertises (`Keep-Alive: timeout=`), so the client gives up first.
    expect(at - idleFrom).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs);
  });

  it('advertises the keep-alive timeout in seconds', async () => {
    const production = await listen(app, createHttpServer({ checkIntervalMs: 25 }));
    try {
      const client = await openSocket(production.port);
      client.socket.write('GET /galerie HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await until(client.received, /<\/html>/)).toMatch(/\r\nKeep-Alive: timeout=65\r\n/);
      client.socket.destroy();
    } finally {
      await production.close();
    }
  });

  it('none of it reached the error log', () => {
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('the metrics listener holds slow clients to the same limits', () => {
  const quiet = pino({ level: 'silent' });

  it('its production limits are the main server’s: headers 30 s, request 60 s, keep-alive 65 s', async () => {
    const listener = await startMetricsServer(new Metrics(), { host: '127.0.0.1', port: 0 }, quiet);
    try {
      const { headersTimeout, requestTimeout, keepAliveTimeout } = listener.server;
      expect([headersTimeout, requestTimeout, keepAliveTimeout]).toEqual([
        defaultServerLimits.headersTimeoutMs,
        defaultServerLimits.requestTimeoutMs,
        defaultServerLimits.keepAliveTimeoutMs,
      ]);
    } finally {
      await listener.close();
    }
  });

  it('a slowloris on the metrics port: 408 and closed once headersTimeout has passed; a body that never ends: cut at requestTimeout', async () => {
    const listener = await startMetricsServer(new Metrics(), { host: '127.0.0.1', port: 0, limits }, quiet);
    try {
      const slow = await openSocket(listener.port);
      slow.socket.write('GET /metrics HTTP/1.1\r\nHost: localhost\r\n');
      const trickle = setInterval(() => slow.socket.writable && slow.socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
      const head = await slow.closed;
      clearInterval(trickle);
      expect(parseResponse(Buffer.from(head.data, 'latin1')).status).toBe(408);

      // Cut at all (the production limit, 60 s, is past the test's time-out): the listener took the scaled-down limits.
      const body = await openSocket(listener.port);
      body.socket.write('POST /metrics HTTP/1.1\r\nHost: localhost\r\nContent-Length: 500\r\n\r\nx');
      await body.closed;
    } finally {
      await listener.close();
    }
  });
});
