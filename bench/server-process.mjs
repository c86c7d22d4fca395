// Starts the built production server (dist/server/index.js) as a child process for
// the benchmark, waits until it answers, reads its resident memory, stops it. With
// `probe`, event-loop-probe.mjs is preloaded and `probe()` reads the server's
// event-loop delay, CPU time and memory over IPC (no endpoint of the server's own).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const PROBE = new URL('./event-loop-probe.mjs', import.meta.url).href;

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `node dist/server/index.js` (or `entry`) with a throw-away data directory. Its log
 * goes nowhere (stdout ignored), but it is written, as in production. `cpuList`
 * (e.g. "1") pins it to those CPUs with taskset.
 */
export async function startServer({
  root,
  port,
  dataDir,
  env = {},
  entry = 'dist/server/index.js',
  probe = false,
  cpuList = null,
}) {
  const nodeArgs = [...(probe ? ['--import', PROBE] : []), entry];
  const [command, args] =
    cpuList === null ? [process.execPath, nodeArgs] : ['taskset', ['-c', cpuList, process.execPath, ...nodeArgs]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe', ...(probe ? ['ipc'] : [])],
  });
  const replies = new Map();
  let nextId = 0;
  child.on('message', (message) => {
    if (message?.type !== 'bench-probe') return;
    replies.get(message.id)?.(message);
    replies.delete(message.id);
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    /** Resident set size in bytes (Linux /proc, else `ps`). */
    rss: () => rssOf(child.pid),
    /**
     * The server's own figures (see event-loop-probe.mjs): CPU µs so far, RSS, and the
     * event-loop delay since the last reset; `reset` starts a new window after answering.
     */
    probe({ reset = false } = {}) {
      if (!probe) return Promise.reject(new Error('the server was started without the probe'));
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          replies.delete(id);
          reject(new Error('the server did not answer the probe within 10 s'));
        }, 10_000);
        replies.set(id, (message) => {
          clearTimeout(timer);
          resolve(message);
        });
        child.send({ type: 'bench-probe', id, reset });
      });
    },
    /** The exit code once it has exited (null while it runs). */
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux: fall back to ps
  }
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  let out = '';
  ps.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => ps.once('exit', resolve));
  return Number(out.trim()) * 1024;
}
