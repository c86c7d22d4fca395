import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import {
  httpsRequest,
  renderSiteConf,
  selfSignedCertificate,
  SITE_TEMPLATE,
  startNginx,
  type HttpsAnswer,
} from '../support/nginx-proxy';
import { until } from './support/mail-child';

/**
 * The replicas see every visitor's connections come from the proxy, which they trust
 * and do not cap (server/runtime/http-server.ts): the proxy caps each client instead.
 * deploy/nginx/site.conf.template, run by Debian's nginx in front of a replica stand-in
 * that holds every request until told, so that they stay in flight.
 */
const CAP = 64;

describe('the proxy caps each client', () => {
  it(
    `one address has at most ${CAP} requests in flight (more are answered 429); another address still gets through`,
    { timeout: 120_000 },
    async (context) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'ballon-proxy-cap-'));
      context.onTestFinished(() => rm(dir, { recursive: true, force: true }));
      const waiting: ServerResponse[] = [];
      const replica = createServer((_req, res) => void waiting.push(res));
      await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
      context.onTestFinished(
        () =>
          new Promise<void>((resolve) => {
            replica.closeAllConnections();
            replica.close(() => resolve());
          }),
      );
      const replicaAddress = `127.0.0.1:${(replica.address() as AddressInfo).port}`;

      const ports = { http: await freePort(), https: await freePort() };
      const tls = await selfSignedCertificate(dir);
      const accessLog = path.join(dir, 'access.log');
      const site = renderSiteConf(await readFile(SITE_TEMPLATE, 'utf8'), {
        BALLON_SITE_URL: `https://localhost:${ports.https}`,
        BALLON_HTTP_LISTEN: `127.0.0.1:${ports.http}`,
        BALLON_HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
        BALLON_WEB_1: replicaAddress,
        BALLON_WEB_2: replicaAddress,
        BALLON_TLS_CERTIFICATE: tls.cert,
        BALLON_TLS_CERTIFICATE_KEY: tls.key,
        BALLON_ACCESS_LOG: accessLog,
        BALLON_ACME_ROOT: dir,
      });
      const nginx = await startNginx({ dir, site, httpPort: ports.http, httpsPort: ports.https, accessLog });
      context.onTestFinished(() => nginx.stop());
      // Runs first (the last registered): nginx stops gracefully only once nothing is in flight.
      context.onTestFinished(() => void waiting.forEach((res) => res.end()));

      const answers: HttpsAnswer[] = [];
      const ask = (localAddress: string) =>
        httpsRequest({ port: ports.https, path: '/', ca: tls.pem, localAddress }).then(
          (answer) => void answers.push(answer),
        );
      const first = Array.from({ length: CAP + 6 }, () => ask('127.0.0.2'));
      await until(
        () => waiting.length === CAP && answers.length === 6,
        30_000,
        `${CAP} requests at the replica and 6 refused`,
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(429));

      const other = ask('127.0.0.3');
      await until(() => waiting.length === CAP + 1, 30_000, "another client's request at the replica");
      for (const res of waiting) res.end('ok');
      await Promise.all([...first, other]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CAP + 1);
    },
  );
});
