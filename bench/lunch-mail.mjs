#!/usr/bin/env node
// The morning lunch e-mail to BENCH_LUNCH_MAIL_COUNT (5,000) confirmed subscribers, sent by the
// production server (dist/) on a shifted, running clock (tests/support/shifted-clock.mjs: 10:00:05
// of a published weekday) to a local SMTP server in this process. Two runs:
//   1. MAIL_RATE unset: the time to drain the send, messages per second, the server's peak RSS;
//   2. SIGKILL at half the count received, a restart on the same DATA_DIR: every subscriber's
//      Message-ID arrives (distinct = count), the duplicates (those in flight at the kill) counted.
// Targets: ≥ 100 messages/s, peak RSS ≤ 256 MB, duplicates ≤ 4 (the send's SMTP connections).
//
// Part of `npm run bench` (after the outbox backlog); alone: `npm run bench:lunch-mail`.
// BENCH_LUNCH_MAIL_COUNT=0 skips it. Flags: --no-build, --strict (exit 1 when a target is missed).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort, startServer } from './server-process.mjs';

const TARGETS = { messagesPerSecond: 100, peakRssMb: 256, duplicates: 4 };

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Prague's offset from UTC (ms) at an instant. */
function pragueOffset(ms) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - ms;
}

/**
 * The sample content with one more published day D: the first weekday after today and the
 * sample's days that hours.yaml names no exception for. Returns the folder, D and 10:00:05 on D.
 */
function contentWithDay(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-lunch-content-'));
  cpSync(path.join(root, 'content'), dir, { recursive: true });
  const menu = readFileSync(path.join(dir, 'daily-menu.yaml'), 'utf8');
  const hours = readFileSync(path.join(dir, 'hours.yaml'), 'utf8');
  const last =
    [...menu.matchAll(/^ {2}- date: (\d{4}-\d{2}-\d{2})/gm)]
      .map((m) => m[1])
      .sort()
      .at(-1) ?? '2000-01-01';
  let day = Math.max(Date.parse(`${last}T12:00:00Z`), Date.parse(`${isoDate(Date.now())}T12:00:00Z`)) + 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay()) || hours.includes(`date: ${isoDate(day)}`)) day += 86_400_000;
  const date = isoDate(day);
  appendFileSync(
    path.join(dir, 'daily-menu.yaml'),
    `  - date: ${date}\n    published: true\n    mains:\n` +
      `      - name: { cs: Svíčková na smetaně, en: Beef sirloin in cream sauce }\n        price: 189\n        allergens: [1, 3, 7]\n`,
  );
  const wall = Date.parse(`${date}T10:00:05Z`);
  return { dir, date, shiftedNow: new Date(wall - pragueOffset(wall)).toISOString() };
}

/** `count` confirmed subscribers in DATA_DIR/subscribers, as the file store keeps them. */
function seed(dataDir, count) {
  const records = {};
  for (let i = 0; i < count; i += 1) {
    const id = randomBytes(16).toString('hex').slice(0, 26);
    const email = `host${i}@example.com`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, 0, 0) + i).toISOString();
    records[id] = {
      id,
      email,
      emailKey: createHash('sha256').update(email).digest('hex'),
      lang: i % 2 ? 'en' : 'cs',
      state: 'confirmed',
      createdAt: at,
      confirmedAt: at,
      confirmations: 1,
      lastConfirmationAt: at,
      owed: [],
    };
  }
  mkdirSync(path.join(dataDir, 'subscribers'), { recursive: true, mode: 0o700 });
  writeFileSync(path.join(dataDir, 'subscribers', 'subscribers.json'), `${JSON.stringify({ records })}\n`);
}

