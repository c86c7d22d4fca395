import { describe, expect, it } from 'vitest';
import { lunchDay, sampleLunchDays } from './lunch-days.test-support';
import { sampleSite } from '../test-support/site-data';
import { hasLunchAhead, lunchState, nextLunchBoundary } from './lunch-state';
import type { DailyMenu } from '../content/schema';

/** A Prague wall-clock time: +01:00 in winter, +02:00 in summer time. */
const prague = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);
const hours = sampleSite('cs').hours; // daily 10:00–22:00; closed 24–26 Dec and 1 Jan
const days = sampleLunchDays('cs'); // Mon 23 – Fri 27 Nov 2026, Mon 30 Nov; served 11:00–14:00
const dates = (list: readonly { date: string }[]) => list.map((day) => day.date);

describe('the daily menu at a moment (Europe/Prague)', () => {
  it('before opening (09:59) and at opening (10:00): today’s menu, to be served from 11:00', () => {
    for (const now of [prague('2026-11-25T09:59:59'), prague('2026-11-25T10:00:00')]) {
      const state = lunchState(days, hours, now);
      expect(state).toMatchObject({ today: '2026-11-25', status: 'serving-later', closedBy: null });
      expect(state.shown?.date).toBe('2026-11-25');
      // The rest of that week: Thursday and Friday (not the Monday after).
      expect(dates(state.coming)).toEqual(['2026-11-26', '2026-11-27']);
    }
  });

  it('from 11:00 to 13:59: being served; at 14:00 lunch is over and the next published day is shown', () => {
    expect(lunchState(days, hours, prague('2026-11-25T11:00:00')).status).toBe('serving');
    expect(lunchState(days, hours, prague('2026-11-25T13:59:59')).status).toBe('serving');
    const over = lunchState(days, hours, prague('2026-11-25T14:00:00'));
    expect(over.status).toBe('over');
    expect(over.shown?.date).toBe('2026-11-26');
    expect(dates(over.coming)).toEqual(['2026-11-27']);
    // Friday after lunch: Monday's menu, and that week's later days (none published yet).
    const friday = lunchState(days, hours, prague('2026-11-27T15:00:00'));
    expect(friday).toMatchObject({ status: 'over', coming: [] });
    expect(friday.shown?.date).toBe('2026-11-30');
  });

  it('at the weekend: says so and shows Monday’s menu', () => {
    for (const now of [prague('2026-11-28T12:00:00'), prague('2026-11-29T09:00:00')]) {
      const state = lunchState(days, hours, now);
      expect(state.status).toBe('weekend');
      expect(state.shown?.date).toBe('2026-11-30');
    }
  });

  it('on a closed day (hours exception): closed, named, even with a published menu; the next day shown', () => {
    const christmas = [...days, lunchDay('2026-12-24', 'cs'), lunchDay('2026-12-28', 'cs')];
    const state = lunchState(christmas, hours, prague('2026-12-24T12:00:00'));
    expect(state.status).toBe('closed');
    expect(state.closedBy?.name.cs).toBe('Štědrý den');
    expect(state.shown?.date).toBe('2026-12-28');
  });

  it('on an open weekday with nothing published: none, and nothing ahead means no own content', () => {
    const state = lunchState(days, hours, prague('2026-12-01T12:00:00'));
    expect(state).toMatchObject({ status: 'none', shown: null, coming: [] });
    expect(hasLunchAhead(days, prague('2026-12-01T12:00:00'))).toBe(false);
    expect(hasLunchAhead(days, prague('2026-11-30T23:59:59'))).toBe(true);
  });

  it('on an open weekday with nothing published: over once the usual serving time has passed', () => {
    const usual = { from: '11:00', until: '14:00' };
    expect(lunchState([], hours, prague('2026-12-01T13:59:59'), usual).status).toBe('none');
    expect(lunchState([], hours, prague('2026-12-01T14:00:00'), usual).status).toBe('over');
    expect(lunchState([], hours, prague('2026-12-01T22:30:00'), usual).status).toBe('over');
  });

  it('names the day a closed restaurant opens again, and says whether it is open now', () => {
    // 24–26 Dec closed (the sample): on Christmas Eve, Saturday the 26th is still closed; we open on the 27th.
    const christmas = lunchState([], hours, prague('2026-12-24T12:00:00'));
    expect(christmas).toMatchObject({
      status: 'closed',
      reopens: { date: '2026-12-27', opens: '10:00' },
      openNow: false,
    });
    expect(lunchState([], hours, prague('2026-12-26T12:00:00')).reopens).toEqual({
      date: '2026-12-27',
      opens: '10:00',
    });
    // Open days: nothing to reopen; open between 10:00 and 22:00 only.
    expect(lunchState(days, hours, prague('2026-11-28T12:00:00'))).toMatchObject({ reopens: null, openNow: true });
    expect(lunchState(days, hours, prague('2026-11-29T22:30:00'))).toMatchObject({ reopens: null, openNow: false });
    expect(lunchState([], hours, prague('2026-12-01T09:59:59')).openNow).toBe(false);
  });

  it('at midnight the day turns: 23:59:59 still shows the next day as next, 00:00 as today', () => {
    const late = lunchState(days, hours, prague('2026-11-25T23:59:59'));
    expect(late).toMatchObject({ today: '2026-11-25', status: 'over' });
    expect(late.shown?.date).toBe('2026-11-26');
    const midnight = lunchState(days, hours, prague('2026-11-26T00:00:00'));
    expect(midnight).toMatchObject({ today: '2026-11-26', status: 'serving-later' });
    expect(midnight.shown?.date).toBe('2026-11-26');
  });

  it('across the change to summer time (Sunday 28 March 2027) and back (Sunday 25 October 2026)', () => {
    const spring = [lunchDay('2027-03-26', 'cs'), lunchDay('2027-03-29', 'cs')];
    // Monday 29 March 2027 is in summer time (+02:00): 13:59 local is 11:59Z, still served.
    expect(lunchState(spring, hours, prague('2027-03-29T13:59:00', '+02:00')).status).toBe('serving');
    expect(lunchState(spring, hours, prague('2027-03-29T14:00:00', '+02:00')).status).toBe('over');
    // The same UTC instant read with winter time's offset would be 13:00: served, not over.
    expect(lunchState(spring, hours, new Date('2027-03-29T12:30:00Z')).status).toBe('over');
    expect(lunchState(spring, hours, new Date('2027-03-29T11:30:00Z')).status).toBe('serving');
    const autumn = [lunchDay('2026-10-23', 'cs'), lunchDay('2026-10-26', 'cs')];
    // Monday 26 October 2026 is back in winter time (+01:00): 14:00 local is 13:00Z.
    expect(lunchState(autumn, hours, new Date('2026-10-26T12:59:59Z')).status).toBe('serving');
    expect(lunchState(autumn, hours, new Date('2026-10-26T13:00:00Z')).status).toBe('over');
    // The DST Sunday itself is a weekend day: Monday's menu is next.
    expect(lunchState(autumn, hours, prague('2026-10-25T02:30:00')).shown?.date).toBe('2026-10-26');
  });
});

