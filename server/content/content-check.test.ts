/**
 * `npm run content:check [dir]`, spawned as an operator runs it: exit 0 and one
 * OK line for a good folder; exit 1 and every problem, one per line, for a bad one.
 * The first test goes through npm (the script's arguments and its choice of entry); the
 * others start the built command that script runs in the image, `node dist/server/content-check.js`:
 * through npm and tsx each start compiled the sources again (about a second of a core each).
 */
import { execFile } from 'node:child_process';
import { unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCommand } from '../../tests/support/built-server';
import { copySample, edit, removeDir } from './content-fixture.test-support';

const root = path.resolve(import.meta.dirname, '../..');
/** The check's clock, pinned (tests/support/fixed-clock.mjs) within a year before the sample's security.txt expiry (2027-06-30): the test holds on any day. */
const fixedClock = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(root, 'tests/support/fixed-clock.mjs')}`.trim(), FIXED_NOW: '2027-01-15T12:00:00Z' };

/** What `npm run content:check -- <args>` runs in the image: the built command. */
function contentCheck(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run([process.execPath, builtCommand('content-check', root), ...args]);
}

/** `npm run content:check -- <args>` itself. */
function npmContentCheck(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(['npm', 'run', '-s', 'content:check', '--', ...args]);
}

function run([command, ...args]: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command!, args, { cwd: root, env: { ...process.env, CONTENT_DIR: '', ...fixedClock } }, (error, stdout, stderr) => {
      // npm's own warnings (about the machine's npm configuration) are not the command's output.
      const own = stderr
        .split('\n')
        .filter((line) => line && !line.startsWith('npm warn'))
        .join('\n');
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: own });
    });
  });
}

describe('npm run content:check', () => {
  let bad: string;
  beforeAll(() => {
    bad = copySample();
    edit(bad, 'venue.yaml', "'+420 000 000 002'", "'+420 2'");
    unlinkSync(path.join(bad, 'links.yaml'));
  });
  afterAll(() => removeDir(bad));

  it('says OK for the sample content (the default folder) and exits 0', async () => {
    const result = await npmContentCheck();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^content: OK \\(11 files, 32 photos, version [0-9a-f]{16}\\) in ${path.join(root, 'content').replaceAll('/', '\\/')} \\[\\d+ ms\\]\\n$`));
  });

  it('prints every problem of a bad folder, one per line, and exits 1', async () => {
    const result = await contentCheck(bad);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n');
    expect(lines[0]).toMatch(/^venue\.yaml:\d+ phones\.events: expected a \+420 phone number written as \+420 123 456 789$/);
    expect(lines[1]).toBe('links.yaml: the file is missing');
    expect(lines[2]).toBe(`content: 2 problems in ${bad}; the server would not start with it (or would keep its last good content)`);
    expect(lines).toHaveLength(3);
  });

  it('refuses a largest party no area could ever seat online, and exits 1', async () => {
    const party = copySample();
    try {
      const line = edit(party, 'bookings.yaml', 'largestParty: 12', 'largestParty: 60');
      const result = await contentCheck(party);
      expect(result.code).toBe(1);
      expect(result.stderr.split('\n')).toEqual([
        `bookings.yaml:${line} largestParty: expected at most the covers the largest area gives online bookings (40): a larger party could never be booked`,
        `content: 1 problem in ${party}; the server would not start with it (or would keep its last good content)`,
      ]);
    } finally {
      removeDir(party);
    }
  });

  it('refuses two folders with its usage and exit 2', async () => {
    const result = await contentCheck('a', 'b');
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^usage: npm run content:check \[--launch\] \[dir\]/);
  });

  it.each([['--help'], ['-h']])('answers %s with its usage and exit 0', async (option) => {
    const result = await contentCheck(option);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run content:check \[--launch\] \[dir\]/);
  });

  it.each([['--version'], ['-x'], ['--verbose']])('takes %s for no folder: its usage and exit 2', async (option) => {
    const result = await contentCheck(option);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^usage: npm run content:check \[--launch\] \[dir\]/);
  });

  it('says there is no folder, in one line, and exits 2, for a missing path or a file', async () => {
    for (const missing of [path.join(bad, 'nothing-here'), path.join(bad, 'venue.yaml')]) {
      const result = await contentCheck(missing);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`content: no folder at ${missing}`);
    }
  });

  it('prints at most 20 problems of a file, then the count of the rest, and counts them all', async () => {
    const many = copySample();
    try {
      writeFileSync(path.join(many, 'announcements.yaml'), `announcements:\n${Array.from({ length: 30 }, (_, i) => `  - { id: N${i}, from: 2026-01-01, until: 2026-01-02, text: { cs: a, en: b } }\n`).join('')}`);
      const result = await contentCheck(many);
      expect(result.code).toBe(1);
      const lines = result.stderr.split('\n');
      expect(lines).toHaveLength(22);
      expect(lines[20]).toBe('… and 10 more problems in announcements.yaml');
      expect(lines[21]).toBe(`content: 30 problems in ${many}; the server would not start with it (or would keep its last good content)`);
    } finally {
      removeDir(many);
    }
  });
});
