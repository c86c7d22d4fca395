import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run lint`'s formatting check (scripts/format.mjs --check) on a repository of probe files. */
const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'format-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function check(files: Record<string, string>) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'scripts'), { recursive: true });
  for (const file of ['.prettierrc.json', '.prettierignore', 'scripts/format.mjs'])
    cpSync(path.join(repo, file), path.join(work, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
    writeFileSync(path.join(work, name), text);
  }
  return spawnSync(process.execPath, [path.join(work, 'scripts/format.mjs'), '--check'], {
    cwd: work,
    encoding: 'utf8',
  });
}

const formatted = "export const a = { b: 'c' };\n";

describe('the formatting check', () => {
  it.each([
    ['src/probe.ts', 'export const a = {b:"c"}\n'],
    [
      'server/probe.tsx',
      `export const long = [${Array.from({ length: 30 }, (_, index) => `'item-${index}'`).join(', ')}];\n`,
    ],
    ['tests/probe.css', 'a{min-height:44px}\n'],
    ['vite.config.ts', 'export default {plugins:[]}\n'],
  ])('fails on an unformatted %s, naming it', (name, text) => {
    const result = check({ [name]: text });
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toContain(name);
  });

  it('passes formatted code, and leaves the content, prose and built files as they are', () => {
    const result = check({
      'src/probe.ts': formatted,
      'content/venue.yaml': 'name:   {cs: "Ballon"}\n',
      'docs/notes.md': '*  a list   item\n',
      'dist/client/app.js': 'export const a={b:"c"}\n',
      'public/robots.json': '{"a":1}',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
