#!/usr/bin/env node
// npm run lint: every static check, each run even when another one fails, so
// that one report names them all. Writes reports/lint.json (one entry per check),
// which the CI summary counts beside the test runners' reports. The checks are
// independent and mostly wait on one core each, so they run at the same time; each
// one's output is printed whole once it is done, in the order of the list.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const checks = [
  { name: 'eslint', command: [bin('eslint'), '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  {
    name: 'layering (dependency-cruiser)',
    command: [bin('depcruise'), 'src', 'server', 'tests', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs'],
  },
  { name: 'unused code (knip)', command: [bin('knip')] },
  {
    name: 'types (tsc)',
    command: [
      bin('tsc'),
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/tsbuildinfo',
    ],
  },
  {
    name: 'dependency graph in docs/development.md',
    command: [process.execPath, 'scripts/dependency-graph.mjs', '--check'],
  },
  { name: 'comments name no issue number', command: [process.execPath, 'scripts/check-comments.mjs'] },
  { name: 'formatting (prettier)', command: [process.execPath, 'scripts/format.mjs', '--check'] },
];

/** Runs one check with its output kept (both streams, in order); resolves with whether it passed. */
function run({ name, command: [file, ...args] }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = [];
    // (Piped, the tools would drop their colours on a terminal: asked to keep them there.)
    const env =
      process.stdout.isTTY && process.env.FORCE_COLOR === undefined
        ? { ...process.env, FORCE_COLOR: '1' }
        : process.env;
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (passed) =>
      resolve({ name, passed, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const running = checks.map(run);
const results = [];
for (const finished of running) {
  const { name, passed, output, seconds } = await finished;
  process.stdout.write(output);
  console.log(`lint: ${passed ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
  results.push({ name, passed });
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'lint.json'), `${JSON.stringify({ checks: results }, null, 2)}\n`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
