import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The reverse proxy of compose.yaml, run without Docker: Debian's nginx with
 * deploy/nginx/site.conf.template, its placeholders filled the way the nginx
 * image's entrypoint fills them (envsubst of the BALLON_ variables only).
 */

const NGINX = '/usr/sbin/nginx';
export const SITE_TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx', 'site.conf.template');

const run = promisify(execFile);
const PLACEHOLDER = /\$\{(BALLON_[A-Z0-9_]+)\}/g;

/** The ${BALLON_…} names the template uses (compose.yaml must give each a value). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** The template with its placeholders filled; a missing value is an error, not an empty string as envsubst would leave. */
export function renderSiteConf(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}} in ${SITE_TEMPLATE}`);
    return value;
  });
}

/** A self-signed certificate for `localhost` and 127.0.0.1 (also the CA a client trusts). */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string; pem: string }> {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key, pem: await readFile(cert, 'utf8') };
}

export interface RunningNginx {
  child: ChildProcess;
  /** Everything nginx wrote to stderr (its error log). */
  stderr: string[];
  accessLog: string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground with `dir` as its prefix: the rendered site
 * inside an http block that stands in for the image's nginx.conf, with every
 * path nginx would otherwise take from its build (temp files, pid, logs) in `dir`.
 */
export async function startNginx(options: {
  dir: string;
  site: string;
  httpPort: number;
  httpsPort: number;
  accessLog: string;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(
      `${NGINX} is missing: run \`bash scripts/ensure-test-tools.sh\` as root (npm test's pretest does), or apt-get install nginx-light`,
    );
  const { dir } = options;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  await Promise.all(temp.map((name) => mkdir(path.join(dir, 'temp', name), { recursive: true })));
  await writeFile(path.join(dir, 'site.conf'), options.site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      ...temp.map((name) => `  ${name}_temp_path ${path.join(dir, 'temp', name)};`),
      '  access_log off;',
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  // As root, nginx would run its workers as `nobody`, who cannot enter the test's private directory.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const globals = `daemon off; master_process on; pid ${path.join(dir, 'nginx.pid')}; error_log stderr notice; ${user}`;
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(...chunk.split('\n').filter(Boolean)));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.httpPort)) || !(await answers(options.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${stderr.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    stderr,
    accessLog: options.accessLog,
    stop: async () => {
      // SIGQUIT: a graceful stop, the access log flushed.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Whether something accepts connections on the loopback port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over TLS on a new connection, from `localAddress` (any 127.x.y.z: a different client to nginx). */
export function httpsRequest(options: {
  port: number;
  path: string;
  ca: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        ca: options.ca,
        agent: false,
        localAddress: options.localAddress,
        headers: { Host: `localhost:${options.port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
