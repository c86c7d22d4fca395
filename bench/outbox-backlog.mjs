#!/usr/bin/env node
// The outbox under a backlog: BENCH_OUTBOX_COUNT (100,000) pending enquiries, as
// after a long SMTP outage, are delivered by the production server (dist/) to a
// local SMTP server in this process. Measures the time, messages per second and
// the server's peak resident memory, and checks that every message arrived once.
// Targets: ≥ 100 messages/s, peak RSS ≤ 512 MB, none lost, none twice.
//
// Part of `npm run bench` (after the page benchmark); alone: `npm run bench:outbox`.
// Flags: --no-build (use dist/ as it is), --strict (exit 1 when a target is missed),
// --entry=<file> (another build of dist/server/index.js).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort, startServer } from './server-process.mjs';

const TARGETS = { messagesPerSecond: 100, peakRssMb: 512 };

/** Pending records exactly as the outbox writes them (ids sort by time, oldest first). */
function seed(outboxDir, count) {
  for (const dir of ['', 'sent', 'failed', 'claims'])
    mkdirSync(path.join(outboxDir, dir), { recursive: true, mode: 0o700 });
  const start = Date.now() - count - 1000;
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(start + i);
    const id = `${createdAt.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}`;
    const submission = {
      name: `Host ${i}`,
      email: `host${i}@example.com`,
      subject: `Dotaz ${i}`,
      message: `Dobrý den,\nzpráva číslo ${i}.`,
      lang: 'cs',
    };
    writeFileSync(
      path.join(outboxDir, `${id}.json`),
      JSON.stringify({ version: 1, id, createdAt: createdAt.toISOString(), idempotencyKey: null, submission }),
    );
  }
}

/** A local SMTP server that counts what it accepts, and distinct Message-IDs. */
async function startSink() {
  const messageIds = new Set();
  const sink = { accepted: 0, messageIds, firstAt: 0, lastAt: 0 };
  const server = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        if (id) messageIds.add(id);
        sink.accepted += 1;
        sink.lastAt = Date.now();
        sink.firstAt ||= sink.lastAt;
        callback(null, 'queued');
      });
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { sink, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Runs the backlog benchmark against `entry` (the built server); returns the figures and targets. */
export async function outboxBacklog({
  root,
  count = Number(process.env.BENCH_OUTBOX_COUNT ?? 100_000),
  entry = path.join(root, 'dist', 'server', 'index.js'),
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-outbox-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const smtp = await startSink();
  let child;
  try {
    console.error(`bench:outbox: writing ${count} pending messages…`);
    seed(outboxDir, count);
    const port = await freePort();
    const started = Date.now();
    child = await startServer({
      root,
      port,
      dataDir,
      entry,
      env: { SMTP_URL: smtp.url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    });
    let peak = 0;
    let lastReport = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (child.exitCode() !== null) throw new Error(`the server exited (${child.exitCode()}) during the backlog`);
      peak = Math.max(peak, memory(child.pid).peak);
      const done =
        smtp.sink.messageIds.size >= count && readdirSync(outboxDir).every((name) => !name.endsWith('.json'));
      if (Date.now() - lastReport > 10_000 || done) {
        lastReport = Date.now();
        console.error(
          `bench:outbox: ${smtp.sink.accepted}/${count} delivered after ${((Date.now() - started) / 1000).toFixed(0)} s, RSS ${(memory(child.pid).rss / 2 ** 20).toFixed(0)} MB`,
        );
      }
      if (done) break;
    }
    const seconds = (smtp.sink.lastAt - started) / 1000;
    await child.stop();
    const figures = {
      count,
      seconds,
      messagesPerSecond: count / seconds,
      deliverySeconds: (smtp.sink.lastAt - smtp.sink.firstAt) / 1000,
      peakRssMb: peak / 2 ** 20,
      accepted: smtp.sink.accepted,
      distinctMessageIds: smtp.sink.messageIds.size,
    };
    const targets = [
      {
        name: `backlog of ${count}: ≥ ${TARGETS.messagesPerSecond} messages/s`,
        measured: `${figures.messagesPerSecond.toFixed(0)}/s (${seconds.toFixed(1)} s)`,
        ok: figures.messagesPerSecond >= TARGETS.messagesPerSecond,
      },
      {
        name: `backlog: peak RSS ≤ ${TARGETS.peakRssMb} MB`,
        measured: `${figures.peakRssMb.toFixed(0)} MB`,
        ok: figures.peakRssMb <= TARGETS.peakRssMb,
      },
      {
        name: 'backlog: every message once',
        measured: `${figures.distinctMessageIds} distinct, ${figures.accepted} accepted`,
        ok: figures.distinctMessageIds === count && figures.accepted === count,
      },
    ];
    return { figures, targets };
  } finally {
    if (child && child.exitCode() === null) await child.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the targets and writes the JSON beside the page benchmark's. */
export function reportOutboxBacklog(root, result) {
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(resultsDir, `outbox-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date, node: process.version, cpus: availableParallelism(), ...result }, null, 2)}\n`,
  );
  for (const target of result.targets)
    console.log(`${target.ok ? 'ok  ' : 'MISS'}  ${target.name}: ${target.measured}`);
  console.log(`JSON: ${path.relative(root, file)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  if (
    !args.includes('--no-build') &&
    spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0
  )
    throw new Error('build failed');
  const entry = args.find((arg) => arg.startsWith('--entry='))?.slice('--entry='.length);
  const result = await outboxBacklog({ root, ...(entry ? { entry: path.resolve(entry) } : {}) });
  reportOutboxBacklog(root, result);
  if (args.includes('--strict') && result.targets.some((target) => !target.ok)) process.exitCode = 1;
}
