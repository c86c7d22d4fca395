#!/usr/bin/env node
// npm run format: Prettier over the code and its configuration, with the root's
// .prettierrc.json. `--check` (npm run lint) only reports the files it would change.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What the formatter covers: the code's folders and the configuration files at the root. */
export const formatTargets = [
  '{src,server,tests,scripts,bench}/**/*.{ts,tsx,js,mjs,cjs,css,json}',
  '*.{ts,js,cjs,json}',
  '.dependency-cruiser.cjs',
];

if (import.meta.filename === process.argv[1]) {
  const mode = process.argv.includes('--check') ? '--check' : '--write';
  const prettier = fileURLToPath(import.meta.resolve('prettier/bin/prettier.cjs'));
  // Keyed on each file's content: a file changed within the same second is never taken as checked.
  const cache = [
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/prettier/cache.json',
  ];
  const { status } = spawnSync(
    prettier,
    [mode, ...cache, '--log-level', 'warn', '--no-error-on-unmatched-pattern', ...formatTargets],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(status ?? 1);
}
