import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import express from 'express';
import fc from 'fast-check';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/config';
import { trustProxySuggestion, trustProxyWarning } from '../../server/http/trust-proxy-warning';
import { createTestApp, testEnv, type LogLine } from '../support/test-app';

/**
 * There is no Docker daemon here: the peer a request arrives from is faked on
 * its socket, which is all Express (proxy-addr) looks at. 172.17.0.1 is the
 * default bridge's gateway: what `-p 127.0.0.1:3000:3000` hands the container
 * for every request the host's proxy forwards.
 */
const GATEWAY = '172.17.0.1';
/** The TRUST_PROXY of the README's fixed Docker recipe. */
const RECIPE_TRUST_PROXY = '172.17.0.1';
/** Peers the recipe must not trust: another container on the bridge, and the internet. */
const UNTRUSTED = ['172.17.0.5', '203.0.113.50', '::ffff:198.51.100.7', '2001:db8::1'];

function asPeer(app: RequestListener, peer: string): RequestListener {
  return (req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
    app(req, res);
  };
}

function setup(trustProxy: string) {
  const { app, logs } = createTestApp({ env: { TRUST_PROXY: trustProxy } });
  const from = (peer: string) => request(asPeer(app as unknown as RequestListener, peer));
  const requestLine = (path: string) =>
    logs.filter((line) => line.path === path && typeof line.status === 'number').at(-1);
  const warnings = () => logs.filter((line) => line.level === 40 && typeof line.peer === 'string');
  return { from, requestLine, warnings, logs };
}

