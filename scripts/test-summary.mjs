#!/usr/bin/env node
// Prints one line, "N passed, N failed" (", N skipped" when any), counted from
// the runners' own reports: the static checks' (scripts/lint.mjs, one per check),
// Vitest's JSON report and Playwright's JSON report.
// Exits non-zero when a report is missing (its runner never finished).
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const reports = { lint: 'reports/lint.json', vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' };
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
/** One line per failed test, printed just above the count so that a log's tail names them. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

if (existsSync(reports.lint)) {
  for (const check of JSON.parse(readFileSync(reports.lint, 'utf8')).checks) {
    if (check.passed) passed += 1;
    else {
      failed += 1;
      failures.push(`static check failed: ${check.name}`);
    }
  }
} else {
  console.error(`missing ${reports.lint}: the static checks did not run`);
  missing = true;
}

if (existsSync(reports.vitest)) {
  const v = JSON.parse(readFileSync(reports.vitest, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A test file that failed to load has no tests but is still a failure.
  failed += (v.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  for (const file of v.testResults ?? []) {
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`vitest: ${file.name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`vitest: ${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
} else {
  console.error(`missing ${reports.vitest}: the unit and server tests did not finish`);
  missing = true;
}

if (existsSync(reports.playwright)) {
  const p = JSON.parse(readFileSync(reports.playwright, 'utf8'));
  passed += p.stats.expected + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  failed += (p.errors ?? []).length;
  for (const error of p.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failures.push(
            `playwright: ${[...titles, spec.title].join(' › ')}: ${firstLine(test.results?.at(-1)?.error?.message)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of p.suites ?? []) walk(suite, [suite.title]);
} else {
  console.error(`missing ${reports.playwright}: the browser tests did not finish`);
  missing = true;
}

for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(missing ? 1 : 0);
