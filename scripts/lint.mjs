#!/usr/bin/env node
// npm run lint: every static check, each run even when an earlier one fails, so
// that one report names them all. Writes reports/lint.json (one entry per check),
// which the CI summary counts beside the test runners' reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const checks = [
  { name: 'eslint', command: [bin('eslint'), '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'layering (dependency-cruiser)', command: [bin('depcruise'), 'src', 'server', 'tests', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs'] },
  { name: 'unused code (knip)', command: [bin('knip')] },
  { name: 'types (tsc)', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'] },
  { name: 'dependency graph in docs/development.md', command: [process.execPath, 'scripts/dependency-graph.mjs', '--check'] },
];

const results = checks.map(({ name, command: [file, ...args] }) => {
  const started = Date.now();
  const { status, error } = spawnSync(file, args, { cwd: root, stdio: 'inherit' });
  const passed = status === 0 && !error;
  console.log(`lint: ${passed ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { name, passed };
});

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'lint.json'), `${JSON.stringify({ checks: results }, null, 2)}\n`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
