import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Writes probe files (a path as in the repository and what it imports) into a copy of `src/` and
 * `server/` with the dependency rules, runs dependency-cruiser on them there, and returns the rules
 * each probe breaks. Never in the working tree: other tests read it meanwhile (the folder graph,
 * the copies of the new-page and new-feature tests), and a probe there was a file that vanished
 * under them.
 */
export async function brokenRules(probes: Record<string, string>): Promise<Record<string, string[]>> {
  const work = mkdtempSync(path.join(tmpdir(), 'probe-rules-'));
  try {
    for (const dir of ['src', 'server']) cpSync(path.join(repo, dir), path.join(work, dir), { recursive: true });
    for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'])
      cpSync(path.join(repo, file), path.join(work, file));
    symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));
    const files = Object.keys(probes);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), `import '${probes[file]}';\n`);
    }
    const { stdout } = await promisify(execFile)(
      path.join(repo, 'node_modules/.bin/depcruise'),
      [...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      {
        cwd: work,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const { violations } = (
      JSON.parse(stdout) as { summary: { violations: { from: string; rule: { name: string } }[] } }
    ).summary;
    return Object.fromEntries(
      files.map((file) => [
        file,
        violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name),
      ]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
