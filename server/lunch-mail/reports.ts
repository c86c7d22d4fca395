/**
 * `SendReport` (the owner's view of a send) from a plan and its outcomes: the journal's
 * entries (file-queue/) or the counts of the Redis hash (redis-queue/). Pure.
 */
import type { Outcome, SendPlan, SendReport } from './send';

export interface OutcomeEntry {
  outcome: Outcome;
  at: string;
  line: string;
}

/** The report of a plan from its journal's entries (the last entry of an id counts, once). */
export function reportOf(
  plan: Pick<SendPlan, 'date' | 'plannedAt' | 'ids'>,
  entries: (OutcomeEntry & { id: string })[],
): SendReport {
  const last = new Map<string, OutcomeEntry>();
  for (const entry of entries) if (!last.has(entry.id)) last.set(entry.id, entry);
  const report: SendReport = {
    date: plan.date,
    plannedAt: plan.plannedAt,
    planned: plan.ids.length,
    sent: 0,
    failed: 0,
    late: 0,
    withdrawn: 0,
    dropped: 0,
    reasons: [],
    firstSentAt: null,
    lastSentAt: null,
  };
  const reasons = new Map<string, number>();
  for (const entry of last.values()) {
    report[entry.outcome] += 1;
    if (entry.outcome === 'failed') reasons.set(entry.line, (reasons.get(entry.line) ?? 0) + 1);
    if (entry.outcome === 'sent') {
      if (report.firstSentAt === null || entry.at < report.firstSentAt) report.firstSentAt = entry.at;
      if (report.lastSentAt === null || entry.at > report.lastSentAt) report.lastSentAt = entry.at;
    }
  }
  report.reasons = [...reasons].map(([line, count]) => ({ line, count })).sort((a, b) => b.count - a.count);
  return report;
}
