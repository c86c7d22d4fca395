import { describe, expect, it } from 'vitest';
import { evaluate, formatTable, medianRow, summaryLine, targetChecks, type Attempt } from './lighthouse-report.mjs';

function attempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    url: '/',
    scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
    lcpMs: 1000,
    tbtMs: 20,
    cls: 0,
    fcpMs: 800,
    bytes: 200_000,
    renderBlocking: [],
    lcpElement: 'img hero-800w.avif',
    failing: [],
    ...overrides,
  };
}

describe('the rows of npm run lighthouse', () => {
  it('take the median of each figure on its own, not one run’s', () => {
    const row = medianRow([
      attempt({
        lcpMs: 1900,
        tbtMs: 10,
        scores: { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 },
        lcpElement: 'slow',
      }),
      attempt({ lcpMs: 1100, tbtMs: 300, lcpElement: 'middle' }),
      attempt({ lcpMs: 900, tbtMs: 40, lcpElement: 'fast' }),
    ]);
    expect(row).toMatchObject({ runs: 3, lcpMs: 1100, tbtMs: 40, lcpElement: 'middle' });
    expect(row.scores.performance).toBe(1);
  });

  it('keep a render-blocking resource that half of the runs flagged', () => {
    const flagged = attempt({ renderBlocking: ['/assets/style.css'] });
    expect(medianRow([flagged, attempt(), flagged]).renderBlocking).toEqual(['/assets/style.css']);
    expect(medianRow([flagged, attempt(), attempt()]).renderBlocking).toEqual([]);
  });
});

describe('the targets', () => {
  it('are performance 1.00, LCP ≤ 1.2 s, CLS ≤ 0.01, nothing render-blocking, TBT ≤ 100 ms', () => {
    expect(
      Object.values(targetChecks(medianRow([attempt({ lcpMs: 1200, cls: 0.01, tbtMs: 100 })]))).every(Boolean),
    ).toBe(true);
    expect(targetChecks(medianRow([attempt({ lcpMs: 1201 })])).lcp).toBe(false);
    expect(targetChecks(medianRow([attempt({ cls: 0.011 })])).cls).toBe(false);
    expect(targetChecks(medianRow([attempt({ tbtMs: 101 })])).tbt).toBe(false);
    expect(targetChecks(medianRow([attempt({ renderBlocking: ['/a.css'] })])).renderBlocking).toBe(false);
    expect(
      targetChecks(
        medianRow([attempt({ scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 } })]),
      ).performance,
    ).toBe(false);
  });

  it('are printed beside each page’s figures, with a summary line; the budget alone fails the run', () => {
    const rows = [
      medianRow([attempt()]),
      medianRow([attempt({ url: '/galerie', lcpMs: 1300, renderBlocking: ['/assets/style.css'] })]),
    ];
    const verdict = evaluate(rows);
    expect(verdict.budgetMet).toBe(true);
    expect(verdict.targetsMet).toBe(false);
    expect(verdict.targetMisses).toEqual([
      '/galerie: LCP 1.30 s > 1.20 s',
      '/galerie: render-blocking /assets/style.css',
    ]);
    const table = formatTable(rows, verdict);
    expect(table).toMatch(/^\/galerie +1\.00 +1\.30 s✗/m);
    expect(table).toContain(summaryLine(rows));
    expect(summaryLine(rows)).toBe(
      'summary: 1/2 pages meet every target · perf 1.00 2/2 · LCP ≤ 1.2 s 1/2 (median 1.15 s, max 1.30 s) · CLS ≤ 0.01 2/2 · no render-blocking 1/2 · TBT ≤ 100 ms 2/2 (max 20 ms)',
    );
  });
});
