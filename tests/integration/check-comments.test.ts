import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run lint`'s comment check on a repository of probe files: a source line naming an issue fails it, anything else passes. */
/** The word, assembled: the probes' own lines must not trip the check over this file. */
const word = ['iss', 'ue'].join('');
const script = path.join(process.cwd(), 'scripts', 'check-comments.mjs');
const repo = mkdtempSync(path.join(tmpdir(), 'check-comments-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function check(files: Record<string, string>) {
  rmSync(repo, { recursive: true, force: true });
  execFileSync('git', ['init', '-q', repo]);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(repo, name), text);
  return spawnSync(process.execPath, [script, '--root', repo], { encoding: 'utf8' });
}

describe('the comment check', () => {
  it.each([
    ['probe.ts', `// Bounded (${word} 20): a long path held every request.\nexport const a = 1;\n`],
    ['probe.css', `/* ${word.toUpperCase()} #24: the footer links were too small. */\na { min-height: 44px; }\n`],
    ['probe.mjs', `export const b = 2; // see ${word}12\n`],
  ])('fails on %s, naming the file and line', (name, text) => {
    const result = check({ [name]: text });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`${name}:`);
  });

  it('passes comments that say the reason, and leaves prose and data files alone', () => {
    const result = check({
      'ok.ts': '// Bounded: a long path held every request.\nexport const a = 1;\n',
      'notes.md': `Fixed in ${word} 20.\n`,
      'data.json': `{"${word} 20": true}\n`,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
