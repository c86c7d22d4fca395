import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdConnections, type HeldConnections } from '../../tests/support/raw-http';
import { createHttpServer, limitConnectionsPerPeer } from './http-server';

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
  limitConnectionsPerPeer(server, { max, isTrusted: (address) => address === '127.0.0.3', logger: { warn: (object, message) => void warnings.push({ object, message }) } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => {
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
