#!/usr/bin/env node
// A comment says why in its own words: a pointer to a tracker entry (an issue and its number) says
// nothing to the next reader, who has the code and not the tracker. Fails on any line
// of a tracked source file (.ts .tsx .js .mjs .cjs .css) that names one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// `--root DIR`: another checkout (the check's own test runs it on a repository it makes).
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|css)$/;
const ISSUE = /issue\s*#?\d+/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.startsWith('content/'));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, index) => {
    if (ISSUE.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length > 0) {
  console.log(`${found.length} line(s) name an issue number; say the reason itself:`);
  for (const line of found) console.log(`  ${line}`);
  process.exit(1);
}
console.log(`check-comments: ${files.length} files, no issue numbers`);
