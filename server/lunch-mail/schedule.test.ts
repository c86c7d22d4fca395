import { describe, expect, it } from 'vitest';
import { dueSend } from './schedule';
import { lunchMenu, menuDay, weekHours } from './lunch-mail.test-support';

// November 2026: Monday 23 to Friday 27, Saturday 28, Sunday 29 (Prague is UTC+1: 10:00 is 09:00Z).
const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const menu = lunchMenu(week.map((date) => menuDay(date)));
const closedTuesday = weekHours([{ date: '2026-11-24', name: { cs: 'Zavřeno', en: 'Closed' }, closed: true }]);

describe('dueSend', () => {
  it.each([
    ['Monday at 10:00', menu, weekHours(), '2026-11-23T09:00:00Z', '2026-11-23'],
    ['Friday at 09:59', menu, weekHours(), '2026-11-27T08:59:59Z', null],
    ['Friday at 10:00', menu, weekHours(), '2026-11-27T09:00:00Z', '2026-11-27'],
    ['Friday at 13:59 (catching up)', menu, weekHours(), '2026-11-27T12:59:00Z', '2026-11-27'],
    ['Friday at 14:00 (serving over)', menu, weekHours(), '2026-11-27T13:00:00Z', null],
    ['Saturday, open and published', menu, weekHours(), '2026-11-28T10:00:00Z', null],
    ['Sunday', menu, weekHours(), '2026-11-29T10:00:00Z', null],
    ['a closed exception', menu, closedTuesday, '2026-11-24T10:00:00Z', null],
    ['the day after it', menu, closedTuesday, '2026-11-25T10:00:00Z', '2026-11-25'],
    ['a draft', lunchMenu([menuDay('2026-11-25', { published: false })]), weekHours(), '2026-11-25T10:00:00Z', null],
    ['no day at all', lunchMenu([menuDay('2026-11-24')]), weekHours(), '2026-11-25T10:00:00Z', null],
    ['no sendAt', lunchMenu([menuDay('2026-11-25')], null), weekHours(), '2026-11-25T10:00:00Z', null],
    ['published after sendAt (11:30)', menu, weekHours(), '2026-11-24T10:30:00Z', '2026-11-24'],
    [
      "the day's own serving, 13:00–15:00, at 14:30",
      lunchMenu([menuDay('2026-11-25', { serving: { from: '13:00', until: '15:00' } })]),
      weekHours(),
      '2026-11-25T13:30:00Z',
      '2026-11-25',
    ],
    [
      "the day's own serving, 13:00–15:00, at 15:00",
      lunchMenu([menuDay('2026-11-25', { serving: { from: '13:00', until: '15:00' } })]),
      weekHours(),
      '2026-11-25T14:00:00Z',
      null,
    ],
    // The last Sunday of March and of October: a Sunday sends nothing, whatever the clock does.
    ['the spring change (Sunday)', lunchMenu([menuDay('2026-03-29')]), weekHours(), '2026-03-29T09:00:00Z', null],
    ['the autumn change (Sunday)', lunchMenu([menuDay('2026-10-25')]), weekHours(), '2026-10-25T09:00:00Z', null],
    // The Monday after each: 10:00 is 08:00Z in summer time, 09:00Z in winter time.
    ['summer time, Monday at 09:59', lunchMenu([menuDay('2026-03-30')]), weekHours(), '2026-03-30T07:59:00Z', null],
    [
      'summer time, Monday at 10:00',
      lunchMenu([menuDay('2026-03-30')]),
      weekHours(),
      '2026-03-30T08:00:00Z',
      '2026-03-30',
    ],
    ['summer time, Monday at 14:00', lunchMenu([menuDay('2026-03-30')]), weekHours(), '2026-03-30T12:00:00Z', null],
    ['winter time, Monday at 09:59', lunchMenu([menuDay('2026-10-26')]), weekHours(), '2026-10-26T08:59:00Z', null],
    [
      'winter time, Monday at 10:00',
      lunchMenu([menuDay('2026-10-26')]),
      weekHours(),
      '2026-10-26T09:00:00Z',
      '2026-10-26',
    ],
  ])('%s', (_, dailyMenu, hours, at, expected) => {
    const due = dueSend(dailyMenu, hours, new Date(at));
    expect(due?.date ?? null).toBe(expected);
  });

  it('says when the send starts and by when it must be done', () => {
    expect(dueSend(menu, weekHours(), new Date('2026-11-27T10:00:00Z'))).toEqual({
      date: '2026-11-27',
      startsAt: new Date('2026-11-27T09:00:00Z'),
      deadline: new Date('2026-11-27T13:00:00Z'),
    });
  });
});
