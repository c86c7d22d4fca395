import { describe, expect, it } from 'vitest';
import { dayOf } from './lunch-days';
import { closedOn, copiedTo, copiedWeek, copyTargets, mondayOf, weekDates, weekDays } from './lunch-week';

const soup = (cs: string) => ({ name: { cs, en: `${cs} (en)` }, price: 45, allergens: [1] });
const day = (date: string, published: boolean, ...names: string[]) => ({
  date,
  published,
  soups: names.map(soup),
  mains: [],
});
const hours = {
  regular: { monday: { opens: '10:00', closes: '22:00' }, saturday: 'closed', sunday: 'closed' },
  exceptions: [
    { date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true },
    { date: '2026-12-31', name: { cs: 'Silvestr', en: "New Year's Eve" }, opens: '10:00', closes: '18:00' },
  ],
};

describe('the lunch week', () => {
  it('runs Monday to Friday, from any day of it', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('says why a day is closed: an exception by its name, the usual week; special hours are open', () => {
    expect(closedOn(hours, '2026-12-24')).toEqual({ name: { cs: 'Štědrý den', en: 'Christmas Eve' } });
    expect(closedOn(hours, '2026-12-26')).toEqual({ regular: true });
    expect(closedOn(hours, '2026-12-31')).toBeNull();
    expect(closedOn(hours, '2026-12-28')).toBeNull();
    expect(closedOn(null, '2026-12-24')).toBeNull();
  });

  it("lists each day's state and dishes", () => {
    const data = { days: [day('2026-11-30', true, 'Kulajda'), day('2026-12-01', false, 'Česnečka', 'Gulášovka')] };
    expect(weekDays(data, hours, '2026-11-30').map(({ date, state, dishes }) => [date, state, dishes])).toEqual([
      ['2026-11-30', 'published', 1],
      ['2026-12-01', 'draft', 2],
      ['2026-12-02', 'none', 0],
      ['2026-12-03', 'none', 0],
      ['2026-12-04', 'none', 0],
    ]);
  });

  it('copies last week into the days with nothing yet, as marked drafts; written and closed days stay as they are', () => {
    const data = {
      serving: { from: '11:00', until: '14:00' },
      days: [
        day('2026-12-14', true, 'Kulajda'),
        day('2026-12-15', false, 'Česnečka'),
        day('2026-12-16', true, 'Gulášovka'),
        day('2026-12-17', true, 'Dršťková'),
        day('2026-12-21', true, 'Vlastní pondělí'),
      ],
    };
    const { data: next, copied } = copiedWeek(data, hours, '2026-12-21');
    // Monday has its own menu; Thursday 24th is closed (Christmas Eve); Friday had nothing last week.
    expect(copied).toEqual(['2026-12-22', '2026-12-23']);
    expect(dayOf(next, '2026-12-21')).toEqual(data.days[4]);
    expect(dayOf(next, '2026-12-22')).toMatchObject({ published: false, soups: [{ name: { cs: 'Česnečka' } }] });
    expect(dayOf(next, '2026-12-23')).toMatchObject({
      published: false,
      soups: [{ name: { cs: 'Gulášovka' }, copiedFrom: { cs: 'Gulášovka', en: 'Gulášovka (en)' } }],
    });
    expect(dayOf(next, '2026-12-24')).toBeNull();
    expect((next as { days: { date: string }[] }).days.map((item) => item.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
    ]);
    expect((next as { serving: unknown }).serving).toEqual(data.serving);
    // Nothing to copy: the same data, nothing copied.
    expect(copiedWeek(data, hours, '2027-03-01')).toEqual({ data, copied: [] });
  });
});

describe('copy this day to …', () => {
  // Thursday 2026-12-17: the week being planned and the next run to Friday 2026-12-25.
  const data = {
    days: [
      day('2026-12-17', true, 'Kulajda'),
      { date: '2026-12-18', published: false, soups: [], mains: [] },
      day('2026-12-21', false, 'Česnečka'),
    ],
  };

  it('offers the open weekdays from today to the end of next week with nothing written, never the day itself', () => {
    // The 18th has a day (empty, but written), the 21st a draft, the 24th is closed (Štědrý den),
    // the 19th and 20th are a weekend.
    expect(copyTargets(data, hours, '2026-12-17', '2026-12-17')).toEqual(['2026-12-22', '2026-12-23', '2026-12-25']);
    // On a Saturday the week being planned is the coming one: to the Friday a week after it.
    expect(copyTargets({ days: [] }, null, '2026-12-19', '2026-12-19')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('copies the day as the file has it, as a draft marked with the names it was copied with', () => {
    const next = copiedTo(data, hours, '2026-12-17', '2026-12-22');
    expect(dayOf(next, '2026-12-22')).toEqual({
      date: '2026-12-22',
      published: false,
      soups: [{ ...soup('Kulajda'), copiedFrom: { cs: 'Kulajda', en: 'Kulajda (en)' } }],
      mains: [],
    });
    // The source and every other day are as they were, in date order.
    expect(dayOf(next, '2026-12-17')).toEqual(data.days[0]);
    expect((next as { days: { date: string }[] }).days.map((one) => one.date)).toEqual([
      '2026-12-17',
      '2026-12-18',
      '2026-12-21',
      '2026-12-22',
    ]);
  });

  it('copies nothing onto a day written already or closed, nor from a day without a dish', () => {
    expect(copiedTo(data, hours, '2026-12-17', '2026-12-21')).toBeNull();
    expect(copiedTo(data, hours, '2026-12-17', '2026-12-24')).toBeNull();
    expect(copiedTo(data, hours, '2026-12-18', '2026-12-22')).toBeNull();
    expect(copiedTo(data, hours, '2026-12-16', '2026-12-22')).toBeNull();
  });
});
