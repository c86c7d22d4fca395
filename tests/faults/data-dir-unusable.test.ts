import { chmod, chown, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it, type TestContext } from 'vitest';
import { get, startBuiltServer, type RunningServer } from '../support/built-server';
import { contactForm, validBody } from '../support/contact-harness';
import { until } from './support/mail-child';

/**
 * The whole production server with a DATA_DIR it cannot use: as the image runs it
 * (uid 1000) when the tests run as root, with a root-owned host folder mounted at
 * /data, or DATA_DIR pointing somewhere that is no folder. It starts and listens,
 * serves pages and their photos (the variants built into dist/client), answers
 * every form post with 503 in the visitor's language, names the condition in
 * /readyz (still 200: decision 0010) and writes one error line that names DATA_DIR
 * and the uid that needs access. Never a stack trace, never an exit.
 */
const asRoot = process.getuid?.() === 0;
/** The image's user (Dockerfile: `USER node`, 1000:1000); without root, the runner's own. */
const user = asRoot ? { uid: 1000, gid: 1000 } : undefined;
const uid = user?.uid ?? process.getuid?.();

type Case = [name: string, make: (base: string) => Promise<string>];
const cases: Case[] = [
  [
    'an empty folder owned by root (0755), as a host folder bind-mounted at /data',
    async (base) => {
      const dir = path.join(base, 'data');
      await mkdir(dir, { mode: 0o755 });
      // Not root: a folder of the runner's that it may not write is the same to the server.
      if (!asRoot) await chmod(dir, 0o555);
      return dir;
    },
  ],
  [
    'a missing folder whose parent is root-owned (cannot be made)',
    async (base) => {
      await mkdir(path.join(base, 'parent'), { mode: 0o755 });
      if (!asRoot) await chmod(path.join(base, 'parent'), 0o555);
      return path.join(base, 'parent', 'data');
    },
  ],
  [
    'a file',
    async (base) => {
      await writeFile(path.join(base, 'data'), 'not a folder');
      return path.join(base, 'data');
    },
  ],
  ['/dev/null', async () => '/dev/null'],
  [
    'a dangling symlink (a mount that is not there)',
    async (base) => {
      await symlink(path.join(base, 'not-mounted'), path.join(base, 'data'));
      return path.join(base, 'data');
    },
  ],
  // Node's recursive mkdir retries ENOENT there for ever: the server used to spin and never listen.
  ['/proc/self', async () => '/proc/self'],
];

async function start(context: TestContext, make: Case[1]) {
  const base = await mkdtemp(path.join(tmpdir(), 'ballon-datadir-'));
  context.onTestFinished(() => rm(base, { recursive: true, force: true }));
  await chmod(base, 0o755); // the server's user must reach what is inside
  const dataDir = await make(base);
  const server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', TRUST_PROXY: 'false' }, { user });
  context.onTestFinished(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return { base, dataDir, server };
}

const errorLines = (server: RunningServer) => server.lines.filter((line) => Number(line.level) >= 50);

async function readyz(server: RunningServer) {
  const answer = await get(server.port, '/readyz');
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
}

async function expectServedAndRefused(server: RunningServer) {
  const origin = `http://127.0.0.1:${server.port}`;
  // Ready (the photo set comes from the built variants) and saying why forms are refused.
  await until(async () => (await readyz(server)).status === 200, 30_000, '/readyz to answer 200');
  expect((await readyz(server)).body).toEqual({ status: 'ready', problems: ['data-dir-unusable'] });

  const home = await get(server.port, '/');
  expect(home.status).toBe(200);
  const photo = /\/assets\/photos\/[^"'\s,?]+\.(?:jpg|webp|avif)/.exec(home.body)?.[0];
  expect(photo, 'a photo on the home page').toBeDefined();
  expect((await get(server.port, photo!)).status).toBe(200);
  expect((await get(server.port, '/en/kontakt')).status).toBe(200);

  const json = (body: unknown) =>
    request(origin).post('/api/send-contact-email').set('Content-Type', 'application/json').send(JSON.stringify(body));
  const cs = await json(validBody);
  expect(cs.status).toBe(503);
  expect(cs.body.error.message).toBe('Zprávu se teď nepodařilo přijmout. Zkuste to prosím znovu, nebo nám zavolejte.');
  expect((await json({ ...validBody, lang: 'en', idempotencyKey: 'en-1' })).body.error.message).toBe(
    'Your message could not be accepted right now. Please try again, or give us a call.',
  );
  const form = await request(origin).post('/kontakt').type('form').send(contactForm);
  expect(form.status).toBe(503);
  expect(form.text).toContain('<html lang="cs"');
  expect(form.text).toContain('Nepodařilo se odeslat zprávu. Zkuste to prosím znovu.');
  const formEn = await request(origin).post('/en/kontakt').type('form').send(contactForm);
  expect(formEn.status).toBe(503);
  expect(formEn.text).toContain('Failed to send message. Please try again.');
}

function expectOneLine(server: RunningServer, dataDir: string) {
  const errors = errorLines(server);
  // The posts refused within the minute add no line.
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ level: 50, alert: 'data-dir-unusable', dataDir, uid });
  expect(String(errors[0]!.msg)).toContain(`DATA_DIR (${dataDir}) cannot be used by uid ${uid}`);
  // No stack trace: the cause is the operator's to fix, not a bug (each refused post's warning carries its error).
  expect(JSON.stringify(server.lines.filter((line) => line.reqId === undefined))).not.toMatch(/"stack":/);
  expect(server.other.join('\n')).not.toMatch(/\n\s+at |Error:/);
  expect(server.child.exitCode).toBeNull();
}

describe('a DATA_DIR the server cannot use', () => {
  it.for(cases)(
    '%s: it listens, serves pages and photos, refuses forms with 503 and says why once',
    { timeout: 120_000 },
    async ([, make], context) => {
      const { server, dataDir } = await start(context, make);
      await expectServedAndRefused(server);
      expectOneLine(server, dataDir);
    },
  );

  it.runIf(asRoot)(
    'once the operator runs chown 1000:1000, enquiries are accepted without a restart',
    { timeout: 120_000 },
    async (context) => {
      const { server, dataDir } = await start(context, cases[0]![1]);
      await expectServedAndRefused(server);
      await chown(dataDir, 1000, 1000);
      await until(async () => (await readyz(server)).body.problems === undefined, 30_000, 'the problem to clear');
      expect(server.lines.some((line) => line.msg === `DATA_DIR (${dataDir}) can be used again`)).toBe(true);
      const stored = await request(`http://127.0.0.1:${server.port}`)
        .post('/api/send-contact-email')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(validBody));
      expect(stored.status).toBe(202);
      expectOneLine(server, dataDir);
    },
  );
});
