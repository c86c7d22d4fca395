/**
 * "Copy this day to …" as rendered: under a day with dishes, the free open days to the end of next
 * week, a button each; nothing under a day without dishes, nor for a file that cannot be written.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type AdminLang } from '../i18n/i18n';
import { CopyDayTo } from './copy-day-to';
import type { LunchFile } from './use-lunch-file';

const hours = { exceptions: [{ date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true }] };
const soup = { name: { cs: 'Kulajda', en: 'Dill soup' }, price: 55 };
const file = (editable = true): LunchFile => ({
  version: 'v1',
  editable,
  data: {
    serving: { from: '11:00', until: '14:00' },
    days: [
      { date: '2026-12-21', published: true, soups: [soup] },
      { date: '2026-12-22', published: false, soups: [] },
      { date: '2026-12-28', published: false, soups: [soup] },
    ],
  },
});

function render(data: LunchFile, date: string, lang: AdminLang = 'cs', unsaved = false) {
  return (
    renderToString(
      <MemoryRouter>
        <I18nProvider initial={lang}>
          <CopyDayTo file={data} hours={hours} date={date} today="2026-12-21" onCopied={() => {}} unsaved={unsaved} />
        </I18nProvider>
      </MemoryRouter>,
    )
      .replaceAll('<!-- -->', '')
      // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of one panel, not request data
      .replaceAll(/<[^>]*>/g, ' ')
      .replaceAll(/\s+/g, ' ')
      .trim()
  );
}

describe('copy this day to …', () => {
  it('offers the free open weekdays to the end of next week, in both languages', () => {
    // The 22nd is written (empty), the 24th closed, the 28th has a draft: not offered.
    const cs = render(file(), '2026-12-21');
    expect(cs).toContain('Zkopírovat tento den na…');
    expect(cs).toContain('Nabízejí se dny až do pá 1. 1., kdy máte otevřeno a ještě nemají menu.');
    expect(cs).toMatch(/st 23\. 12\. pá 25\. 12\. út 29\. 12\. st 30\. 12\. čt 31\. 12\. pá 1\. 1\.$/);
    const en = render(file(), '2026-12-21', 'en');
    expect(en).toContain('Copy this day to…');
    expect(en).toMatch(/Wed, Dec 23 Fri, Dec 25 Tue, Dec 29 Wed, Dec 30 Thu, Dec 31 Fri, Jan 1$/);
  });

  it('offers no day while the day open has unsaved changes, and says why', () => {
    const html = renderToString(
      <MemoryRouter>
        <I18nProvider initial="cs">
          <CopyDayTo file={file()} hours={hours} date="2026-12-21" today="2026-12-21" onCopied={() => {}} unsaved />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Nejdřív uložte změny tohoto dne: zkopíruje se den, jak je uložený.');
    expect(html.match(/<button[^>]*disabled=""/g)?.length).toBe(6);
  });

  it('is not there under a day without dishes, nor when the file cannot be written', () => {
    expect(render(file(), '2026-12-22')).toBe('');
    expect(render(file(), '2026-12-23')).toBe('');
    expect(render(file(false), '2026-12-21')).toBe('');
  });
});
