#!/usr/bin/env node
// Writes what the built site answers, on a fixed clock, into one folder: every page in
// both languages, the 404s, the legacy redirects, robots.txt, the sitemap,
// security.txt, the .ics files, the JSON API's answers and the no-JS posts' answers,
// and the e-mails those enquiries put in the outbox. A refactoring that must not change
// behaviour compares two snapshots, before and after (docs/development.md):
//
//   node scripts/output-snapshot.mjs /tmp/before   # on the old commit, after npm run build
//   node scripts/output-snapshot.mjs /tmp/after    # on the new one
//   diff -r /tmp/before /tmp/after
//
// Only what differs by nature is normalized: asset hashes in file names (and the ETags of the
// pages that name them), the request id, the Date header, and the per-message ids and
// boundaries of the e-mails.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/output-snapshot.mjs <folder>');
  process.exit(2);
}
const root = process.cwd();
const FIXED_NOW = '2025-10-20T10:00:00Z';
const SITE_URL = 'https://www.ballon.test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'snapshot-data-'));

const pages = [
  '/',
  '/denni-menu',
  '/jidelni-listek',
  '/napojovy-listek',
  '/svatomartinske-hody',
  '/o-restauraci-ballon',
  '/konferencni-prostory-salonek',
  '/galerie',
  '/kontakt',
  '/ochrana-osobnich-udaju',
];
const legacy = [
  '/menu',
  '/napoje',
  '/o-nas',
  '/o-restauraci',
  '/ballon-restaurant',
  '/salonek',
  '/virtualni-prohlidka',
  '/galerie/virtualni-prohlidka',
  '/galerie/virtualni-prohlidka-salonek',
  '/rezervace',
  '/en/daily-deal',
  '/en/menu',
  '/en/drinks',
  '/en/about',
  '/en/lounge',
  '/en/lounge-bar',
  '/en/virtual-tour',
  '/en/contact',
  '/menu?x=1',
];
const gets = [
  ...pages,
  ...pages.map((p) => (p === '/' ? '/en' : `/en${p}`)),
  '/neexistuje',
  '/en/does-not-exist',
  '/kontakt/',
  '/KONTAKT',
  '/en/',
  '/index.html',
  '/api/nothing',
  ...legacy,
  '/robots.txt',
  '/sitemap.xml',
  '/.well-known/security.txt',
  '/security.txt',
  '/svatomartinske-hody/2025.ics',
  '/en/svatomartinske-hody/2025.ics',
  '/svatomartinske-hody/2024.ics',
  '/svatomartinske-hody/abc.ics',
];

const origin = (port) => `http://127.0.0.1:${port}`;
const json = () => ({ 'content-type': 'application/json' });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const contactJson = {
  name: 'Jan Novák',
  email: 'jan.novak@example.com',
  subject: 'Rezervace stolu',
  message: 'Dobrý den,\nstůl pro 6 osob.',
  lang: 'cs',
  idempotencyKey: 'snapshot-1',
};
const posts = [
  ['api-valid', '/api/send-contact-email', json(), JSON.stringify(contactJson)],
  ['api-valid-again', '/api/send-contact-email', json(), JSON.stringify(contactJson)],
  ['api-invalid', '/api/send-contact-email', json(), JSON.stringify({ name: '', email: 'x', message: '', lang: 'en' })],
  ['api-not-json', '/api/send-contact-email', json(), '{'],
  [
    'api-honeypot',
    '/api/send-contact-email',
    json(),
    JSON.stringify({ ...contactJson, idempotencyKey: 'snapshot-2', website: 'http://spam' }),
  ],
  [
    'api-lounge',
    '/api/send-contact-email',
    json(),
    JSON.stringify({ ...contactJson, subject: 'Salonek', idempotencyKey: 'snapshot-3', lang: 'en' }),
  ],
  [
    'form-contact',
    '/kontakt',
    form,
    new URLSearchParams({
      name: 'Jana Dvořáková',
      email: 'jana@example.com',
      subject: 'Oslava',
      message: 'Máte v sobotu stůl pro 8?',
      consent: 'on',
      website: '',
      idempotencyKey: 'snapshot-4',
    }).toString(),
  ],
  [
    'form-contact-invalid',
    '/en/kontakt',
    form,
    new URLSearchParams({ name: '', email: 'nope', message: '', website: '' }).toString(),
  ],
  [
    'form-lounge',
    '/konferencni-prostory-salonek',
    form,
    new URLSearchParams({
      name: 'Petr Svoboda',
      email: 'petr@example.com',
      phone: '+420 777 123 456',
      eventDate: '2026-06-20',
      eventType: 'Školení',
      numberOfGuests: '40',
      tableArrangement: 'U',
      message: 'Projektor.',
      consent: 'on',
      website: '',
      idempotencyKey: 'snapshot-5',
    }).toString(),
  ],
  [
    'form-lounge-invalid',
    '/en/konferencni-prostory-salonek',
    form,
    new URLSearchParams({
      name: 'P',
      email: 'p@example.com',
      eventDate: '2020-01-01',
      numberOfGuests: '900',
    }).toString(),
  ],
];

