import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry, get, startServer, type RunningServer } from '../support/built-server';
import {
  httpsRequest,
  renderSiteConf,
  selfSignedCertificate,
  SITE_TEMPLATE,
  startNginx,
  type RunningNginx,
} from '../support/nginx-proxy';
import { freePort } from '../support/free-port';
import { RedisServer } from '../support/redis-server';
import { SmtpSink } from '../support/smtp-sink';

/**
 * compose.yaml's topology without Docker: Debian's nginx with
 * deploy/nginx/site.conf.template (only its addresses, ports and paths filled in
 * differently), Debian's redis-server, and two production server processes
 * behind it, each with its own DATA_DIR, TRUST_PROXY naming the proxy exactly.
 * Clients are told apart by their loopback source address (127.0.0.2, .3, .4).
 */

const root = process.cwd();
const API = '/api/send-contact-email';

let dir = '';
let ca = '';
let siteUrl = '';
let ports = { http: 0, https: 0 };
let redis: RedisServer | undefined;
let nginx: RunningNginx | undefined;
let smtp: SmtpSink | undefined;
const replicas: RunningServer[] = [];

beforeAll(async () => {
  const entry = builtEntry(root);
  dir = await mkdtemp(path.join(tmpdir(), 'ballon-topology-'));
  ports = { http: await freePort(), https: await freePort() };
  siteUrl = `https://localhost:${ports.https}`;
  // Run as compose.yaml runs it: append-only, fsync always.
  redis = await RedisServer.start();
  const redisUrl = redis.url;
  // Replicas deliver to a real mail server, as they must with REDIS_URL (without one each would
  // write shared enquiries to its own .eml files, which the server reports as an error at start).
  smtp = await new SmtpSink().start();
  const replicaEnv = (n: number) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(dir, `data-${n}`),
    SITE_URL: siteUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp!.url,
    // nginx reaches the replicas from 127.0.0.1, as the proxy's fixed address in compose.yaml.
    TRUST_PROXY: '127.0.0.1',
    CONTACT_RATE_LIMIT: '5',
  });
  replicas.push(
    ...(await Promise.all([1, 2].map((n) => startServer({ args: [entry], cwd: root, env: replicaEnv(n) })))),
  );

  const tls = await selfSignedCertificate(dir);
  ca = tls.pem;
  await mkdir(path.join(dir, 'acme', '.well-known', 'acme-challenge'), { recursive: true });
  await writeFile(path.join(dir, 'acme', '.well-known', 'acme-challenge', 'token-1'), 'token-1.thumbprint');
  const accessLog = path.join(dir, 'access.log');
  const site = renderSiteConf(await readFile(SITE_TEMPLATE, 'utf8'), {
    BALLON_SITE_URL: siteUrl,
    BALLON_HTTP_LISTEN: `127.0.0.1:${ports.http}`,
    BALLON_HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
    BALLON_WEB_1: `127.0.0.1:${replicas[0]!.port}`,
    BALLON_WEB_2: `127.0.0.1:${replicas[1]!.port}`,
    BALLON_TLS_CERTIFICATE: tls.cert,
    BALLON_TLS_CERTIFICATE_KEY: tls.key,
    BALLON_ACCESS_LOG: accessLog,
    BALLON_ACME_ROOT: path.join(dir, 'acme'),
  });
  nginx = await startNginx({ dir, site, httpPort: ports.http, httpsPort: ports.https, accessLog });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const replica of replicas) replica.child.kill('SIGKILL');
  await Promise.all(replicas.map((replica) => replica.exited));
  await redis?.remove();
  await smtp?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Which replica logged the request with this id (0 or 1), and its log line: written once the answer is out, so waited for. */
