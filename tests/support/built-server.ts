import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

/** The built production entry; `npm test` builds it first (pretest). */
export function builtEntry(root = process.cwd()): string {
  const entry = path.join(root, 'dist', 'server', 'index.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json'))) {
    throw new Error(
      `${entry} (or dist/client) is missing: this test runs the production build. Run \`npm run build\` first (\`npm test\` does).`,
    );
  }
  return entry;
}

/**
 * A command of the production build (`npm run admin` → admin-cli, `npm run mail` → mail-cli,
 * `npm run content:check` → content-check), as the operator runs it.
 */
export function builtCommand(name: 'admin-cli' | 'mail-cli' | 'content-check', root = process.cwd()): string {
  const entry = path.join(root, 'dist', 'server', `${name}.js`);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (\`npm test\` does).`);
  return entry;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Every JSON log line written so far. */
  lines: { msg?: string; [key: string]: unknown }[];
  /** Everything that was not a JSON line (stderr included). */
  other: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface ServerProcessOptions {
  timeoutMs?: number;
  /** Run as this user and group (the tests run as root; the image runs as 1000:1000). */
  user?: { uid: number; gid: number };
  /** A command that runs node, e.g. `['prlimit', '--nofile=400', '--']` for a low descriptor limit. */
  launcher?: string[];
}

/**
 * The production build on a port of its own (loopback, `PORT=0`), with `env` on top
 * (DATA_DIR at least).
 */
export function startBuiltServer(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  return startServer({
    args: [builtEntry()],
    cwd: process.cwd(),
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    ...options,
  });
}

/**
 * Starts `node <args>` as the production server would run and resolves once it
 * logs 'listening' (with the port it got: pass PORT=0 for an ephemeral one).
 */
export function startServer(
  options: { args: string[]; cwd: string; env: Record<string, string> } & ServerProcessOptions,
): Promise<RunningServer> {
  const [command, ...launcherArgs] = [...(options.launcher ?? []), process.execPath];
  const child = spawn(command!, [...launcherArgs, ...options.args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.user,
  });
  const lines: RunningServer['lines'] = [];
  const other: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    // 'close', not 'exit': by then everything it wrote has been read.
    child.on('close', (code, signal) => resolve({ code, signal, at: Date.now() }));
  });
  const read = (stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      parts.filter(Boolean).forEach(onLine);
    });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${options.timeoutMs ?? 60_000} ms:\n${other.join('\n')}`));
    }, options.timeoutMs ?? 60_000);
    read(child.stderr, (line) => other.push(line));
    read(child.stdout, (line) => {
      let parsed: RunningServer['lines'][number];
      try {
        parsed = JSON.parse(line) as RunningServer['lines'][number];
      } catch {
        other.push(line);
        return;
      }
      lines.push(parsed);
      if (parsed.msg === 'listening') {
        clearTimeout(timer);
        resolve({ child, port: Number(parsed.port), lines, other, exited });
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${other.join('\n')}`));
    });
  });
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a new connection (no keep-alive pool between tests); `localAddress` (any 127.x.y.z) for another client. */
export function get(port: number, urlPath: string, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, agent: false, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}
