import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { builtCommand } from '../../support/built-server';

export interface MailCommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run mail -- …` as the operator runs it (dist/server/mail-cli.js, the production build),
 * as the test's own user or as `uid` (and the same group).
 */
export function mailCommand(
  dataDir: string,
  args: string[],
  { uid }: { uid?: number } = {},
): Promise<MailCommandResult> {
  const child = spawn(process.execPath, [builtCommand('mail-cli'), ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
