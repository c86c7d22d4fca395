import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
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
  const requestLine = (path: string) => logs.filter((line) => line.path === path && typeof line.status === 'number').at(-1);
  const warnings = () => logs.filter((line) => line.level === 40 && typeof line.peer === 'string');
  return { from, requestLine, warnings, logs };
}

describe(`the Docker recipe: TRUST_PROXY=${RECIPE_TRUST_PROXY}`, () => {
  it('believes the bridge gateway: each visitor is themselves (log, rate-limit key), the https redirect fires', async () => {
    const { from, requestLine, warnings } = setup(RECIPE_TRUST_PROXY);
    await from(GATEWAY).get('/galerie').set('X-Forwarded-For', '203.0.113.7').set('X-Forwarded-Proto', 'https').expect(200);
    expect(requestLine('/galerie')).toMatchObject({ remoteAddress: '203.0.113.7' });
    await from(GATEWAY).get('/en/galerie').set('X-Forwarded-For', '198.51.100.23').set('X-Forwarded-Proto', 'https').expect(200);
    expect(requestLine('/en/galerie')).toMatchObject({ remoteAddress: '198.51.100.23' });
    const http = await from(GATEWAY).get('/kontakt?x=1').set('X-Forwarded-For', '203.0.113.7').set('X-Forwarded-Proto', 'http').expect(301);
    expect(http.headers.location).toBe(`${testEnv.SITE_URL}/kontakt?x=1`);
    // The gateway as a dual-stack socket reports it.
    await from(`::ffff:${GATEWAY}`).get('/o-restauraci-ballon').set('X-Forwarded-For', '203.0.113.8').expect(200);
    expect(requestLine('/o-restauraci-ballon')).toMatchObject({ remoteAddress: '203.0.113.8' });
    expect(warnings()).toEqual([]);
  });

  it.each(UNTRUSTED)('does not believe %s: its forwarded headers are ignored, and it is named once in a warning', async (peer) => {
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
  });

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
    await from('127.0.0.1').get('/galerie').set('Forwarded', 'for=203.0.113.7').set('X-Forwarded-Host', 'evil.example').expect(200);
    expect(warnings()).toEqual([expect.objectContaining({ peer: '127.0.0.1', headers: ['x-forwarded-host', 'forwarded'], trustProxy: 'false', suggestion: '127.0.0.1' })]);
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
        await request(asPeer(app as unknown as RequestListener, `192.0.2.${i}`)).get('/').set('X-Forwarded-For', '203.0.113.1').expect(200);
      }
    }
    expect(lines.map((line) => line.peer ?? line.maxPeers)).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3', 3]);
    expect(lines.every((line) => line.level === 40)).toBe(true);
  });
});