function normalize(text) {
  return text
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css|woff2|mjs)\b/g, '-HASH.$1')
    .replace(/sha256-[A-Za-z0-9+/=]{44}/g, 'sha256-HASH')
    .replace(/\b\d{8}T\d{9}Z-[0-9a-f]{12}\b/g, 'ENQUIRY-ID');
}

function send(port, method, urlPath, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin(port)}${urlPath}`,
      { method, headers: { 'accept-encoding': 'identity', ...(body ? { origin: SITE_URL } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          // A post's ETag is the hash of a body that holds the enquiry's random id, a page's the hash of a body
          // that names the hashed assets: the body itself is compared (normalized).
          const html = String(res.headers['content-type'] ?? '').startsWith('text/html');
          const skip = new Set(['date', 'x-request-id', 'keep-alive', 'connection', ...(body || html ? ['etag'] : [])]);
          const head = Object.entries(res.headers)
            .filter(([k]) => !skip.has(k))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' | ') : v}`);
          resolve(
            `${res.statusCode}\n${normalize(head.join('\n'))}\n\n${normalize(Buffer.concat(chunks).toString('utf8'))}`,
          );
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function fileName(label) {
  return label.replace(/[^A-Za-z0-9.-]+/g, '_') || 'root';
}

const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SITE_URL,
    FIXED_NOW,
    NODE_OPTIONS: `--import=${path.join(root, 'tests/support/fixed-clock.mjs')}`,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve, reject) => {
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'listening') resolve(entry.port);
      } catch {
        // not a log line
      }
    }
  });
  child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
});
// Ready means the photos are there too.
for (let i = 0; i < 200; i += 1) {
  const answer = await send(port, 'GET', '/readyz');
  if (answer.startsWith('200')) break;
  await new Promise((r) => setTimeout(r, 100));
}

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'get'), { recursive: true });
mkdirSync(path.join(out, 'post'), { recursive: true });
mkdirSync(path.join(out, 'mail'), { recursive: true });
for (const urlPath of gets) writeFileSync(path.join(out, 'get', fileName(urlPath)), await send(port, 'GET', urlPath));
writeFileSync(path.join(out, 'get', 'HEAD_root'), await send(port, 'HEAD', '/'));
for (const [label, urlPath, headers, body] of posts)
  writeFileSync(path.join(out, 'post', label), await send(port, 'POST', urlPath, headers, body));
writeFileSync(
  path.join(out, 'post', 'cross-origin'),
  await send(port, 'POST', '/kontakt', { ...form, origin: 'https://evil.example' }, 'name=a'),
);

// The outbox's e-mails (the file backend writes them once sent to the embedded default).
await new Promise((r) => setTimeout(r, 1500));
const mails = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.eml')) mails.push(readFileSync(full, 'utf8'));
  }
};
walk(dataDir);
mails
  .map((mail) =>
    normalize(mail)
      .replace(/^Message-ID: .*$/gim, 'Message-ID: <ID>')
      .replace(/^(X-Enquiry-Id|X-Request-Id): .*$/gim, '$1: ID')
      .replace(/--_NmP-[A-Za-z0-9-]+/g, '--BOUNDARY')
      .replace(/boundary="[^"]+"/g, 'boundary="BOUNDARY"'),
  )
  .sort()
  .forEach((mail, index) => writeFileSync(path.join(out, 'mail', String(index)), mail));

child.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
console.log(`${gets.length + 1} GETs, ${posts.length + 1} POSTs, ${mails.length} e-mails written to ${out}`);
