/**
 * The week view as rendered: each weekday's state, a closed day named by why, the weeks around
 * it, and "Zkopírovat minulý týden" only while it would copy something.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import type { LunchFile } from './use-lunch-file';
import { WeekView } from './week-view';

const hours = {
  regular: { monday: { opens: '10:00', closes: '22:00' } },
  exceptions: [{ date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true }],
};
const soup = { name: { cs: 'Kulajda', en: 'Dill soup' }, price: 55 };
const file = (days: unknown[]): LunchFile => ({
  version: 'v1',
  editable: true,
  data: { serving: { from: '11:00', until: '14:00' }, days },
});

function render(data: LunchFile, date: string, today = '2026-12-21') {
  const html = renderToString(
    <MemoryRouter>
      <I18nProvider initial="cs">
        <WeekView file={data} hours={hours} date={date} today={today} onCopied={() => {}} />
      </I18nProvider>
    </MemoryRouter>,
  );
  const text = html
    .replaceAll('<!-- -->', '')
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of one week, not request data
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('the lunch week view', () => {
  it('lists Monday to Friday with their states, Christmas Eve as closed by its name, and offers to copy last week', () => {
    const data = file([
      { date: '2026-12-15', published: true, soups: [soup] },
      { date: '2026-12-21', published: true, soups: [soup] },
      { date: '2026-12-22', published: false, soups: [soup] },
    ]);
    const { html, text } = render(data, '2026-12-22');
    expect(text).toContain('Týden po 21. 12. – pá 25. 12.');
    expect(text).toContain('po 21. 12. (Dnes) Zveřejněno');
    expect(text).toContain('út 22. 12. Koncept');
    expect(text).toContain('st 23. 12. Zatím nic');
    expect(text).toContain('čt 24. 12. Zavřeno: Štědrý den');
    expect(text).not.toContain('Zavřeno: Štědrý den Zatím nic');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/lunch\/2026-12-22"|<a[^>]*href="\/lunch\/2026-12-22"[^>]*aria-current="page"/,
    );
    expect(text).toContain('Předchozí týden');
    expect(text).toContain('Další týden');
    // Today is in this week: no link back to it.
    expect(text).not.toContain('Tento týden');
    // Tuesday last week had a menu and nothing else did: only Tuesday would be copied, and it has its own.
    expect(text).not.toContain('Zkopírovat minulý týden');
  });

  it('offers "copy last week" naming the days it would fill, and a way back to this week', () => {
    const data = file([
      { date: '2026-12-21', published: true, soups: [soup] },
      { date: '2026-12-23', published: true, soups: [soup] },
    ]);
    const { text } = render(data, '2026-12-30');
    expect(text).toContain('Zkopírovat minulý týden');
    expect(text).toContain('Dny bez menu (po 28. 12., st 30. 12.)');
    expect(text).toContain('Tento týden');
  });

  it('says a closed day with a menu written before it was closed: both', () => {
    const data = file([{ date: '2026-12-24', published: false, soups: [soup] }]);
    expect(render(data, '2026-12-24').text).toContain('čt 24. 12. Zavřeno: Štědrý den Koncept');
  });

  it('takes the coming week for this week on a weekend (the week being planned)', () => {
    const data = file([]);
    // Sunday 20 December: the week of the 21st is "this week", the one before is past.
    expect(render(data, '2026-12-22', '2026-12-20').text).not.toContain('Tento týden');
    const earlier = render(data, '2026-12-08', '2026-12-20');
    expect(earlier.text).toContain('Tento týden');
    expect(earlier.html).toMatch(/href="\/lunch\/2026-12-21"[^>]*>Tento týden</);
  });
});
