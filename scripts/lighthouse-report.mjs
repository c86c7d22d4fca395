// The verdict and the table of `npm run lighthouse`.

/** ARCHITECTURE.md: every category ≥ 0.95 on every page, CLS ≤ 0.01. */
export const budget = { minScore: 0.95, maxCls: 0.01 };
/** Issue 6: performance ≥ 0.95 with LCP ≤ 2 s and TBT ≤ 100 ms; the rest at 1.00. */
export const targets = { performance: 0.95, others: 1, maxLcpMs: 2000, maxTbtMs: 100, maxCls: 0.01 };

export function evaluate(rows) {
  const budgetMisses = [];
  const targetMisses = [];
  for (const row of rows) {
    for (const [category, score] of Object.entries(row.scores)) {
      if (score === null || score < budget.minScore) budgetMisses.push(`${row.url}: ${category} ${score}`);
      const target = category === 'performance' ? targets.performance : targets.others;
      if (score === null || score < target) targetMisses.push(`${row.url}: ${category} ${score} < ${target}`);
    }
    if (row.cls > budget.maxCls) budgetMisses.push(`${row.url}: CLS ${row.cls.toFixed(3)}`);
    if (row.cls > targets.maxCls) targetMisses.push(`${row.url}: CLS ${row.cls.toFixed(3)} > ${targets.maxCls}`);
    if (row.lcpMs > targets.maxLcpMs) targetMisses.push(`${row.url}: LCP ${(row.lcpMs / 1000).toFixed(2)} s > 2.0 s`);
    if (row.tbtMs > targets.maxTbtMs) targetMisses.push(`${row.url}: TBT ${Math.round(row.tbtMs)} ms > 100 ms`);
  }
  return { budgetMet: budgetMisses.length === 0, budgetMisses, targetsMet: targetMisses.length === 0, targetMisses };
}

const score = (value) => (value === null ? '  –' : (value * 100).toFixed(0).padStart(3));

export function formatTable(rows, verdict) {
  const width = Math.max(...rows.map((row) => row.url.length), 4);
  const lines = [
    `${'page'.padEnd(width)}  perf  a11y  b.p.  seo     LCP     TBT    CLS    bytes`,
    `${'-'.repeat(width)}  ----  ----  ----  ---  ------  ------  -----  -------`,
  ];
  for (const row of rows) {
    const s = row.scores;
    lines.push(
      [
        row.url.padEnd(width),
        ` ${score(s.performance)}`,
        ` ${score(s.accessibility)}`,
        ` ${score(s['best-practices'])}`,
        score(s.seo),
        `${(row.lcpMs / 1000).toFixed(2)} s`.padStart(6),
        `${Math.round(row.tbtMs)} ms`.padStart(6),
        row.cls.toFixed(3).padStart(5),
        `${(row.bytes / 1024).toFixed(0)} KB`.padStart(7),
      ].join('  '),
    );
  }
  lines.push('');
  lines.push(verdict.budgetMet ? 'budget (ARCHITECTURE.md): met on every page' : `budget (ARCHITECTURE.md): MISSED\n  ${verdict.budgetMisses.join('\n  ')}`);
  lines.push(verdict.targetsMet ? 'targets (issue 6): met on every page' : `targets (issue 6): missed\n  ${verdict.targetMisses.join('\n  ')}`);
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'audits below full marks:');
    for (const row of failing) lines.push(`  ${row.url}: ${row.failing.join(', ')}`);
  }
  return lines.join('\n');
}
