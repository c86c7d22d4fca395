import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n';
import type { Lang } from '../../lang';
import { sampleSite } from '../../test-support/site-data';
import { todayStatus } from './today-status';

/** A Prague wall-clock time in winter (+01:00): every case here is in November–January. */
const prague = (local: string) => new Date(`${local}+01:00`);
// Czech typography puts no-break spaces after one-letter words: read them as spaces.
const status = (lang: Lang, local: string) => {
  const { open, headline, detail, exception } = todayStatus(
    getI18n(lang).t,
    lang,
    sampleSite(lang).hours,
    prague(local),
  );
  const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;
  return { open, headline: plain(headline), detail: plain(detail), exception: plain(exception) };
};

describe("the home page's open-or-when status", () => {
  it('open now, on a regular day: until when, and the usual week', () => {
    expect(status('cs', '2026-11-23T12:00:00')).toEqual({
      open: true,
      headline: 'Otevřeno do 22:00',
      detail: 'Denně 10:00–\u206022:00',
      exception: null,
    });
    expect(status('en', '2026-11-23T21:59:00')).toEqual({
      open: true,
      headline: 'Open now until 22:00',
      detail: 'Daily 10:00–\u206022:00',
      exception: null,
    });
  });

  it('opens later today', () => {
    expect(status('cs', '2026-11-23T09:30:00')).toMatchObject({
      open: false,
      headline: 'Otevíráme v 10:00',
      detail: 'Denně 10:00–\u206022:00',
    });
    expect(status('en', '2026-11-23T00:00:00')).toMatchObject({ open: false, headline: 'Opens at 10:00' });
  });

  it('closed after closing time: the headline says when it opens next', () => {
    expect(status('cs', '2026-11-23T22:00:00')).toMatchObject({
      open: false,
      headline: 'Zavřeno, otevíráme zítra v 10:00',
      detail: 'Denně 10:00–\u206022:00',
    });
  });

  it('closed today for an exception: its name, and when it opens next instead of the usual week', () => {
    expect(status('cs', '2026-12-24T12:00:00')).toEqual({
      open: false,
      headline: 'Dnes zavřeno – Štědrý den',
      detail: 'Otevíráme 27. prosince 2026 v 10:00',
      exception: 'Dnes zavřeno – Štědrý den',
    });
    expect(status('en', '2026-12-24T08:00:00')).toMatchObject({
      headline: 'Closed today – Christmas Eve',
      detail: 'Opens on December 27, 2026 at 10:00',
    });
    // The last closed day of Christmas: it opens tomorrow.
    expect(status('cs', '2026-12-26T12:00:00')).toMatchObject({
      headline: 'Dnes zavřeno – 2. svátek vánoční',
      detail: 'Otevíráme zítra v 10:00',
    });
  });

  it("closing early: today's own hours instead of the usual week, before and while open", () => {
    expect(status('cs', '2026-12-31T12:00:00')).toEqual({
      open: true,
      headline: 'Otevřeno do 18:00',
      detail: 'Silvestr: dnes otevřeno 10:00–\u206018:00',
      exception: 'Silvestr: dnes otevřeno 10:00–\u206018:00',
    });
    expect(status('en', '2026-12-31T09:00:00')).toMatchObject({
      open: false,
      headline: 'Opens at 10:00',
      detail: "New Year's Eve: open 10:00–\u206018:00 today",
    });
    // After the early closing, New Year's Day is closed too: the next opening is on the 2nd.
    expect(status('cs', '2026-12-31T18:00:00')).toMatchObject({
      open: false,
      headline: 'Zavřeno, otevíráme 2. ledna 2027 v 10:00',
      exception: null,
    });
  });
});
