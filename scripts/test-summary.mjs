#!/usr/bin/env node
// Prints one line, "N passed, N failed" (", N skipped" when any), counted from
// the runners' own reports: the static checks' (scripts/lint.mjs, one per check),
// Vitest's JSON report and Playwright's JSON report.
// Exits non-zero when a report is missing (its runner never finished).
import { existsSync, readFileSync } from 'node:fs';

const reports = { lint: 'reports/lint.json', vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' };
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;

if (existsSync(reports.lint)) {
  for (const check of JSON.parse(readFileSync(reports.lint, 'utf8')).checks) {
    if (check.passed) passed += 1;
    else {
      failed += 1;
      console.error(`static check failed: ${check.name}`);
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
  failed += (v.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
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
} else {
  console.error(`missing ${reports.playwright}: the browser tests did not finish`);
  missing = true;
}

console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(missing ? 1 : 0);
