import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry, get, startServer, type RunningServer } from '../support/built-server';

const run = promisify(execFile);

/** The runtime stage of the Dockerfile: what it copies from the build, its ENV, HEALTHCHECK and CMD. */
interface RuntimeStage {
  copies: { from: string; to: string }[];
  env: Record<string, string>;
  workdir: string;
  user: string | undefined;
  cmd: string[];
  healthcheck: string[];
  volumes: string[];
  expose: string[];
}

function parseRuntimeStage(dockerfile: string): RuntimeStage {
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const lastFrom = instructions.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  const stage: RuntimeStage = {
    copies: [],
    env: {},
    workdir: '/',
    user: undefined,
    cmd: [],
    healthcheck: [],
    volumes: [],
    expose: [],
  };
  for (const line of instructions.slice(lastFrom + 1)) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (keyword.toUpperCase()) {
      case 'COPY': {
        const parts = rest.filter((part) => !part.startsWith('--'));
        if (!rest.some((part) => part.startsWith('--from=')))
          throw new Error(`runtime COPY not from the build stage: ${line}`);
        stage.copies.push({ from: parts[0] ?? '', to: parts[1] ?? '' });
        break;
      }
      case 'ENV':
        for (const [, name = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
          stage.env[name] = value.replace(/^"|"$/g, '');
        break;
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'USER':
        stage.user = args;
        break;
      case 'CMD':
        stage.cmd = JSON.parse(args) as string[];
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3).trim()) as string[];
        break;
      case 'VOLUME':
        stage.volumes = JSON.parse(args) as string[];
        break;
      case 'EXPOSE':
        stage.expose = rest;
        break;
    }
  }
  return stage;
}

const root = process.cwd();
let workdir = '';
let server: RunningServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (workdir) await rm(workdir, { recursive: true, force: true });
});

describe('the Docker image recipe, performed without Docker', () => {
  it('the runtime stage runs the built site as node, in production, with its data on a volume', async () => {
    const stage = parseRuntimeStage(await readFile(path.join(root, 'Dockerfile'), 'utf8'));
    expect(stage.user).toBe('node');
    expect(stage.env.NODE_ENV).toBe('production');
    expect(stage.expose).toEqual(['3000']);
    expect(stage.volumes).toEqual([stage.env.DATA_DIR]);
    expect(stage.cmd[0]).toBe('node');
    expect(stage.healthcheck[0]).toBe('node');
    expect(stage.copies.map((copy) => path.posix.relative(stage.workdir, copy.from)).sort()).toEqual([
      'content',
      'dist',
      'node_modules',
      'package.json',
    ]);
  });

  it('a pruned install of the built site starts as the image would and serves /healthz and /', async () => {
    builtEntry(root); // fails with a clear message when there is no build
    const stage = parseRuntimeStage(await readFile(path.join(root, 'Dockerfile'), 'utf8'));
    workdir = await mkdtemp(path.join(tmpdir(), 'ballon-image-'));
    const app = path.join(workdir, 'app');
    await mkdir(app);

    // The runtime stage's COPY --from=build, with node_modules made the way the
    // build stage makes it: production dependencies only, from the lockfile. The
    // packages come from npm's cache when it has them (`npm ci` filled it moments
    // before), without asking the registry whether each is still current: the
    // lockfile pins every version and its hash, so what is installed is the same.
    for (const { from } of stage.copies) {
      const relative = path.posix.relative(stage.workdir, from);
      if (relative !== 'node_modules')
        await cp(path.join(root, relative), path.join(app, relative), { recursive: true });
    }
    await cp(path.join(root, 'package-lock.json'), path.join(app, 'package-lock.json'));
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: app,
      timeout: 150_000,
    });
    await rm(path.join(app, 'package-lock.json'));

    const dataDir = path.join(workdir, 'data');
    const env = { ...stage.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' };
    server = await startServer({ args: stage.cmd.slice(1), cwd: app, env });

    const health = await get(server.port, '/healthz');
    expect(health.status, health.body).toBe(200);
    const home = await get(server.port, '/');
    expect(home.status, home.body).toBe(200);
    expect(home.body).toMatch(/^<!doctype html><html lang="cs"/);
    // The client entry, started by the inline loader at the end of the body (server/document/client-loader.ts).
    const script = /<script[^>]* data-entry="([^"]+)"/.exec(home.body)?.[1] ?? '';
    expect((await get(server.port, script)).status).toBe(200);
    expect((await get(server.port, '/en/kontakt')).status).toBe(200);

    // The image's HEALTHCHECK, as Docker would run it: no curl or wget needed.
    const probe = await run(stage.healthcheck[0] ?? 'node', stage.healthcheck.slice(1), {
      cwd: app,
      env: { ...process.env, PORT: String(server.port) },
    });
    expect(probe.stderr).toBe('');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.other.filter((line) => line.trim() !== '')).toEqual([]);
  }, 180_000);
});
