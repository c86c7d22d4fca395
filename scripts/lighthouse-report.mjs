// The verdict and the table of `npm run lighthouse`: each page's median figures beside
// the stricter targets, and the budget of ARCHITECTURE.md that fails the run.

/** ARCHITECTURE.md: every category ≥ 0.95 on every page, CLS ≤ 0.01 (the exit code follows it). */
export const budget = { minScore: 0.95, maxCls: 0.01 };
/**
 * The targets (reported, never failing the run): performance 1.00 and LCP ≤ 1.2 s on mobile, CLS ≤ 0.01, no
 * render-blocking resource; the other three categories at 1.00. TBT is
 * reported beside them, with a target of 100 ms (performance 1.00 leaves little room for it).
 */
export const targets = { performance: 1, others: 1, maxLcpMs: 1200, maxTbtMs: 100, maxCls: 0.01, renderBlocking: 0 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/**
 * One page's row from its runs: the median of each figure on its own (a slow run's
 * LCP is not hidden behind another run's score), the render-blocking resources that
 * at least half of the runs flagged, the LCP element of the run with the median LCP.
 */
export function medianRow(attempts) {
  const [first] = attempts;
  const pick = (key) => median(attempts.map((attempt) => attempt[key]));
  const lcpMs = pick('lcpMs');
  const byLcp = [...attempts].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
  const counts = new Map();
  for (const attempt of attempts)
    for (const url of new Set(attempt.renderBlocking)) counts.set(url, (counts.get(url) ?? 0) + 1);
  const failing = new Map();
  for (const attempt of attempts)
    for (const audit of attempt.failing) failing.set(audit.replace(/ \(.*\)$/, ''), audit);
  return {
    url: first.url,
    runs: attempts.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(attempts.map((attempt) => attempt.scores[id]))])),
    lcpMs,
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    bytes: pick('bytes'),
    renderBlocking: [...counts].filter(([, count]) => count * 2 >= attempts.length).map(([url]) => url),
    lcpElement: byLcp[Math.floor(byLcp.length / 2)].lcpElement,
    failing: [...failing.values()],
  };
}

/** Whether a row meets each target, by name. */
export function targetChecks(row) {
  const others = CATEGORIES.filter((id) => id !== 'performance');
  return {
    performance: row.scores.performance !== null && row.scores.performance >= targets.performance,
    lcp: row.lcpMs !== null && row.lcpMs <= targets.maxLcpMs,
    cls: row.cls !== null && row.cls <= targets.maxCls,
    renderBlocking: row.renderBlocking.length <= targets.renderBlocking,
    tbt: row.tbtMs !== null && row.tbtMs <= targets.maxTbtMs,
    others: others.every((id) => row.scores[id] !== null && row.scores[id] >= targets.others),
  };
}

export function evaluate(rows) {
  const budgetMisses = [];
  const targetMisses = [];
  for (const row of rows) {
    for (const [category, score] of Object.entries(row.scores)) {
      if (score === null || score < budget.minScore) budgetMisses.push(`${row.url}: ${category} ${score}`);
      const target = category === 'performance' ? targets.performance : targets.others;
      if (score === null || score < target) targetMisses.push(`${row.url}: ${category} ${score} < ${target}`);
    }
    if (row.cls === null || row.cls > budget.maxCls) budgetMisses.push(`${row.url}: CLS ${row.cls?.toFixed(3)}`);
    const met = targetChecks(row);
    if (!met.lcp) targetMisses.push(`${row.url}: LCP ${seconds(row.lcpMs)} > ${seconds(targets.maxLcpMs)}`);
    if (!met.cls) targetMisses.push(`${row.url}: CLS ${row.cls?.toFixed(3)} > ${targets.maxCls}`);
    if (!met.renderBlocking) targetMisses.push(`${row.url}: render-blocking ${row.renderBlocking.join(', ')}`);
    if (!met.tbt) targetMisses.push(`${row.url}: TBT ${Math.round(row.tbtMs)} ms > ${targets.maxTbtMs} ms`);
  }
  return { budgetMet: budgetMisses.length === 0, budgetMisses, targetsMet: targetMisses.length === 0, targetMisses };
}