describe(`the Docker recipe: TRUST_PROXY=${RECIPE_TRUST_PROXY}`, () => {
  it('believes the bridge gateway: each visitor is themselves (log, rate-limit key), the https redirect fires', async () => {
    const { from, requestLine, warnings } = setup(RECIPE_TRUST_PROXY);
    await from(GATEWAY)
      .get('/galerie')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(requestLine('/galerie')).toMatchObject({ remoteAddress: '203.0.113.7' });
    await from(GATEWAY)
      .get('/en/galerie')
      .set('X-Forwarded-For', '198.51.100.23')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(requestLine('/en/galerie')).toMatchObject({ remoteAddress: '198.51.100.23' });
    const http = await from(GATEWAY)
      .get('/kontakt?x=1')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Forwarded-Proto', 'http')
      .expect(301);
    expect(http.headers.location).toBe(`${testEnv.SITE_URL}/kontakt?x=1`);
    // The gateway as a dual-stack socket reports it.
    await from(`::ffff:${GATEWAY}`).get('/o-restauraci-ballon').set('X-Forwarded-For', '203.0.113.8').expect(200);
    expect(requestLine('/o-restauraci-ballon')).toMatchObject({ remoteAddress: '203.0.113.8' });
    expect(warnings()).toEqual([]);
  });

  it.each(UNTRUSTED)(
    'does not believe %s: its forwarded headers are ignored, and it is named once in a warning',
    async (peer) => {
      const { from, requestLine, warnings } = setup(RECIPE_TRUST_PROXY);
      await from(peer).get('/galerie').set('X-Forwarded-For', '10.9.8.7').set('X-Forwarded-Proto', 'http').expect(200);
      expect(requestLine('/galerie')).toMatchObject({ remoteAddress: peer });
      await from(peer).get('/kontakt').set('X-Forwarded-For', '10.9.8.6').expect(200);
      const plain = peer.replace(/^::ffff:/, '');
      expect(warnings()).toEqual([
        expect.objectContaining({
          peer,
          headers: ['x-forwarded-for', 'x-forwarded-proto'],
          trustProxy: RECIPE_TRUST_PROXY,
          suggestion: `${RECIPE_TRUST_PROXY},${plain}`,
          msg: expect.stringContaining(`set TRUST_PROXY=${RECIPE_TRUST_PROXY},${plain}`),
        }),
      ]);
    },
  );

  it('is the value the README’s docker run recipe sets', () => {
    const readme = readFileSync('README.md', 'utf8');
    const recipe = /```sh\n(docker build[\s\S]*?docker run[\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(recipe).toContain(`TRUST_PROXY=${RECIPE_TRUST_PROXY}`);
  });
});

describe('the warning', () => {
  it('the old recipe (loopback) behind the gateway: every visitor shares the gateway’s address, and the warning says what to set', async () => {
    const { from, requestLine, warnings } = setup('loopback');
    await from(GATEWAY).get('/galerie').set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(requestLine('/galerie')).toMatchObject({ remoteAddress: GATEWAY });
    expect(warnings()).toEqual([expect.objectContaining({ peer: GATEWAY, suggestion: `loopback,${GATEWAY}` })]);
    expect(warnings()[0]?.msg).toBe(
      `forwarded headers from ${GATEWAY} ignored: that peer is not trusted by TRUST_PROXY=loopback; if it is your reverse proxy, set TRUST_PROXY=loopback,${GATEWAY}`,
    );
  });

  it('no warning for a request without forwarded headers, nor from a trusted peer', async () => {
    const { from, warnings } = setup('loopback');
    await from(GATEWAY).get('/galerie').expect(200);
    await from('127.0.0.1').get('/galerie').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await from(GATEWAY).get('/galerie').set('X-Forwarded-Proto', 'https').expect(200);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ headers: ['x-forwarded-proto'] });
  });

  it('Forwarded and X-Forwarded-Host count too; TRUST_PROXY=false is named as such', async () => {
    const { from, warnings } = setup('false');
    await from('127.0.0.1')
      .get('/galerie')
      .set('Forwarded', 'for=203.0.113.7')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(200);
    expect(warnings()).toEqual([
      expect.objectContaining({
        peer: '127.0.0.1',
        headers: ['x-forwarded-host', 'forwarded'],
        trustProxy: 'false',
        suggestion: '127.0.0.1',
      }),
    ]);
  });

  it('suggests the plain address for an IPv4 peer on a dual-stack socket, added to a list, alone otherwise', () => {
    expect(trustProxySuggestion(['loopback'], `::ffff:${GATEWAY}`)).toBe(`loopback,${GATEWAY}`);
    expect(trustProxySuggestion(false, '2001:db8::1')).toBe('2001:db8::1');
    expect(trustProxySuggestion(0, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('memory and log lines stay bounded: after maxPeers distinct peers, one last line and silence', async () => {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(trustProxyWarning({ logger, trustProxy: ['loopback'], maxPeers: 3 }));
    app.get('/', (_req, res) => void res.send('ok'));
    for (let i = 1; i <= 10; i++) {
      for (let repeat = 0; repeat < 2; repeat++) {
        await request(asPeer(app as unknown as RequestListener, `192.0.2.${i}`))
          .get('/')
          .set('X-Forwarded-For', '203.0.113.1')
          .expect(200);
      }
    }
    expect(lines.map((line) => line.peer ?? line.maxPeers)).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3', 3]);
    expect(lines.every((line) => line.level === 40)).toBe(true);
  });
});

describe('TRUST_PROXY values that would let anyone forge the client address, or crash the start', () => {
  /** The configuration error for a TRUST_PROXY value, or null when it is accepted. */
  function refusal(value: string): string | null {
    try {
      loadConfig({ TRUST_PROXY: value });
      return null;
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
  }

  it.each(['true', 'TRUE', ' True '])('TRUST_PROXY=%j is refused, saying why', (value) => {
    expect(refusal(value)).toMatch(
      /^Invalid TRUST_PROXY: true would trust every peer, so anyone could forge X-Forwarded-For/,
    );
  });

  it.each([
    '0.0.0.0/0',
    '::/0',
    '10.0.0.1/0',
    'loopback,0.0.0.0/0',
    '2001:db8::/129',
    'loopback,true',
    'everyone',
    ',',
    '1.2.3',
  ])('TRUST_PROXY=%j is a configuration error naming TRUST_PROXY, never a TypeError when the app is built', (value) => {
    expect(refusal(value)).toMatch(/^Invalid TRUST_PROXY: /);
  });

  it('property: any value is either a configuration error naming TRUST_PROXY or one the app is built with', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'loopback',
        'linklocal',
        'uniquelocal',
        'true',
        'false',
        '1',
        '0',
        '::',
        '::1',
        '0.0.0.0',
        '172.17.0.1',
        'fe80::1%eth0',
        '::ffff:10.0.0.1',
      ),
      fc.ipV4(),
      fc.ipV6(),
      fc
        .tuple(fc.oneof(fc.ipV4(), fc.ipV6()), fc.integer({ min: -1, max: 130 }))
        .map(([address, bits]) => `${address}/${bits}`),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 3 }), fc.constantFrom(',', ', '), (pieces, comma) => {
        const value = pieces.join(comma);
        const message = refusal(value);
        if (message !== null) expect(message).toMatch(/^Invalid TRUST_PROXY: /);
        else expect(() => createTestApp({ env: { TRUST_PROXY: value } })).not.toThrow();
        if (value.trim().toLowerCase() === 'true') expect(message).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('X-Request-Id is believed only from a peer TRUST_PROXY trusts', () => {
  it.each(UNTRUSTED)(
    'from %s (not trusted) a client’s id is replaced: its lines cannot be mixed with another request’s',
    async (peer) => {
      const { from, logs } = setup(RECIPE_TRUST_PROXY);
      for (const forged of ['forged-id-1', 'c0ffee00-0000-4000-8000-000000000001']) {
        const response = await from(peer).get('/galerie').set('X-Request-Id', forged).expect(200);
        expect(response.headers['x-request-id']).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        expect(response.headers['x-request-id']).not.toBe(forged);
        expect(logs.filter((line) => line.reqId === forged)).toEqual([]);
      }
    },
  );

  it('from the recipe’s proxy (the bridge gateway) the id is kept, so the proxy’s and the server’s lines share it', async () => {
    const { from, logs } = setup(RECIPE_TRUST_PROXY);
    const response = await from(GATEWAY)
      .get('/galerie')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Request-Id', 'nginx-7f3a9c')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('nginx-7f3a9c');
    expect(logs.filter((line) => line.reqId === 'nginx-7f3a9c')).toHaveLength(1);
  });

  it('with TRUST_PROXY=false nobody’s id is kept, not even loopback’s; with a hop count the peer’s is', async () => {
    const nobody = setup('false');
    expect((await nobody.from('127.0.0.1').get('/').set('X-Request-Id', 'proxy-1')).headers['x-request-id']).not.toBe(
      'proxy-1',
    );
    const oneHop = setup('1');
    expect((await oneHop.from('203.0.113.9').get('/').set('X-Request-Id', 'proxy-2')).headers['x-request-id']).toBe(
      'proxy-2',
    );
  });
});