async function answeredBy(requestId: string | string[] | undefined) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const [index, replica] of replicas.entries()) {
      const line = replica.lines.find(
        (candidate) => candidate.reqId === requestId && typeof candidate.status === 'number',
      );
      if (line) return { index, line };
    }
    if (Date.now() > deadline) throw new Error(`no replica logged the request ${String(requestId)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const page = (urlPath: string, from: string, headers: Record<string, string> = {}) =>
  httpsRequest({ port: ports.https, path: urlPath, ca, localAddress: from, headers });
let message = 0;
const enquiry = (from: string, forged: string) =>
  httpsRequest({
    port: ports.https,
    path: API,
    ca,
    method: 'POST',
    localAddress: from,
    headers: { 'Content-Type': 'application/json', Origin: siteUrl, 'X-Forwarded-For': forged },
    // A new message each time: the same one again would be recognised as a repeat.
    body: JSON.stringify({
      name: 'Jan Novák',
      email: 'jan.novak@example.com',
      subject: 'Rezervace',
      message: `Stůl pro ${(message += 1)} osob, prosím.`,
      lang: 'cs',
    }),
  });

describe('two replicas, Redis and nginx (the compose.yaml topology)', () => {
  it('serves pages over TLS from both replicas, with HSTS, each seeing the client nginx saw whatever X-Forwarded-For it sent', async () => {
    const answers = [];
    for (let n = 0; n < 6; n++)
      answers.push(await page(n % 2 ? '/' : '/en/kontakt', '127.0.0.2', { 'X-Forwarded-For': `203.0.113.${n}` }));
    for (const answer of answers) {
      expect(answer.status, answer.body.slice(0, 300)).toBe(200);
      expect(answer.body).toMatch(/^<!doctype html>/);
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/);
    }
    const by = await Promise.all(answers.map((answer) => answeredBy(answer.headers['x-request-id'])));
    // Round robin: both replicas answer.
    expect(new Set(by.map(({ index }) => index))).toEqual(new Set([0, 1]));
    // The address the rate limit counts: the client's, never a forged one, never the proxy's.
    expect(by.map(({ line }) => line.remoteAddress)).toEqual(Array(6).fill('127.0.0.2'));
  });

  it('redirects http to SITE_URL over https, keeping the path and query; other host names go to SITE_URL too', async () => {
    const plain = await get(ports.http, '/kontakt?datum=1');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${siteUrl}/kontakt?datum=1`);
    const byAddress = await page('/en/kontakt', '127.0.0.2', { Host: `127.0.0.1:${ports.https}` });
    expect(byAddress.status).toBe(301);
    expect(byAddress.headers.location).toBe(`${siteUrl}/en/kontakt`);
    // certbot --webroot renewals are answered over plain http.
    const challenge = await get(ports.http, '/.well-known/acme-challenge/token-1');
    expect([challenge.status, challenge.body]).toEqual([200, 'token-1.thumbprint']);
  });

  it('logs no query string, no browser type and no address or phone number in a path, with the id the replica logged', async () => {
    const ua = { 'User-Agent': 'Secret-Browser/1.0' };
    const lines = (await readFile(nginx!.accessLog, 'utf8')).split('\n').length - 1;
    const ok = await page('/kontakt?hledam=tajne', '127.0.0.2', ua);
    await page('/jana.novakova@example.com', '127.0.0.2', ua);
    await page('/volejte/777%20123%20456', '127.0.0.2', ua);
    await page('/jana%2540example.com', '127.0.0.2', ua);
    const id = String(ok.headers['x-request-id']);
    // nginx writes the line as it finishes the request, maybe just after the client has the answer.
    let log = await readFile(nginx!.accessLog, 'utf8');
    for (
      const deadline = Date.now() + 30_000;
      log.split('\n').length - 1 < lines + 4 && Date.now() < deadline;
      log = await readFile(nginx!.accessLog, 'utf8')
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Without each line's status, time taken and request id (random hex, which may hold a 777 of its own).
    const logged = log.replace(/ \d{3} [\d.]+ [0-9a-f]{32}$/gm, '');
    expect(logged).not.toMatch(/tajne|hledam|Secret-Browser|jana|novakova|777|%2540/);
    expect(log).toContain(`127.0.0.2 "GET /kontakt" 200`);
    expect(log.match(/"GET \[redacted\]" 404/g)).toHaveLength(3);
    // The proxy's request id is the one the replica logged and answered.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(log).toMatch(new RegExp(`"GET /kontakt" 200 [\\d.]+ ${id}\\n`));
    expect((await answeredBy(id)).line.path).toBe('/kontakt');
  });

  it("stops a body far over the server's own limit at the proxy", async () => {
    const huge = await httpsRequest({
      port: ports.https,
      path: API,
      ca,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(413);
  });

  it('with REDIS_URL, one client has 5 enquiries across both replicas whatever X-Forwarded-For it sends; another client has its own', async () => {
    const statuses = [];
    const ids = [];
    for (let n = 0; n < 8; n++) {
      const answer = await enquiry('127.0.0.3', `198.51.100.${n}`);
      statuses.push(answer.status);
      ids.push(answer.headers['x-request-id']);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    // Both replicas took posts: the limit is one count, not one per replica.
    expect(new Set((await Promise.all(ids.map((id) => answeredBy(id)))).map(({ index }) => index))).toEqual(
      new Set([0, 1]),
    );
    expect((await enquiry('127.0.0.4', '127.0.0.3')).status).toBe(202);
  });

  it('a replica that dies is skipped: every page still answers through the other', async () => {
    replicas[1]!.child.kill('SIGKILL');
    await replicas[1]!.exited;
    for (let n = 0; n < 4; n++) {
      const answer = await page('/', '127.0.0.2');
      expect(answer.status).toBe(200);
      expect((await answeredBy(answer.headers['x-request-id'])).index).toBe(0);
    }
    // Nothing a client did is an error in the replicas' logs, and nginx logs no request line (it would carry the query string).
    expect(replicas.flatMap((replica) => replica.lines).filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(nginx!.stderr.filter((line) => /\[(emerg|alert|crit|error)\]/.test(line))).toEqual([]);
  });
});
