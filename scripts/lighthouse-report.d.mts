/** Types of lighthouse-report.mjs (the table of `npm run lighthouse`, imported by its test). */
export interface Attempt {
  url: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  bytes: number | null;
  renderBlocking: string[];
  lcpElement: string | null;
  failing: string[];
}
export interface Row extends Attempt {
  runs: number;
}
export interface Verdict {
  budgetMet: boolean;
  budgetMisses: string[];
  targetsMet: boolean;
  targetMisses: string[];
}
export declare const budget: { minScore: number; maxCls: number };
export declare const targets: { performance: number; others: number; maxLcpMs: number; maxTbtMs: number; maxCls: number; renderBlocking: number };
export declare function medianRow(attempts: Attempt[]): Row;
export declare function targetChecks(row: Row): Record<'performance' | 'lcp' | 'cls' | 'renderBlocking' | 'tbt' | 'others', boolean>;
export declare function evaluate(rows: Row[]): Verdict;
export declare function formatTable(rows: Row[], verdict: Verdict): string;
export declare function summaryLine(rows: Row[]): string;
