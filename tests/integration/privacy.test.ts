/**
 * The privacy notice (/ochrana-osobnich-udaju, /en/ochrana-osobnich-udaju): what
 * it states comes from where the truth is — the operator and the log period from
 * the content, how long enquiries are kept from the configuration the server
 * runs with (MAIL_KEEP_DAYS), the menu provider only while a menu is embedded —
 * and it is linked from every footer and from every form beside its button.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedContentSource } from '../../server/content/content-source';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import { loadContent } from '../../server/content/load';
import { localizePath, type Lang } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { DEFAULT_ATTEMPTS } from '../../server/admin/auth/attempt-limit';
import { INVITATION_TTL_MS } from '../../server/admin/auth/invitations';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../server/admin/auth/sessions';
import { AUDIT_RETENTION_DAYS } from '../../server/admin/state/admin-state';
import { FORGET_PENDING_MS } from '../../server/subscribers/subscriber';
import { createTestApp } from '../support/test-app';
import { contentWithLinks, testContent, testLinks } from '../support/test-content';

const { venue } = testContent.view().content;
const privacyUrl = (lang: Lang) => localizePath(pagePaths.privacy, lang);

/** The page's main text, tags dropped, no-break spaces as spaces. */
function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\s]+/g, ' ');
}

async function page(app: Parameters<typeof request>[0], lang: Lang) {
  const response = await request(app).get(privacyUrl(lang)).expect(200);
  return { html: response.text, text: mainText(response.text) };
}

