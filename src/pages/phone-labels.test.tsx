/**
 * One number, one label; one role, one number (the footer once called one number
 * "Objednávky a poptávky akcí" while the feast page called the other "Restaurace –
 * objednávky a rezervace"). Renders every place that labels a phone number (the
 * footer, the contact page's phone card, the feast page, the home page's feast
 * banner) in both languages, with the sample's `phoneFor` and with goose orders moved
 * to the other number (labels: src/components/ui/phone-roles.ts), and fails when two of them disagree or one ignores the content;
 * and out of the feast's season (the site data's `phoneLabelRoles`, the server's choice) none names goose orders.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { PhoneRole, SiteData } from '../content/page-data';
import { phoneLabels } from '../content/phone-labels';
import { telHref } from '../content/format';
import { getI18n } from '../i18n';
import type { Lang } from '../lang';
import type { PageKey } from '../page-ids';
import { ContactPage } from './contact';
import { FeastPage } from './feast';
import { HomePage } from './home';
import { dataRoot, sampleSite } from '../test-support/site-data';
import { SiteFooter } from '../components/layout/site-footer';

/** A day of the 2027 feast: its banner is on and its page shows the menu and the call to action. */
const during = new Date('2027-11-12T11:00:00Z');

async function render(lang: Lang, site: SiteData, page: PageKey, path: string, element: ReactNode): Promise<string> {
  const handler = createStaticHandler([dataRoot({ lang, site, now: during, pages: [{ page, path, element }] })]);
  const prefix = lang === 'en' ? '/en' : '';
  const context = await handler.query(
    new Request(`http://localhost${prefix}${path === '/' ? (prefix ? '' : '/') : path}`),
  );
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\u00a0/g, ' ');
}

/** [label, tel: address] as each place writes them. */
const places: Record<string, RegExp> = {
  footer: /<li>([^<>]+): <a href="(tel:[^"]+)">/g,
  contact: /<dt>([^<>]+)<\/dt><dd><a href="(tel:[^"]+)">/g,
  feast: /<span class="feast-cta__label">([^<>]+)<\/span><a class="button[^"]*" href="(tel:[^"]+)">/g,
  banner: /<p class="feast-banner__phone-label">([^<>]+)<\/p><a class="button feast-banner__call" href="(tel:[^"]+)">/g,
};

const pairs = (html: string, place: string) =>
  [...html.matchAll(places[place]!)].map(([, label, tel]) => ({ place, label: label!, tel: tel! }));

async function labelledPhones(lang: Lang, site: SiteData) {
  const footer = <SiteFooter />;
  const contact = await render(
    lang,
    site,
    'contact',
    '/kontakt',
    <>
      <ContactPage />
      {footer}
    </>,
  );
  const feast = await render(
    lang,
    site,
    'feast',
    '/svatomartinske-hody',
    <>
      <FeastPage />
      {footer}
    </>,
  );
  const home = await render(lang, site, 'home', '/', <HomePage />);
  return {
    found: [
      ...pairs(contact, 'footer'),
      ...pairs(contact, 'contact'),
      ...pairs(feast, 'footer'),
      ...pairs(feast, 'feast'),
      ...pairs(home, 'banner'),
    ],
    // The feast page's own order button, under "we take orders by phone".
    orderButton: /<a class="button" href="(tel:[^"]+)"><svg/.exec(
      feast.slice(feast.indexOf('class="container feast-intro"')),
    )?.[1],
  };
}

const goose = { cs: 'objednávky svatomartinských hus', en: "St. Martin's goose orders" } as const;

describe.each(['cs', 'en'] as const)('phone labels agree everywhere (%s)', (lang) => {
  const sample = sampleSite(lang);
  const { t } = getI18n(lang);
  const all = ['reservations', 'feastOrders', 'eventEnquiries'] as const;
  /** The sample with `phoneFor` changed, labelled as the server labels it (src/select.ts) for `named`. */
  const withPhones = (phoneFor: SiteData['venue']['phoneFor'], named: readonly PhoneRole[] = all): SiteData => ({
    ...sample,
    venue: { ...sample.venue, phoneFor, phoneLabels: phoneLabels(t, phoneFor, named) },
  });
  const moved = withPhones({ reservations: 'restaurant', feastOrders: 'events', eventEnquiries: 'events' });

  it.each([
    ['the sample (goose orders on the restaurant number)', sample],
    ['goose orders moved to the events number', moved],
  ])('%s', async (_, site) => {
    const { found, orderButton } = await labelledPhones(lang, site);
    // Every place shows its numbers: two in the footer (on both pages), on the contact card and the feast page; one in the banner.
    expect(found.map(({ place }) => place).sort()).toEqual([
      'banner',
      'contact',
      'contact',
      'feast',
      'feast',
      'footer',
      'footer',
      'footer',
      'footer',
    ]);
    // One label per number, wherever it is shown, and two numbers, two labels.
    const byTel = new Map<string, Set<string>>();
    for (const { tel, label } of found) byTel.set(tel, (byTel.get(tel) ?? new Set()).add(label));
    expect(byTel.size).toBe(2);
    for (const [tel, labels] of byTel) expect([...labels], tel).toHaveLength(1);
    expect(new Set([...byTel.values()].map((set) => [...set][0])).size).toBe(2);
    // Goose orders: the number the content names, in the banner and on the feast page's button, labelled so.
    const gooseTel = telHref(site.venue.phones[site.venue.phoneFor.feastOrders]);
    expect(found.find(({ place }) => place === 'banner')?.tel).toBe(gooseTel);
    expect(orderButton).toBe(gooseTel);
    expect([...byTel.get(gooseTel)!][0]!.toLowerCase()).toContain(goose[lang].toLowerCase());
    // The other number does not claim goose orders.
    const other = [...byTel.keys()].find((tel) => tel !== gooseTel)!;
    expect([...byTel.get(other)!][0]!.toLowerCase()).not.toContain(goose[lang].toLowerCase());
  });

  it('labels by the data, not the clock: out of season (no goose orders in the data) on a feast day', async () => {
    // The page is rendered at a day of the feast (`during`): a label computed from the clock would name goose
    // orders; the data the server chose for its moment (src/select.ts) says not, and the label follows it.
    const outOfSeason = withPhones(sample.venue.phoneFor, ['reservations', 'eventEnquiries']);
    const { found } = await labelledPhones(lang, outOfSeason);
    expect(found.length).toBeGreaterThan(0);
    for (const { label } of found) expect(label.toLowerCase()).not.toContain(goose[lang].toLowerCase());
    const restaurant = telHref(sample.venue.phones.restaurant);
    expect(new Set(found.filter(({ tel }) => tel === restaurant).map(({ label }) => label))).toEqual(
      new Set([
        t('common.phones.reservations')
          .replace(/^./, (first) => first.toUpperCase())
          .replace(/\u00a0/g, ' '),
      ]),
    );
  });

  it("the label words are the resources' (a number that takes nothing is named by its line)", async () => {
    const idle = withPhones({ reservations: 'restaurant', feastOrders: 'restaurant', eventEnquiries: 'restaurant' });
    const { found } = await labelledPhones(lang, idle);
    const eventsTel = telHref(sample.venue.phones.events);
    expect(new Set(found.filter(({ tel }) => tel === eventsTel).map(({ label }) => label))).toEqual(
      new Set([t('common.phones.events').replace(/\u00a0/g, ' ')]),
    );
  });
});