/** A local SMTP server counting what it accepts, and each lunch Message-ID's count. */
async function startSink() {
  const counts = new Map();
  const sink = { accepted: 0, counts, firstAt: 0, lastAt: 0 };
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
        const id = /^Message-ID:\s*(<lunch-\S+)/im.exec(head)?.[1];
        if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
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

const peakOf = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** One run on a fresh DATA_DIR: `killAt` received → SIGKILL and a restart (null: no kill). */
async function run({ root, entry, count, killAt }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ballon-bench-lunch-'));
  const content = contentWithDay(root);
  const smtp = await startSink();
  const servers = [];
  try {
    seed(dataDir, count);
    const start = async () => {
      const server = await startServer({
        root,
        port: await freePort(),
        dataDir,
        entry,
        env: {
          SMTP_URL: smtp.url,
          CONTENT_DIR: content.dir,
          MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, 'tests/support/shifted-clock.mjs')).href}`,
          SHIFTED_NOW: content.shiftedNow,
          MAIL_RATE: '',
        },
      });
      servers.push(server);
      return server;
    };
    const started = Date.now();
    let server = await start();
    let peak = 0;
    let killedAt = null;
    const deadline = Date.now() + 10 * 60_000;
    while (smtp.sink.counts.size < count) {
      await new Promise((resolve) => setTimeout(resolve, killAt === null ? 100 : 5));
      if (Date.now() > deadline) throw new Error(`only ${smtp.sink.counts.size}/${count} after 10 minutes`);
      peak = Math.max(peak, peakOf(server.pid));
      if (killAt !== null && killedAt === null && smtp.sink.accepted >= killAt) {
        process.kill(server.pid, 'SIGKILL');
        // (Killed by a signal, its exit code stays null: stop() waits for the exit itself.)
        await server.stop();
        killedAt = smtp.sink.accepted;
        console.error(`bench:lunch-mail: killed at ${killedAt} received; restarting`);
        server = await start();
      }
    }
    const seconds = (smtp.sink.lastAt - started) / 1000;
    // A moment for anything still on its way (a duplicate) to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      count,
      seconds,
      sendSeconds: (smtp.sink.lastAt - smtp.sink.firstAt) / 1000,
      peakRssMb: peak / 2 ** 20,
      accepted: smtp.sink.accepted,
      distinct: smtp.sink.counts.size,
      duplicates: smtp.sink.accepted - smtp.sink.counts.size,
      killedAt,
    };
  } finally {
    for (const server of servers) await server.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(content.dir, { recursive: true, force: true });
  }
}

/** Both runs against `entry` (the built server); the figures and targets. */
export async function lunchMailBench({
  root,
  count = Number(process.env.BENCH_LUNCH_MAIL_COUNT ?? 5_000),
  entry = path.join(root, 'dist', 'server', 'index.js'),
}) {
  console.error(`bench:lunch-mail: ${count} subscribers, MAIL_RATE unset…`);
  const drain = await run({ root, entry, count, killAt: null });
  console.error(`bench:lunch-mail: again, SIGKILL at ${Math.floor(count / 2)} received…`);
  const killed = await run({ root, entry, count, killAt: Math.floor(count / 2) });
  const perSecond = count / drain.sendSeconds;
  const targets = [
    {
      name: `lunch send to ${count}: ≥ ${TARGETS.messagesPerSecond} messages/s`,
      measured: `${perSecond.toFixed(0)}/s (${drain.sendSeconds.toFixed(1)} s sending, ${drain.seconds.toFixed(1)} s from start)`,
      ok: perSecond >= TARGETS.messagesPerSecond,
    },
    {
      name: `lunch send: peak RSS ≤ ${TARGETS.peakRssMb} MB`,
      measured: `${drain.peakRssMb.toFixed(0)} MB`,
      ok: drain.peakRssMb <= TARGETS.peakRssMb,
    },
    {
      name: `lunch send killed at ${killed.killedAt}: ${count} distinct Message-IDs, duplicates ≤ ${TARGETS.duplicates}`,
      measured: `${killed.distinct} distinct, ${killed.duplicates} duplicates`,
      ok: killed.distinct === count && killed.duplicates >= 0 && killed.duplicates <= TARGETS.duplicates,
    },
  ];
  return { figures: { drain, killed }, targets };
}

/** Prints the targets and writes the JSON beside the page benchmark's. */
export function reportLunchMail(root, result) {
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(resultsDir, `lunch-mail-${date.replace(/[:.]/g, '-')}.json`);
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
  const result = await lunchMailBench({ root });
  reportLunchMail(root, result);
  if (args.includes('--strict') && result.targets.some((target) => !target.ok)) process.exitCode = 1;
}
