/**
 * "Odběr menu" drawn from a fixed summary (summary.test-support.ts), in both languages: the
 * counts, the last send with its failures and their reasons, the 14 days as a short list, the
 * erase form; and no address anywhere (the screen lists none).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import type { SubscribersSummary } from './contract';
import { SubscribersView } from './subscribers-page';
import { sampleSend, sampleSubscribers } from './summary.test-support';
import '../i18n/english.test-support';

const render = (lang: 'cs' | 'en', summary: SubscribersSummary = sampleSubscribers()) =>
  renderToString(
    <I18nProvider initial={lang}>
      <SubscribersView summary={summary} erase={async () => ({ erased: true, lettersLeft: 0 })} />
    </I18nProvider>,
  );

const textOf = (html: string) =>
  html
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

describe('the subscribers screen', () => {
  it.each([
    [
      'cs',
      'Odebírá 118',
      'Čeká na potvrzení 3',
      'pondělí 30. listopadu 2026',
      'Příjemci 120',
      'Odesláno v 10:00',
      'Nedoručeno 2',
    ],
    [
      'en',
      'Subscribed 118',
      'Waiting for confirmation 3',
      'Monday, November 30, 2026',
      'Recipients 120',
      'Sent at 10:00 AM',
      'Not delivered 2',
    ],
  ] as const)('shows the counts and the last send with its failures (%s)', (lang, ...expected) => {
    const text = textOf(render(lang));
    for (const part of expected) expect(text).toContain(part);
    expect(text).toContain('2× 550 5.1.1 mailbox unavailable');
  });

  it('writes a send over several minutes as a range of times', () => {
    const long = { ...sampleSend('2026-11-30'), lastSentAt: '2026-11-30T09:12:30.000Z' };
    expect(textOf(render('cs', { confirmed: 1, pending: 0, sends: [long] }))).toContain('Odesláno 10:00–10:12');
    expect(textOf(render('en', { confirmed: 1, pending: 0, sends: [long] }))).toMatch(/Sent 10:00\s?AM–10:12\s?AM/);
  });

  it('lists the 14 days short, each with sent of planned and its failures', () => {
    const text = textOf(render('cs'));
    expect(text).toContain('po 30. 11. 118 z 120 odesláno · 2 nedoručeno');
    expect(text).toContain('pá 27. 11. 120 z 120 odesláno');
    expect(text).not.toContain('pá 27. 11. 120 z 120 odesláno ·');
  });

  it('shows the erase form with a labelled e-mail field, and no address of anyone', () => {
    const html = render('cs');
    expect(html).toMatch(/<label for="subscriber-email">E-mailová adresa odběratele<\/label>/);
    expect(html).toMatch(/<input id="subscriber-email" type="email"[^>]* name="email"/);
    expect(textOf(html)).not.toMatch(/@/);
  });

  it('with no send yet: says so; with a send planned and none out: when it was prepared', () => {
    expect(textOf(render('cs', { confirmed: 0, pending: 0, sends: [] }))).toContain('Zatím se nic nerozesílalo.');
    const planned = { ...sampleSend('2026-11-30'), sent: 0, firstSentAt: null, lastSentAt: null };
    expect(textOf(render('en', { confirmed: 1, pending: 0, sends: [planned] }))).toMatch(
      /Prepared Nov 30, 2026, 10:00\s?AM, nothing sent yet/,
    );
  });
});