describe('the page cache’s lunch boundaries (serving start and end)', () => {
  const menu: DailyMenu = {
    serving: { from: '11:00', until: '14:00' },
    days: [
      { date: '2026-11-25', published: true, soups: [], mains: [] },
      { date: '2026-11-26', published: false, soups: [], mains: [] },
      { date: '2027-03-29', published: true, serving: { from: '11:30', until: '14:30' }, soups: [], mains: [] },
    ],
  };

  it('is the serving start, then its end, then none until midnight', () => {
    expect(nextLunchBoundary(menu, prague('2026-11-25T09:00:00'))).toEqual(prague('2026-11-25T11:00:00'));
    expect(nextLunchBoundary(menu, prague('2026-11-25T11:00:00'))).toEqual(prague('2026-11-25T14:00:00'));
    expect(nextLunchBoundary(menu, prague('2026-11-25T14:00:00'))).toBeNull();
  });

  it('a draft or a day without a menu follows the usual serving time (its end makes the day over); a day’s own in summer time', () => {
    expect(nextLunchBoundary(menu, prague('2026-11-26T09:00:00'))).toEqual(prague('2026-11-26T11:00:00'));
    expect(nextLunchBoundary(menu, prague('2026-11-27T12:00:00'))).toEqual(prague('2026-11-27T14:00:00'));
    expect(nextLunchBoundary(menu, prague('2026-11-27T14:00:00'))).toBeNull();
    expect(nextLunchBoundary(menu, prague('2027-03-29T12:00:00', '+02:00'))).toEqual(new Date('2027-03-29T12:30:00Z'));
  });
});
