import { createElement, Suspense, use } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryServerModule } from '../../server/document/render';
import { listen, openSocket, type Listening } from '../support/raw-http';
import { createTestApp, type LogLine } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pages that take their time, so that a client can leave in the middle:
 * `/galerie` renders until it waits for `slow` (a Suspense boundary; a page is
 * answered once complete, so nothing is sent meanwhile),
 * `/o-restauraci-ballon` waits in its loaders until the request is aborted.
 */
function slowEntry() {
  const state = {
    slowAttempts: 0,
    slowRenders: 0,
    loaderSawAbort: false,
    release: (_value: string) => {},
    reachedLoader: () => {},
  };
  const reachedLoader = new Promise<void>((resolve) => (state.reachedLoader = resolve));
  const slow = new Promise<string>((resolve) => (state.release = resolve));
  function Slow() {
    state.slowAttempts += 1;
    const text = use(slow);
    state.slowRenders += 1;
    return createElement('p', null, text);
  }
  async function loadEntry(): Promise<EntryServerModule> {
    const real = await import('../../src/entry-server');
    return {
      ...real,
      async planPage(request, config, forms) {
        const path = new URL(request.url).pathname;
        if (path === '/o-restauraci-ballon') {
          state.reachedLoader();
          if (!request.signal.aborted)
            await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
          state.loaderSawAbort = true;
          throw new Error('loaders aborted');
        }
        const plan = await real.planPage(request, config, forms);
        if (plan.type !== 'page' || path !== '/galerie') return plan;
        const element = createElement(
          'main',
          null,
          createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Slow)),
        );
        return { ...plan, element };
      },
    };
  }
  return { state, loadEntry, reachedLoader };
}

const entry = slowEntry();
const { app, logs } = createTestApp({
  deps: {
    pages: {
      loadEntry: entry.loadEntry,
      getAssets: async () => ({ assets: { entry: '', modulePreloads: [], styles: [] } }),
    },
  },
});
let server: Listening;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(() => server.close());

/** The completion line of the request to `path` (pino-http writes it when the connection closes). */
async function lineFor(path: string, method = 'GET'): Promise<LogLine | undefined> {
  for (let i = 0; i < 100; i++) {
    const line = logs.find(
      (entry) => entry.path === path && entry.method === method && typeof entry.status === 'number',
    );
    if (line) return line;
    await sleep(10);
  }
  return undefined;
}

describe('a client that leaves is no error of ours', () => {
  it('a render in progress: stopped when the client goes, logged at info as aborted, nothing kept in the page cache', async () => {
    const client = await openSocket(server.port);
    client.socket.write('GET /galerie HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // React has reached the boundary and waits for the data.
    for (let i = 0; i < 200 && entry.state.slowAttempts === 0; i++) await sleep(10);
    expect(entry.state.slowAttempts).toBeGreaterThan(0);
    // A page is answered complete: nothing of it was sent while it waited.
    expect(client.received()).toBe('');
    client.socket.destroy();
    await client.closed;
    // The server sees the close (its completion line is written then) before the data arrives.
    expect(await lineFor('/galerie')).toMatchObject({ level: 30, aborted: true });
    // The data arrives after the client left: an aborted render never comes back to it.
    entry.state.release('late data');
    await sleep(200);
    expect(entry.state.slowRenders).toBe(0);
  });

  it('loaders in progress: their request is aborted, nothing is answered or logged as an error', async () => {
    const client = await openSocket(server.port);
    client.socket.write('GET /o-restauraci-ballon HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await entry.reachedLoader;
    client.socket.destroy();
    await client.closed;
    for (let i = 0; i < 100 && !entry.state.loaderSawAbort; i++) await sleep(10);
    expect(entry.state.loaderSawAbort).toBe(true);
    expect(await lineFor('/o-restauraci-ballon')).toMatchObject({ level: 30, aborted: true });
  });

  it.each([
    ['a no-JS form post', '/kontakt', 'application/x-www-form-urlencoded', 'name=Jana&email=jana%40exa'],
    ['a JSON post', '/api/send-contact-email', 'application/json', '{"name":"Jana","email":"jana@exa'],
  ])('%s whose body upload is cut off: a client error at most, at info level', async (_kind, path, type, partial) => {
    const client = await openSocket(server.port);
    client.socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 4000\r\n\r\n${partial}`,
    );
    await sleep(100);
    client.socket.destroy();
    await client.closed;
    const line = await lineFor(path, 'POST');
    expect(line).toMatchObject({ level: 30 });
    expect(line?.status).toBeLessThan(500);
  });

  it('none of it wrote an error line, and no line holds what was typed', () => {
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(JSON.stringify(logs)).not.toMatch(/jana/i);
  });

  it('the aborted page was not cached: the next visitor gets a whole page', async () => {
    const client = await openSocket(server.port);
    client.socket.write('GET /galerie HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const { data } = await client.closed;
    expect(data).toMatch(/^HTTP\/1\.1 200/);
    expect(data).toContain('late data');
    expect(data).toContain('</html>');
  });
});
