import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLimit } from '../../server/content/photo-limit';
import { freePort } from '../support/free-port';
import {
  httpsRequest,
  renderSiteConf,
  selfSignedCertificate,
  SITE_TEMPLATE,
  startNginx,
  type RunningNginx,
} from '../support/nginx-proxy';

/**
 * The shipped nginx template's body limits, in Debian's nginx in front of a stand-in for
 * the replicas that says what reached it: the admin's photo upload takes a photo of the
 * photo limit's size (with its multipart framing), every other path keeps 64 kB; both
 * locations forward the same headers.
 */

interface Seen {
  path: string;
  bytes: number;
  headers: IncomingHttpHeaders;
}
const seen: Seen[] = [];
const replicas: Server[] = [];
let nginx: RunningNginx | undefined;
let dir = '';
let ca = '';
let port = 0;

async function replica(): Promise<number> {
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', bytes, headers: req.headers });
      res.end(JSON.stringify({ bytes }));
    });
  });
  replicas.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ballon-nginx-upload-'));
  const ports = { http: await freePort(), https: await freePort() };
  port = ports.https;
  const tls = await selfSignedCertificate(dir);
  ca = tls.pem;
  const accessLog = path.join(dir, 'access.log');
  const site = renderSiteConf(await readFile(SITE_TEMPLATE, 'utf8'), {
    BALLON_SITE_URL: `https://localhost:${ports.https}`,
    BALLON_HTTP_LISTEN: `127.0.0.1:${ports.http}`,
    BALLON_HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
    BALLON_WEB_1: `127.0.0.1:${await replica()}`,
    BALLON_WEB_2: `127.0.0.1:${await replica()}`,
    BALLON_TLS_CERTIFICATE: tls.cert,
    BALLON_TLS_CERTIFICATE_KEY: tls.key,
    BALLON_ACCESS_LOG: accessLog,
    BALLON_ACME_ROOT: path.join(dir, 'acme'),
  });
  nginx = await startNginx({ dir, site, httpPort: ports.http, httpsPort: ports.https, accessLog });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of replicas) server.closeAllConnections();
  await Promise.all(replicas.map((server) => new Promise((resolve) => server.close(resolve))));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const post = (target: string, bytes: number) =>
  httpsRequest({
    port,
    ca,
    path: target,
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-Forwarded-For': '203.0.113.9' },
    body: 'x'.repeat(bytes),
  });

describe('the body limits of the nginx template', () => {
  it('the upload route takes a photo of the limit’s size and its multipart framing; the replica gets all of it, with the usual headers', async () => {
    const bytes = photoLimit.maxFileBytes + 64 * 1024;
    const answer = await post('/admin/api/photos', bytes);
    expect([answer.status, answer.body]).toEqual([200, JSON.stringify({ bytes })]);
    const upload = seen.find((request) => request.path === '/admin/api/photos');
    expect(upload?.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
      host: 'localhost',
    });
    expect(upload?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // 40 MB through TLS and nginx's temporary file: seconds, many more on a busy machine.
  }, 180_000);

  it('refuses a body declared over it there at once (413, the replicas never see it)', async () => {
    const before = seen.length;
    // Only the head: nginx answers from Content-Length, before a byte of the body.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca }, () => {
        socket.write(
          `POST /admin/api/photos HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${42 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let received = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen.length).toBe(before);
  });

  it.each([
    '/api/send-contact-email',
    '/admin/api/photos/',
    '/admin/api/photos/x',
    '/admin/api/content/venue',
    '/kontakt',
  ])('keeps 64 kB on %s: 65 kB is refused, 60 kB goes through', async (target) => {
    expect((await post(target, 65 * 1024)).status).toBe(413);
    const small = await post(target, 60 * 1024);
    expect([small.status, small.body]).toEqual([200, JSON.stringify({ bytes: 60 * 1024 })]);
    expect(seen.at(-1)?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' });
  });
});