const score = (value) => (value === null ? '   –' : value === 1 ? '1.00' : value.toFixed(2));
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const mark = (ok) => (ok ? ' ' : '✗');

/** The per-page table (figures, ✗ beside each missed target), the summary line and the verdicts. */
export function formatTable(rows, verdict) {
  const width = Math.max(...rows.map((row) => row.url.length), 4);
  const lines = [
    `targets (mobile, median of ${rows[0]?.runs ?? 0} run(s)): perf 1.00, LCP ≤ 1.2 s, CLS ≤ 0.01, no render-blocking resource; TBT ≤ 100 ms; a11y/b.p./seo 1.00`,
    '',
    `${'page'.padEnd(width)}   perf     LCP       TBT     CLS    block  a11y  b.p.   seo    FCP    bytes  LCP element`,
    `${'-'.repeat(width)}  -----  --------  -------  ------  -----  ----  ----  ----  ------  -------  -----------`,
  ];
  for (const row of rows) {
    const s = row.scores;
    const met = targetChecks(row);
    lines.push(
      [
        row.url.padEnd(width),
        `${score(s.performance)}${mark(met.performance)}`,
        `${seconds(row.lcpMs).padStart(7)}${mark(met.lcp)}`,
        `${`${Math.round(row.tbtMs ?? 0)} ms`.padStart(6)}${mark(met.tbt)}`,
        `${(row.cls ?? 0).toFixed(3).padStart(5)}${mark(met.cls)}`,
        `${String(row.renderBlocking.length).padStart(4)}${mark(met.renderBlocking)}`,
        score(s.accessibility),
        score(s['best-practices']),
        score(s.seo),
        seconds(row.fcpMs).padStart(6),
        `${((row.bytes ?? 0) / 1024).toFixed(0)} KB`.padStart(7),
        row.lcpElement ?? '–',
      ].join('  '),
    );
  }
  lines.push('', summaryLine(rows));
  lines.push(
    verdict.budgetMet
      ? 'budget (ARCHITECTURE.md): met on every page'
      : `budget (ARCHITECTURE.md): MISSED\n  ${verdict.budgetMisses.join('\n  ')}`,
  );
  lines.push(
    verdict.targetsMet ? 'targets: met on every page' : `targets: missed\n  ${verdict.targetMisses.join('\n  ')}`,
  );
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'audits below full marks:');
    for (const row of failing) lines.push(`  ${row.url}: ${row.failing.join(', ')}`);
  }
  return lines.join('\n');
}

/** One line: how many pages meet each target, and the spread of LCP and TBT. */
export function summaryLine(rows) {
  const count = (key) => rows.filter((row) => targetChecks(row)[key]).length;
  const all = rows.filter((row) => Object.values(targetChecks(row)).every(Boolean)).length;
  const lcps = rows.map((row) => row.lcpMs).filter((value) => value !== null);
  const tbts = rows.map((row) => row.tbtMs).filter((value) => value !== null);
  const n = rows.length;
  return [
    `summary: ${all}/${n} pages meet every target`,
    `perf 1.00 ${count('performance')}/${n}`,
    `LCP ≤ 1.2 s ${count('lcp')}/${n} (median ${seconds(median(lcps))}, max ${seconds(lcps.length ? Math.max(...lcps) : null)})`,
    `CLS ≤ 0.01 ${count('cls')}/${n}`,
    `no render-blocking ${count('renderBlocking')}/${n}`,
    `TBT ≤ 100 ms ${count('tbt')}/${n} (max ${tbts.length ? Math.round(Math.max(...tbts)) : '–'} ms)`,
  ].join(' · ');
}
