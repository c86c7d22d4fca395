// npm run bench:admin: the time from an owner's save on one server process to the change
// being visible on another (ARCHITECTURE.md: within 5 s). Two built servers (dist/server, run
// `npm run build` first) share one real redis-server (sessions) and one CONTENT_DIR (a copy
// of content/), each with its own DATA_DIR, as Compose runs the replicas. The owner signs in
// with the tests' software authenticator; each round saves "Closed today" with a new reason
// on A and polls B's home page every 10 ms until the reason is there.
// Then, on A alone (B stopped: each replica makes its own variants, and two would share the
// cores), a 12-megapixel phone JPEG from upload to public (target 3 s on the 2-core development machine): the upload
// (POST /admin/api/photos), the save placing it at the end of a gallery section, then A's
// gallery page polled every 20 ms until it shows the photo and its first image answers 200.
// (The servers log at info: the "listening" line is how the harness knows they are up.)
// Environment: BENCH_ADMIN_ROUNDS (20), BENCH_ADMIN_PHOTOS (5).
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copySample, removeDir } from '../server/content/content-fixture.test-support';
import { adminRequest, inviteByCommandLine, registerOwner } from '../tests/support/admin-owner';
import { get, startBuiltServer, type RunningServer } from '../tests/support/built-server';
import { RedisServer } from '../tests/support/redis-server';
import { phonePhoto } from './phone-photo';

const SITE_URL = 'http://localhost:3000';
const rounds = Number(process.env.BENCH_ADMIN_ROUNDS ?? 20);
const photoRounds = Number(process.env.BENCH_ADMIN_PHOTOS ?? 5);
const cleanup: (() => Promise<unknown>)[] = [];

async function replica(contentDir: string, redisUrl: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-bench-admin-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startBuiltServer(
    { SITE_URL, DATA_DIR: dataDir, CONTENT_DIR: contentDir, REDIS_URL: redisUrl, LOG_LEVEL: 'info' },
    { timeoutMs: 180_000 },
  );
  cleanup.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const row = (name: string, values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return `| ${name} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`;
};

async function main() {
  const redis = await RedisServer.start();
  cleanup.push(() => redis.remove());
  const contentDir = copySample();
  cleanup.push(async () => removeDir(contentDir));
  const [a, b] = await Promise.all([replica(contentDir, redis.url), replica(contentDir, redis.url)]);
  const token = await inviteByCommandLine('owner@example.cz', {
    SITE_URL,
    REDIS_URL: redis.url,
    DATA_DIR: '/nonexistent-admin-cli-dir',
  });
  const { cookie } = await registerOwner(SITE_URL, token, a!.port);

  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  const saves: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    // One word: the pages keep a number with the word before it (a no-break space), which a search would miss.
    const reason = `Měření-${round}-${Date.now()}`;
    const sent = performance.now();
    const saved = await adminRequest(a!.port, 'POST', '/admin/api/today', {
      body: { kind: 'closed', reason: { cs: reason, en: reason } },
      cookie,
      origin: SITE_URL,
    });
    const answered = performance.now();
    if (saved.status !== 200) throw new Error(`save ${round}: ${saved.status} ${saved.body}`);
    for (;;) {
      if ((await get(b!.port, '/')).body.includes(reason)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const seen = performance.now();
    saves.push(answered - sent);
    fromAnswer.push(seen - answered);
    fromRequest.push(seen - sent);
  }
  console.log(`Save on process A, visible on process B's home page: ${rounds} rounds (ms)\n`);
  console.log('| | median | p95 | max |\n|---|---:|---:|---:|');
  console.log(row('the save (A answers 200)', saves));
  console.log(row('from the 200 to visible on B', fromAnswer));
  console.log(row('from the request to visible on B (target < 5000)', fromRequest));

  b!.child.kill('SIGKILL');
  await b!.exited;
  await photoToPublic(a!.port, cookie);
}

/** One request with a body and headers of our own (the upload's multipart, the save's If-Match). */
function send(port: number, method: string, urlPath: string, headers: Record<string, string>, body: Buffer | string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent: false,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    )
      .on('error', reject)
      .end(body);
  });
}

async function photoToPublic(port: number, cookie: string) {
  const uploads: number[] = [];
  const saves: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  for (let round = 1; round <= photoRounds; round++) {
    const photo = await phonePhoto(round);
    bytes = photo.length;
    const boundary = `bench${round}${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_${round}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const auth = { Cookie: cookie, Origin: SITE_URL };
    const sent = performance.now();
    const uploaded = await send(
      port,
      'POST',
      '/admin/api/photos',
      { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    if (uploaded.status !== 201) throw new Error(`upload ${round}: ${uploaded.status} ${uploaded.body}`);
    const stored = performance.now();
    const file = (JSON.parse(uploaded.body) as { file: string }).file;
    const read = await send(port, 'GET', '/admin/api/content/photos', auth, '');
    const { version, data } = JSON.parse(read.body) as {
      version: string;
      data: { gallery: Record<string, unknown[]> };
    };
    data.gallery.restaurant!.push({ file, alt: { cs: `Měření ${round}`, en: `Measurement ${round}` } });
    const saved = await send(
      port,
      'PUT',
      '/admin/api/content/photos',
      { ...auth, 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
      JSON.stringify({ data }),
    );
    if (saved.status !== 200) throw new Error(`save ${round}: ${saved.status} ${saved.body}`);
    const placed = performance.now();
    const id = file.replace(/\.[a-z]+$/, '');
    for (let polls = 0; ; polls++) {
      if (polls === 1500) throw new Error(`photo ${round} not shown after 30 s`);
      const page = await get(port, '/galerie');
      const src = new RegExp(`src="(/assets/photos/${id}-[^"]+)"`).exec(page.body)?.[1];
      if (src && (await get(port, src)).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seen = performance.now();
    uploads.push(stored - sent);
    saves.push(placed - stored);
    total.push(seen - sent);
  }
  console.log(
    `\nA ${(bytes / 1e6).toFixed(1)} MB 12-megapixel JPEG from upload to A's gallery page: ${photoRounds} rounds (ms)\n`,
  );
  console.log('| | median | p95 | max |\n|---|---:|---:|---:|');
  console.log(row('the upload (201)', uploads));
  console.log(row('the save placing it (200)', saves));
  console.log(row('from the upload to public (target < 3000)', total));
}

try {
  await main();
} finally {
  for (const step of cleanup.reverse()) await step();
}