describe('the privacy notice', () => {
  const { app } = createTestApp();

  it.each([
    [
      'cs',
      [
        'Správcem vašich osobních údajů je provozovatel Restaurace Ballon',
        'IČO',
        'se sídlem',
        'čl. 6 odst. 1 písm. a) GDPR',
        'čl. 6 odst. 1 písm. b) GDPR',
        'čl. 6 odst. 1 písm. f) GDPR',
        'Úřad pro ochranu osobních údajů',
        'Pplk. Sochora 27, 170 00 Praha 7',
        'Návštěvníkům tento web neukládá žádné cookies',
      ],
    ],
    [
      'en',
      [
        'The controller of your personal data is the operator of Ballon Restaurant',
        'company ID (IČO)',
        'registered office',
        'Art. 6(1)(a) GDPR',
        'Art. 6(1)(b) GDPR',
        'Art. 6(1)(f) GDPR',
        'Office for Personal Data Protection',
        'Pplk. Sochora 27, 170 00 Prague 7',
        'sets no cookies for its visitors',
      ],
    ],
  ] as const)(
    'in %s: names the controller, its contacts, the legal bases, the authority and says visitors get no cookies',
    async (lang, phrases) => {
      const { html, text } = await page(app, lang);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(
        phrases.filter((phrase) => !text.includes(phrase)),
        'missing',
      ).toEqual([]);
      for (const fact of [venue.operator.name, venue.operator.ico, venue.operator.registeredAddress])
        expect(text).toContain(fact);
      expect(html).toContain(`href="mailto:${venue.email}"`);
      expect(html).toContain(`href="tel:${venue.phones.restaurant.replace(/ /g, '')}"`);
      expect(html).toContain('href="https://uoou.gov.cz/"');
      // Every right of Art. 13(2)(b)–(d), in words.
      const rights =
        lang === 'cs'
          ? ['kopii', 'opravit', 'výmaz', 'omezení', 'námitku', 'strojově čitelné', 'odvolat souhlas', 'stížnost']
          : [
              'a copy',
              'corrected',
              'erased',
              'restrict',
              'object',
              'machine-readable',
              'withdraw the consent',
              'complaint',
            ];
      expect(
        rights.filter((word) => !text.includes(word)),
        'rights missing',
      ).toEqual([]);
      // What the logs keep, and that the browser type is not among it.
      expect(text).toContain(
        lang === 'cs' ? 'IP adresu, ze které požadavek přišel' : 'the IP address the request came from',
      );
      expect(text).toContain(lang === 'cs' ? 'Nezapisuje typ prohlížeče' : 'It does not record your browser type');
      // The placeholder that carries a link into a sentence never shows.
      expect(html).not.toContain('\uE000');
    },
  );

  /** One form's card of the notice ("What we process when you write to us"), as text. */
  const formCard = (html: string, form: 'contact' | 'lounge' | 'table') =>
    (new RegExp(`<section[^>]*aria-labelledby="privacy-form-${form}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\u00a0\s]+/g, ' ');

  it.each([
    [
      'cs',
      {
        consent: 'Váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který dáváte zaškrtnutím políčka ve formuláři.',
        withdraw: 'Souhlas můžete kdykoli odvolat e-mailem nebo telefonicky',
        before: 'Odvolání se nedotkne zpracování, které proběhlo před ním.',
        contract: 'čl. 6 odst. 1 písm. b) GDPR',
        table: 'Rezervace proto nemá políčko se souhlasem',
      },
    ],
    [
      'en',
      {
        consent: 'Your consent (Art. 6(1)(a) GDPR), which you give by checking the box in the form.',
        withdraw: 'You can withdraw it at any time by email or phone',
        before: 'Withdrawing it does not affect the processing that took place before.',
        contract: 'Art. 6(1)(b) GDPR',
        table: 'A booking therefore has no consent box',
      },
    ],
  ] as const)(
    'in %s: the contact and lounge forms rest on the consent their box gives, and say how to withdraw it; a booking on the contract',
    async (lang, words) => {
      const { html } = await page(app, lang);
      for (const form of ['contact', 'lounge'] as const) {
        const card = formCard(html, form);
        expect(card, form).toContain(words.consent);
        expect(card, form).toContain(words.withdraw);
        expect(card, form).toContain(words.before);
      }
      // The lounge's contract basis only for a rental agreed on afterwards, never as the enquiry's basis.
      expect(formCard(html, 'lounge')).not.toMatch(
        lang === 'cs' ? /Opatření přijatá před uzavřením smlouvy/ : /Steps you ask us/,
      );
      const table = formCard(html, 'table');
      expect(table).toContain(words.contract);
      expect(table).toContain(words.table);
      expect(table).not.toContain(words.consent);
    },
  );

  // The admin's own periods: the page states them, the admin enforces them (a change to one without the other fails here).
  const idle = SESSION_IDLE_MS / 60_000;
  const longest = SESSION_ABSOLUTE_MS / 3_600_000;
  const invitation = INVITATION_TTL_MS / 3_600_000;
  const attempts = DEFAULT_ATTEMPTS.windowMs / 60_000;
  it.each([
    [
      'cs',
      'Správa webu',
      [
        'e-mailovou adresu každého, kdo se smí přihlásit',
        'veřejnou část klíče',
        `nejvýše ${invitation} hodin`,
        'jediná cookie',
        `po ${idle} minutách nečinnosti, nejpozději po ${longest} hodinách`,
        `Záznamy se mažou po ${AUDIT_RETENTION_DAYS} dnech`,
        'její stav (nová, vyřízená, archivovaná, u rezervace stolu i potvrzená nebo odmítnutá), dokud se zpráva uchovává',
        `po ${attempts} minutách je zapomene`,
        'smažou vaši zprávu ze serveru se všemi jejími kopiemi',
      ],
    ],
    [
      'en',
      'The site&#x27;s admin area',
      [
        'the email address of everyone who may sign in',
        'the public part of the key',
        `for ${invitation} hours at most`,
        'a single cookie',
        `after ${idle} minutes without activity, after ${longest} hours at most`,
        `Its entries are deleted after ${AUDIT_RETENTION_DAYS} days`,
        'its status (new, answered, archived, and for a table reservation also confirmed or declined) for as long as the message is kept',
        `forgets them after ${attempts} minutes`,
        'they delete it from the server with all its copies',
      ],
    ],
  ] as const)(
    'in %s: says what the owners’ admin keeps, each for as long as the admin keeps it, and that its one cookie is theirs',
    async (lang, heading, phrases) => {
      const { html, text } = await page(app, lang);
      expect(html).toContain(`<h2 id="privacy-admin">${heading}</h2>`);
      expect(
        phrases.filter((phrase) => !text.includes(phrase)),
        'missing',
      ).toEqual([]);
    },
  );

  // The lunch menu by e-mail: what is kept and for how long (the pending address's days are the feature's constant).
  const pendingDays = FORGET_PENDING_MS / 86_400_000;
  it.each([
    [
      'cs',
      'Polední menu e-mailem',
      [
        'Vaši e-mailovou adresu, jazyk e-mailů a čas, kdy jste odběr potvrdili',
        `po ${pendingDays} dnech ji sami zapomeneme`,
        'Váš souhlas (čl. 6 odst. 1 písm. a) GDPR)',
        'odhlášení platí okamžitě',
        'dokud se neodhlásíte nebo dokud ji na vaši žádost nesmažeme',
        'Kopii potvrzovacího e-mailu server uchovává stejně jako zprávy z formulářů a po 30 dnech ji sám smaže',
        'jen identifikátor odběratele (ne jeho adresu) a jak doručení dopadlo, a to 14 dní',
        'naším zpracovatelem',
        'Server jen počítá, kolikrát byla která stránka zobrazena v každé hodině',
        'Nezapisuje k tomu žádnou adresu, identifikátor ani cookie',
        'součty uchovává 13 měsíců',
      ],
    ],
    [
      'en',
      'The lunch menu by email',
      [
        'Your email address, the language of the emails and when you confirmed the subscription',
        `forget it ourselves after ${pendingDays} days`,
        'Your consent (Art. 6(1)(a) GDPR)',
        'unsubscribing takes effect at once',
        'until you unsubscribe or until we delete it at your request',
        'The server keeps a copy of the confirmation email like the messages from the forms and deletes it by itself after 30 days',
        'identifier (not their address) and how the delivery went, for 14 days',
        'our processor',
        'The server only counts how many times each page was viewed in each hour',
        'It records no address, identifier or cookie with it',
        'it keeps the totals for 13 months',
      ],
    ],
  ] as const)(
    'in %s: says what the lunch menu by e-mail keeps and for how long, and what the server counts',
    async (lang, heading, phrases) => {
      const { html, text } = await page(app, lang);
      expect(html).toContain(
        `<section id="odber-menu" aria-labelledby="privacy-subscription"><h2 id="privacy-subscription">${heading}</h2>`,
      );
      expect(
        phrases.filter((phrase) => !text.replace(/\u00a0/g, ' ').includes(phrase)),
        'missing',
      ).toEqual([]);
      // The sentence that no longer holds: the server does count page views now.
      expect(text).not.toContain(lang === 'cs' ? 'měření návštěvnosti' : 'visitor statistics');
    },
  );

  it.each([
    [1, 'po 1 dni ji sám smaže', 'po 1 dni od odmítnutí', 'after 1 day.', '1 day after the refusal'],
    [3, 'po 3 dnech ji sám smaže', 'po 3 dnech od odmítnutí', 'after 3 days.', '3 days after the refusal'],
    [30, 'po 30 dnech ji sám smaže', 'po 30 dnech od odmítnutí', 'after 30 days.', '30 days after the refusal'],
    [365, 'po 365 dnech ji sám smaže', 'po 365 dnech od odmítnutí', 'after 365 days.', '365 days after the refusal'],
  ])(
    'MAIL_KEEP_DAYS=%i: says how long a delivered and a refused message stay, in both languages',
    async (days, csSent, csFailed, enSent, enFailed) => {
      const { app: configured, config } = createTestApp({ env: { MAIL_KEEP_DAYS: String(days) } });
      expect(config.mail.keepDays).toBe(days);
      const cs = await page(configured, 'cs');
      expect(cs.text).toContain(csSent);
      expect(cs.text).toContain(csFailed);
      const en = await page(configured, 'en');
      expect(en.text).toContain(enSent);
      expect(en.text).toContain(enFailed);
      // The browser hydrates with the same value (the page's configuration, in its hydration data).
      expect(en.html).toContain(`"mailKeepDays":${days}`);
    },
  );

  it('the default MAIL_KEEP_DAYS is what the page says when nothing is configured', async () => {
    const { config } = createTestApp();
    expect((await page(app, 'cs')).text).toContain(`po ${config.mail.keepDays} dnech ji sám smaže`);
  });

  it.each([
    [1, 'Záznamy se mažou po 1 dni.', 'The logs are deleted after 1 day.'],
    [2, 'Záznamy se mažou po 2 dnech.', 'The logs are deleted after 2 days.'],
    [14, 'Záznamy se mažou po 14 dnech.', 'The logs are deleted after 14 days.'],
  ])('serverLogDays: %i in venue.yaml: says when the server logs are deleted', async (days, cs, en) => {
    const view = testContent.view();
    const content = fixedContentSource(
      { ...view.content, venue: { ...view.content.venue, privacy: { serverLogDays: days } } },
      view.photos,
      testContent.modified(),
    );
    const { app: withLogs } = createTestApp({ deps: { content } });
    expect((await page(withLogs, 'cs')).text).toContain(cs);
    expect((await page(withLogs, 'en')).text).toContain(en);
  });

  it('names the menu provider, with a link to it, while a daily or food menu is embedded, and not otherwise', async () => {
    // Which menus it names follows what is embedded.
    const named = {
      cs: {
        both: 'Denní menu a jídelní lístek vkládáme',
        daily: 'Denní menu vkládáme',
        food: 'Jídelní lístek vkládáme',
      },
      en: {
        both: 'The Daily Menu and the Food Menu are embedded',
        daily: 'The Daily Menu is embedded',
        food: 'The Food Menu is embedded',
      },
    };
    for (const [links, menus] of [
      [{}, 'both'],
      [{ foodMenu: null }, 'daily'],
      [{ dailyMenu: null }, 'food'],
    ] as const) {
      const { app: embedded } = createTestApp({ deps: { content: contentWithLinks(links) } });
      for (const lang of ['cs', 'en'] as const) {
        const { html, text } = await page(embedded, lang);
        expect(text.replace(/\u00a0/g, ' ')).toContain(named[lang][menus]);
        for (const other of Object.values(named[lang]).filter((sentence) => sentence !== named[lang][menus]))
          expect(text.replace(/\u00a0/g, ' ')).not.toContain(other);
        expect(text).toContain(testLinks.menuProvider.name);
        expect(text).toContain(
          lang === 'cs'
            ? 'dozví vaši IP adresu a může ve vašem prohlížeči ukládat vlastní cookies'
            : 'learns your IP address and may store its own cookies',
        );
        expect(html).toMatch(
          new RegExp(`<a href="${testLinks.menuProvider.url}" target="_blank" rel="noopener noreferrer">`),
        );
      }
    }
    const { app: none } = createTestApp({ deps: { content: contentWithLinks({ dailyMenu: null, foodMenu: null }) } });
    for (const lang of ['cs', 'en'] as const) {
      const { html, text } = await page(none, lang);
      expect(text).not.toContain(testLinks.menuProvider.name);
      expect(html).not.toContain('data-fact="menu-provider"');
    }
  });

  it('the data route gives what the page was rendered with', async () => {
    const response = await request(app).get('/_data/en/privacy.json').expect(200);
    expect(response.body).toEqual({
      serverLogDays: venue.privacy.serverLogDays,
      bookingKeepDays: testContent.view().content.bookings.keepDays,
      menuProvider: { ...testLinks.menuProvider, menus: 'both' },
    });
    const cs = await request(app).get('/_data/cs/privacy.json').expect(200);
    expect(cs.body).toEqual(response.body);
  });

  it.each(['cs', 'en'] as const)('in %s: every page links it from its footer, in the same tab', async (lang) => {
    for (const neutral of Object.values(pagePaths)) {
      const html = (await request(app).get(localizePath(neutral, lang)).expect(200)).text;
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer, neutral).toMatch(
        new RegExp(
          `<a class="site-footer__privacy" href="${privacyUrl(lang)}"[^>]*>${lang === 'cs' ? 'Ochrana osobních údajů' : 'Privacy Notice'}</a>`,
        ),
      );
    }
  });

  it.each([
    ['/kontakt', 'cs'],
    ['/en/kontakt', 'en'],
    ['/konferencni-prostory-salonek', 'cs'],
    ['/en/konferencni-prostory-salonek', 'en'],
  ] as const)('%s: the form links it just before its submit button, in a new tab it announces', async (url, lang) => {
    const html = (await request(app).get(url).expect(200)).text;
    const form = /<form class="enquiry-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    const note =
      /<p class="enquiry-form__note enquiry-form__privacy">([\s\S]*?)<\/p>\s*<button[^>]*type="submit"/.exec(
        form,
      )?.[1] ?? '';
    expect(note).toContain(`<a href="${privacyUrl(lang)}" target="_blank" rel="noopener">`);
    expect(mainText(`<main>${note}</main>`)).toBe(
      lang === 'cs'
        ? ' Jak s vašimi údaji naložíme: Ochrana osobních údajů (otevře se na nové kartě) '
        : ' How we handle your data: Privacy Notice (opens in a new tab) ',
    );
  });
});

describe('the content the notice reads', () => {
  let dir = '';
  afterEach(() => {
    if (dir) removeDir(dir);
    dir = '';
  });
  const problems = async () => {
    const loaded = await loadContent(dir);
    return loaded.ok
      ? []
      : loaded.errors.map((error) => `${error.file}:${error.line ?? '-'} ${error.field}: ${error.message}`);
  };

  it('the sample states a log period', async () => {
    dir = copySample();
    expect(await problems()).toEqual([]);
    expect(venue.privacy.serverLogDays).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['0', 'expected at least 1 day'],
    ['400', 'expected at most 365 days'],
    ['2.5', 'expected a whole number of days'],
    ['two weeks', 'expected a number of days'],
  ])('serverLogDays: %s is refused with its line', async (value, message) => {
    dir = copySample();
    const line = edit(dir, 'venue.yaml', 'serverLogDays: 14', `serverLogDays: ${value}`);
    const found = await problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^venue\\.yaml:${line} privacy\\.serverLogDays: ${message}`));
  });

  it.each([
    ['dailyMenu', 'dailyMenu is set'],
    ['foodMenu', 'foodMenu is set'],
  ])('an embedded %s without menuProvider is refused at menuProvider, saying why', async (key, why) => {
    dir = copySample();
    edit(dir, 'links.yaml', `${key}: null`, `${key}: https://menu.example.com/${key}`);
    const line = edit(dir, 'links.yaml', 'menuProvider: null', 'menuProvider: null');
    expect(await problems()).toEqual([
      `links.yaml:${line} menuProvider: expected the company that runs the embedded menus (name: and url:), since ${why}: the privacy notice names it`,
    ]);
    edit(
      dir,
      'links.yaml',
      'menuProvider: null',
      'menuProvider:\n  name: Menu Example s.r.o.\n  url: https://menu.example.com/',
    );
    expect(await problems()).toEqual([]);
  });
});
