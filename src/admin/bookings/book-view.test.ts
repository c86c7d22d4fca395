import { describe, expect, it } from 'vitest';
import { actionsFor, blockEnd, dayAsked, daysAround, shownEnd, totals } from './book-view';

describe('the day’s book, without React', () => {
  it('opens the day a link asks for, today otherwise', () => {
    expect(dayAsked(new URLSearchParams('date=2027-06-08'), '2027-06-07')).toBe('2027-06-08');
    for (const bad of ['', 'date=2027-02-30', 'date=tomorrow', 'date=2027-6-8'])
      expect(dayAsked(new URLSearchParams(bad), '2027-06-07'), bad).toBe('2027-06-07');
    expect(daysAround('2027-03-01')).toEqual({ previous: '2027-02-28', next: '2027-03-02' });
  });

  it('offers confirm and decline for a pending booking, the evening’s marks only from its day', () => {
    expect(actionsFor({ state: 'pending', date: '2027-06-08' }, '2027-06-07')).toEqual([
      'confirm',
      'decline',
      'move',
      'cancel',
    ]);
    expect(actionsFor({ state: 'confirmed', date: '2027-06-08' }, '2027-06-07')).toEqual(['move', 'cancel']);
    expect(actionsFor({ state: 'confirmed', date: '2027-06-07' }, '2027-06-07')).toEqual([
      'arrived',
      'noShow',
      'move',
      'cancel',
    ]);
    expect(actionsFor({ state: 'noShow', date: '2027-06-07' }, '2027-06-07')).toEqual(['arrived']);
    expect(actionsFor({ state: 'arrived', date: '2027-06-06' }, '2027-06-07')).toEqual(['noShow']);
    expect(actionsFor({ state: 'cancelled', date: '2027-06-07' }, '2027-06-07')).toEqual([]);
    expect(actionsFor({ state: 'declined', date: '2027-06-07' }, '2027-06-07')).toEqual([]);
  });

  it('counts the bookings that hold seats and their guests; a block to midnight is the day’s end', () => {
    expect(
      totals([
        { state: 'confirmed', party: 2 },
        { state: 'pending', party: 6 },
        { state: 'noShow', party: 3 },
        { state: 'cancelled', party: 4 },
        { state: 'declined', party: 5 },
      ]),
    ).toEqual({ count: 3, guests: 11 });
    expect([blockEnd(''), blockEnd('00:00'), blockEnd('22:30')]).toEqual(['24:00', '24:00', '22:30']);
    expect([shownEnd('24:00'), shownEnd('22:30')]).toEqual(['00:00', '22:30']);
  });
});
