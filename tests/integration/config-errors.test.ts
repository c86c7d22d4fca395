import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtEntry } from '../support/built-server';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the production build's entry (as `npm start` does) with one bad variable; it must stop before listening. */
function start(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtEntry()], {
      cwd: process.cwd(),
      // Nothing inherited but what node needs: the bad value is the only one set.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: '/nonexistent/never-used',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // A safety net: ten starts at once take a while on a busy machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 60 s: ${stdout}${stderr}`));
    }, 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const cases: [string, string][] = [
  ['SITE_URL', 'ftp://www.example.cz'],
  ['PORT', '70000'],
  ['SMTP_URL', 'http://web:hunter2@mail.example.cz:587'],
  ['SHUTDOWN_TIMEOUT', 'forever'],
  ['TRUST_PROXY', 'everyone'],
  ['MAIL_TO', 'not an address'],
  // Values that parse but trust everyone, or break out of where they are printed.
  ['TRUST_PROXY', '1000'],
  ['TRUST_PROXY', '0.0.0.0/1,128.0.0.0/1'],
  ['SITE_URL', 'https://h.example"onx=1&y'],
];

describe('configuration errors at start-up', () => {
  it.concurrent.each(cases)(
    'a bad %s stops the process with one line naming it, exit code 1',
    async (name, value) => {
      const run = await start({ [name]: value });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Configuration error: Invalid ${name}: .+`));
      // A password in the bad value is never echoed.
      expect(run.stderr).not.toContain('hunter2');
    },
    90_000,
  );

  it('METRICS_PORT equal to PORT stops the process with one line naming METRICS_PORT, not a failed listen', async () => {
    const run = await start({ PORT: '39464', METRICS_PORT: '39464' });
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      'Configuration error: Invalid METRICS_PORT: must differ from PORT: the metrics have a listener of their own (got "39464")',
    ]);
  }, 90_000);
});
