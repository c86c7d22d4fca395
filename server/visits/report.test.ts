/**
 * The owner's report from stored UTC hours: Prague days and hours across both daylight-saving
 * changes (spring's missing 02:00, autumn's 02:00 twice), the lunch grid by weekday and hour,
 * the ranked referrers, the weeks, the fetches and the forms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileVisitsStore } from './file-store';
import { visitsReport, type VisitsReport } from './report';
import type { DayCounts } from './store';

let dir: string;
let seq = 0;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-report-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function reportOf(days: DayCounts, now: string): Promise<VisitsReport> {
  const store = new FileVisitsStore(dir);
  await store.add({ replica: 'seed', seq: ++seq, days });
  return visitsReport(store, new Date(now));
}

const views = (report: VisitsReport, page: string, lang: string, date: string) =>
  report.pages.find((row) => row.page === page && row.lang === lang)!.views[report.days.indexOf(date)];

describe('the report in Prague hours', () => {
  it('spring (28 March 2027): the UTC hours fall on Prague days at +1 before 01:00 UTC and +2 after', async () => {
    const report = await reportOf(
      {
        '2027-03-26': { '09|v|dailyMenu|cs': 4 }, // Friday 10:00 CET
        '2027-03-27': { '22|v|home|cs': 1, '23|v|home|cs': 2 }, // Saturday 23:00, Sunday 00:00 CET
        '2027-03-28': { '00|v|home|cs': 3, '01|v|home|cs': 5, '21|v|home|cs': 7, '22|v|home|cs': 11 }, // 01:00 CET, 03:00 CEST, 23:00, Monday 00:00
        '2027-03-29': { '08|v|dailyMenu|cs': 6, '08|v|dailyMenu|en': 1 }, // Monday 10:00 CEST
      },
      '2027-03-29T10:00:00Z',
    );
    expect(report.days).toHaveLength(30);
    expect(report.days[29]).toBe('2027-03-29');
    expect(report.days[0]).toBe('2027-02-28');
    expect(views(report, 'home', 'cs', '2027-03-27')).toBe(1);
    expect(views(report, 'home', 'cs', '2027-03-28')).toBe(2 + 3 + 5 + 7);
    expect(views(report, 'home', 'cs', '2027-03-29')).toBe(11);
    expect(report.lunchGrid.weeks).toBe(8);
    expect(report.lunchGrid.views).toHaveLength(5);
    expect(report.lunchGrid.views[0]![10]).toBe(7);
    expect(report.lunchGrid.views[4]![10]).toBe(4);
    expect(report.lunchGrid.views.flat().reduce((a, b) => a + b)).toBe(11);
  });

  it('autumn (31 October 2027): both 02:00s are Sunday 02:00; the Monday after starts at 23:00 UTC', async () => {
    const report = await reportOf(
      {
        '2027-10-29': { '08|v|dailyMenu|en': 2 }, // Friday 10:00 CEST
        '2027-10-30': { '21|v|feast|cs': 1, '22|v|feast|cs': 2 }, // Saturday 23:00, Sunday 00:00 CEST
        '2027-10-31': { '00|v|feast|cs': 3, '01|v|feast|cs': 5, '22|v|feast|cs': 7, '23|v|dailyMenu|cs': 9 }, // 02:00 CEST, 02:00 CET, 23:00, Monday 00:00
        '2027-11-01': { '09|v|dailyMenu|cs': 1 }, // Monday 10:00 CET
      },
      '2027-11-01T12:00:00Z',
    );
    expect(views(report, 'feast', 'cs', '2027-10-30')).toBe(1);
    expect(views(report, 'feast', 'cs', '2027-10-31')).toBe(2 + 3 + 5 + 7);
    expect(views(report, 'dailyMenu', 'cs', '2027-11-01')).toBe(10);
    expect(report.lunchGrid.views[0]![0]).toBe(9);
    expect(report.lunchGrid.views[0]![10]).toBe(1);
    expect(report.lunchGrid.views[4]![10]).toBe(2);
  });

  it('referrers ranked (top 8, the rest in (other), then (direct)), weeks, fetches and forms', async () => {
    const hosts = Object.fromEntries(
      [
        'mapy.cz',
        'google.com',
        'instagram.com',
        'facebook.com',
        'seznam.cz',
        'a.cz',
        'b.cz',
        'c.cz',
        'd.cz',
        'e.cz',
      ].map((host, i) => [`10|r|${host}`, 20 - i]),
    );
    const report = await reportOf(
      {
        '2027-11-01': { ...hosts, '10|r|(other)': 4, '10|r|(direct)': 30, '10|f|feed|cs': 2, '10|f|ics|en': 1 },
        '2027-10-31': {
          '12|b': 2,
          '12|p|contact|a': 1,
          '12|p|lounge|a': 2,
          '12|p|contact|r': 5,
          '12|p|subscribe|a': 3,
        },
        '2027-10-25': { '09|b': 1, '09|p|booking|a': 1, '09|p|booking|r': 2 },
        '2027-08-01': { '09|b': 100 }, // before the 13 weeks
      },
      '2027-11-01T12:00:00Z',
    );
    expect(report.referrers).toEqual([
      { host: 'mapy.cz', views: 20 },
      { host: 'google.com', views: 19 },
      { host: 'instagram.com', views: 18 },
      { host: 'facebook.com', views: 17 },
      { host: 'seznam.cz', views: 16 },
      { host: 'a.cz', views: 15 },
      { host: 'b.cz', views: 14 },
      { host: 'c.cz', views: 13 },
      { host: '(other)', views: 12 + 11 + 4 },
      { host: '(direct)', views: 30 },
    ]);
    expect(report.weekly).toHaveLength(13);
    expect(report.weekly[0]!.weekStart).toBe('2027-08-09');
    expect(report.weekly[12]).toEqual({ weekStart: '2027-11-01', enquiries: 0, bookings: 0, subscribeAccepted: 0 });
    expect(report.weekly[11]).toEqual({ weekStart: '2027-10-25', enquiries: 3, bookings: 3, subscribeAccepted: 3 });
    expect(report.weekly.reduce((sum, week) => sum + week.bookings, 0)).toBe(3);
    expect(report.fetches.feed[29]).toBe(2);
    expect(report.fetches.ics[29]).toBe(1);
    expect(report.forms).toEqual([
      { form: 'contact', accepted: 1, refused: 5 },
      { form: 'lounge', accepted: 2, refused: 0 },
      { form: 'booking', accepted: 1, refused: 2 },
      { form: 'subscribe', accepted: 3, refused: 0 },
    ]);
    expect(report.pages).toHaveLength(22);
    expect(report.pages.every((row) => row.views.length === 30 && row.views.every((n) => n === 0))).toBe(true);
  });
});
