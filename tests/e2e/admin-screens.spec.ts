import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './axe';
import { inviteFromCli, ownerEmail, signedIn as test } from './admin-support';
import { expect } from './fixtures';
import { smallTargets } from './tap-targets';
import type { ContentSubject } from '../../src/content/schema';

/**
 * The walk: every admin screen, at 390 and 1440 px, in both languages, with its
 * folded parts opened, read as the owner would see it. One test per screen and width (and one for
 * the signed-out screens), so that both workers share the walk (as one test per width it was 35 and
 * 40 s of one worker each, the run's longest tests); the language is switched in place with the
 * header's toggle (each screen is seen in one language, toggled, and seen in the other). A finding
 * is collected under its rule, and the test fails at the end with all of them, counted per rule
 * (the words' findings before → after are these counts).
 *
 * Axe runs once per screen and width, on the screen's first language: the phone sees the first
 * screen first in Czech, the desktop in English, and the next screen the other way round
 * (firstLang), so every screen has axe at both widths and in both languages; the other checks run
 * on every state.
 * It replaces admin-accessibility.spec.ts (the same screens and second states, one page).
 *
 * Rules: axe 0; no element id twice; every tap target ≥ 44 px (tap-targets.ts); nothing
 * scrolls sideways; a time is `type="time"`; no numeric keypad for a value that needs another
 * character; and the text the owner sees (visible text; labels, placeholders, titles, aria-*,
 * alt) holds no developer words: `č. N`, `›` paths, YAML, photo file names, slug-like ids, and
 * no word of the other language's interface. Owner-written data may be in either language: the
 * word lists hold interface words only, and text marked with another `lang` is that language's.
 */
type Lang = 'cs' | 'en';
type Findings = Map<string, string[]>;

/** The walk's page with nothing kept from the test before (drafts, the history's open versions) but the session, in this language. */
async function startIn(page: Page, lang: Lang): Promise<void> {
  // (A worker's first test: the page has no admin document yet to reach the storage through.)
  if (!page.url().startsWith('http')) await page.goto('/admin/audit');
  await page.evaluate((chosen) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('ballon-admin-lang', chosen);
  }, lang);
}

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Interface words of the other language (whole words, case-sensitive as written). */
const foreignWords: Record<Lang, string[]> = {
  cs: [
    'Save',
    'Saved',
    'Delete',
    'Cancel',
    'Edit',
    'Add',
    'Remove',
    'Upload',
    'Draft',
    'Published',
    'Error',
    'Loading',
    'Sign in',
    'Sign out',
    'Back',
    'History',
    'Restore',
    'Photos',
    'Owners',
    'Today',
    'Closed',
    'Opens',
    'Closes',
    'Items',
    'Item',
    'Price',
    'Name',
    'File',
    'Search',
    'Show',
    'Hide',
    'Move up',
    'Move down',
    'Overview',
  ],
  en: [
    'Uložit',
    'Uloženo',
    'Smazat',
    'Zrušit',
    'Upravit',
    'Přidat',
    'Odebrat',
    'Nahrát',
    'Koncept',
    'Zveřejněno',
    'Chyba',
    'Načítám',
    'Přihlásit',
    'Odhlásit',
    'Zpět',
    'Historie',
    'Obnovit',
    'Fotografie',
    'Majitelé',
    'Dnes',
    'Zavřeno',
    'Otevírá',
    'Zavírá',
    'Položky',
    'Položka',
    'Cena',
    'Název',
    'Soubor',
    'Hledat',
    'Zobrazit',
    'Skrýt',
    'Posunout',
  ],
};

/** Hyphenated words of ordinary language that look like a slug. */
const notSlugs = new Set(['e-mail', 'e-mailu', 'e-mailem', 'e-maily', 'e-mailů']);

/** What the owner reads on the page now: visible text and the attributes shown or read out, each with its element. */
function ownerText(page: Page): Promise<{ text: string; where: string; lang: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string; lang: string }[] = [];
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const where = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? ` name=${element.getAttribute('name')}` : ''}>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!parent || !text || parent.closest('script, style, textarea, template')) continue;
      // Option texts are read when the select is opened; everything else only when shown.
      if (
        !parent.closest('option') &&
        !parent.checkVisibility({ visibilityProperty: true }) &&
        !parent.closest('.admin-visually-hidden')
      )
        continue;
      found.push({ text, where: where(parent), lang: langOf(parent) });
    }
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of [
        'placeholder',
        'title',
        'alt',
        'aria-label',
        'aria-description',
        'aria-roledescription',
        'aria-valuetext',
      ]) {
        const value = element.getAttribute(name);
        if (value) found.push({ text: value, where: `${where(element)}[${name}]`, lang: langOf(element) });
      }
    }
    return found;
  });
}

/** Every input as its keyboard and value: for the time and keypad rules. */
function inputs(
  page: Page,
): Promise<{ where: string; type: string; inputMode: string; value: string; placeholder: string; name: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('input')).map((input) => ({
      where: `<input${input.id ? `#${input.id}` : ''}${input.name ? ` name=${input.name}` : ''}>`,
      type: input.type,
      inputMode: input.inputMode,
      value: input.value,
      placeholder: input.placeholder,
      name: input.name,
    })),
  );
}

function add(findings: Findings, rule: string, problem: string): void {
  findings.set(rule, [...(findings.get(rule) ?? []), problem]);
}

async function check(
  page: Page,
  screen: string,
  lang: Lang,
  width: number,
  findings: Findings,
  axe: boolean,
): Promise<void> {
  const at = `${screen} (${lang}, ${width} px)`;
  if (axe) for (const violation of await axeViolations(page)) add(findings, 'axe', `${at}: ${violation}`);

  const ids = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });
  for (const id of ids) add(findings, 'repeated id', `${at}: ${id}`);

  for (const target of await smallTargets(page)) add(findings, 'tap target', `${at}: ${target}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) add(findings, 'sideways', `${at}: ${scrollWidth} px wide`);

  for (const input of (await inputs(page)).filter((each) => each.type !== 'hidden')) {
    const looksTime =
      /(?:^|\.)(?:opens|closes)$|^closes$/.test(input.name) ||
      /^\d{1,2}:\d{2}$/.test(input.value) ||
      /HH:MM/i.test(input.placeholder);
    if (looksTime && input.type !== 'time') add(findings, 'time input', `${at}: ${input.where} is type=${input.type}`);
    const keypad = input.inputMode === 'numeric' || input.inputMode === 'decimal';
    const needsMore =
      /(?:^|\.)(?:allergens|lines)$/.test(input.name) ||
      looksTime ||
      (input.inputMode === 'numeric' ? /[^\d]/ : /[^\d.,]/).test(input.value);
    if (keypad && needsMore)
      add(findings, 'keypad', `${at}: ${input.where} inputmode=${input.inputMode} for "${input.value}"`);
    // A value in a field is shown too: an id to invent or a photo's file name is a developer's word.
    if (/(?:^|\.)id$/.test(input.name) && !['radio', 'checkbox'].includes(input.type))
      add(findings, 'id field', `${at}: ${input.where} "${input.value}"`);
    if (/\.(?:jpe?g|png|webp|avif)$/i.test(input.value))
      add(findings, 'photo file name', `${at}: ${input.where} "${input.value}"`);
  }

  const foreign = foreignWords[lang].map((word) => ({
    word,
    pattern: new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d])`, 'u'),
  }));
  const seen = new Set<string>();
  for (const { text, where, lang: textLang } of await ownerText(page)) {
    const line = `${at}: ${where} "${text.length > 80 ? `${text.slice(0, 80)}…` : text}"`;
    const say = (rule: string) => {
      if (!seen.has(rule + line)) add(findings, rule, line);
      seen.add(rule + line);
    };
    if (/č\.\s*\d/.test(text)) say('č. N');
    if (/\S\s*›\s*\S/.test(text)) say('› path');
    if (/\.ya?ml\b/i.test(text)) say('YAML');
    if (/\.(?:jpe?g|png|webp|avif)\b/i.test(text)) say('photo file name');
    const tokens = text.split(/[\s,;:()„“"'«»[\]{}]+/).map((token) => token.replace(/[.!?…]+$/, ''));
    if (tokens.some((token) => /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(token) && !notSlugs.has(token))) say('slug-like id');
    if ((textLang === '' || textLang === lang) && foreign.some(({ pattern }) => pattern.test(text)))
      say(`${lang === 'cs' ? 'English' : 'Czech'} word`);
  }
}

/** The page has its heading and nothing is loading any more. */
async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(?:Načítám…|Loading…)$/)).toHaveCount(0);
}

/** Every folded part opened: `<details>`, and the buttons that show more (a version's changes). */
async function unfold(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  const more = page.locator('button[aria-expanded="false"]');
  if ((await more.count()) > 0) {
    await more.first().click();
    await expect(page.locator('button[aria-expanded="true"]')).not.toHaveCount(0);
  }
}

async function switchLanguage(page: Page, to: Lang): Promise<void> {
  await page
    .getByRole('button', {
      name: to === 'cs' ? 'Přepnout správu do češtiny' : 'Switch the admin to English',
      exact: true,
    })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  // The screen's data loads again in that language (what the server words: a checklist value).
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
}

/** A menu's first group and its first dish opened: the dish's fields and chips. */
async function openFirstDish(page: Page): Promise<void> {
  await page.locator('.admin-menu-group .admin-menu-toggle').first().click();
  await page.locator('.admin-menu-dish-toggle').first().click();
  await expect(page.locator('.admin-menu-dish .admin-chip').first()).toBeVisible();
}

/** A drinks change through the API, so the drinks' history has a version to show. */
async function changeDrinks(page: Page, origin: string): Promise<void> {
  await expect
    .poll(async () => {
      const read = await page.request.get('/admin/api/content/drinks');
      const { version, data } = (await read.json()) as {
        version: string;
        data: { categories: { items: { price: unknown }[] }[] };
      };
      const [first] = data.categories[0]?.items ?? [];
      if (first && typeof first.price === 'number') first.price += 1;
      const save = await page.request.put('/admin/api/content/drinks', {
        headers: { Origin: origin, 'If-Match': version },
        data: { data },
      });
      return save.status(); // 409: another test saved in between; read again
    })
    .toBe(200);
}

/** A guest's lounge enquiry, so the inbox has a card. */
async function sendEnquiry(page: Page, origin: string): Promise<void> {
  const sent = await page.request.post('/api/send-contact-email', {
    headers: { Origin: origin },
    data: {
      form: 'lounge',
      name: 'Zdeňka Horáková',
      email: `zdenka.${Date.now().toString(36)}@example.cz`,
      subject: 'Firemní školení',
      message: 'Dobrý den, máte volný salonek 3. 12. pro 25 lidí?',
      lang: 'cs',
    },
  });
  expect(sent.status()).toBe(202);
}

/**
 * A day with a booking on it, so the day's book has a card: a phone booking (the admin's own
 * API, this session's) at the first free time of the first day from tomorrow that has one.
 */
async function bookedDay(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  for (let days = 1; days < 60; days++) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const asked = (await (await page.request.get(`/api/bookings/times?date=${date}&party=2&area=any`)).json()) as {
      answer: { kind: string; times?: { time: string }[] };
    };
    const time = asked.answer.times?.[0]?.time;
    if (asked.answer.kind !== 'times' || !time) continue;
    const booked = await page.request.post('/admin/api/bookings/phone', {
      headers: { Origin: origin },
      data: {
        date,
        time,
        party: 2,
        area: 'any',
        name: 'Věra Procházková',
        phone: '602 123 456',
        email: '',
        note: 'U okna',
        lang: 'cs',
      },
    });
    // (201, or 200 when the other width took the same booking first.)
    expect([200, 201]).toContain(booked.status());
    return date;
  }
  throw new Error('no bookable day in the next 60 days');
}

/**
 * A week of counts for "Návštěvnost": the admin server's own records in its DATA_DIR (server/visits'
 * file store: `visits/<UTC date>.json`, `{ "<HH>|<key>": n }`), for the six UTC days before today,
 * which the server's flush never writes (it adds to today's). Written whole and renamed into place,
 * the same on both widths: a report read meanwhile sees the day or nothing.
 */
function seedVisits(): Promise<void> {
  const { DATA_DIR } = JSON.parse(process.env.E2E_ADMIN_ENV ?? '{}') as { DATA_DIR: string };
  const dir = path.join(DATA_DIR, 'visits');
  mkdirSync(dir, { recursive: true });
  for (let back = 1; back <= 6; back++) {
    const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const fields: Record<string, number> = {
      '08|f|feed|cs': back,
      '15|p|contact|a': 1,
      '16|p|booking|r': 1,
      '17|b': 2,
    };
    for (const [hour, views] of [
      ['08', 3],
      ['09', 12 + back],
      ['10', 25 + back],
      ['11', 9],
    ] as const) {
      fields[`${hour}|v|dailyMenu|cs`] = views;
      fields[`${hour}|v|dailyMenu|en`] = Math.ceil(views / 4);
      fields[`${hour}|v|home|cs`] = Math.ceil(views / 2);
      fields[`${hour}|r|mapy.cz`] = Math.ceil(views / 3);
      fields[`${hour}|r|google.com`] = Math.ceil(views / 5);
      fields[`${hour}|r|(direct)`] = views;
    }
    const file = path.join(dir, `${date}.json`);
    writeFileSync(`${file}.seed`, `${JSON.stringify(fields)}\n`);
    renameSync(`${file}.seed`, file);
  }
  return Promise.resolve();
}

const contentFiles = [
  'venue',
  'hours',
  'drinks',
  'events',
  'lounge',
  'announcements',
  'links',
  'dailyMenu',
  'foodMenu',
];

/** The signed-in screens, and what opens their second state. */
/**
 * A refused save names the item the owner sees, in the summary and beside the field: a feast dish's
 * price with a decimal (nothing else writes events.yaml, and nothing is written: no version races).
 * Sent again after the language is switched, so the messages are in the screen's language.
 */
async function refusedSave(page: Page, lang: Lang): Promise<void> {
  const price = page.locator('input[name="feast.editions.0.menu.0.items.0.price"]');
  // (The first edition, past, is folded; so are its menu's first group and first dish, until tapped;
  // a refused save keeps them open.)
  if (!(await price.isVisible())) {
    const edition = page.locator('.admin-edition').first();
    if (!(await edition.evaluate((details) => (details as HTMLDetailsElement).open)))
      await edition.locator('summary').click();
    await page.locator('#f-feast-editions-0-menu-0-toggle').click();
    await page.locator('#f-feast-editions-0-menu-0-items-0-toggle').click();
  }
  if ((await price.inputValue()) !== '289,5') await price.fill('289,5');
  await page.getByRole('button', { name: lang === 'cs' ? 'Uložit' : 'Save', exact: true }).click();
  const named =
    lang === 'cs'
      ? 'Husí jatýrka: cena musí být celé číslo'
      : 'Goose liver: the price must be a whole number of crowns';
  await expect(page.locator('#admin-errors')).toContainText(named);
  await expect(page.locator(`#${await price.getAttribute('aria-describedby')}`)).toContainText(named);
}

const screens: {
  url: string;
  /** What the screen needs on the server first (through the API, before the page loads). */
  prepare?: (page: Page, origin: string) => Promise<void>;
  /** The content files the test saves (held: admin-support.ts). */
  writes?: ContentSubject[];
  open?: (page: Page, lang: Lang) => Promise<void>;
  again?: (page: Page, lang: Lang) => Promise<void>;
}[] = [
  {
    url: '/admin',
    open: async (page, lang) => {
      // "Closing early today": the time (the phone's picker, "until midnight" beside it) and the reason.
      await page
        .getByRole('button', { name: lang === 'cs' ? 'Dnes zavíráme dřív' : 'Closing early today', exact: false })
        .first()
        .click();
      await expect(page.locator('#today-closes')).toBeVisible();
    },
  },
  {
    url: '/admin/lunch/2031-03-03',
    open: async (page, lang) => {
      await page
        .getByRole('button', {
          name: lang === 'cs' ? /^Zkopírovat poslední zveřejněný den/ : /^Copy the last published day/,
        })
        .click();
      await expect(page.locator('.admin-lunch-dish').first()).toBeVisible();
    },
  },
  ...contentFiles.map((file) =>
    file === 'events'
      ? { url: `/admin/content/${file}`, open: refusedSave, again: refusedSave }
      : file === 'foodMenu' || file === 'drinks'
        ? { url: `/admin/content/${file}`, open: openFirstDish }
        : { url: `/admin/content/${file}` },
  ),
  {
    url: '/admin/photos',
    // A photo open: its descriptions, where it is used, its buttons.
    open: async (page, lang) => {
      await page
        .getByRole('button', { name: lang === 'cs' ? /^Upravit fotografii: / : /^Edit the photo: / })
        .first()
        .click();
      await expect(page.locator('.admin-photo-detail')).toBeVisible();
    },
  },
  { url: '/admin/sold-out' },
  {
    url: '/admin/bookings',
    // A day with a booking: its card, then its move form open (the phone booking's and the block's forms are unfolded).
    open: async (page, lang) => {
      await page.goto(`/admin/bookings?date=${await bookedDay(page)}`);
      await ready(page);
      await page
        .locator('.admin-book-entry')
        .first()
        .getByRole('button', { name: lang === 'cs' ? 'Přesunout' : 'Move' })
        .click();
      await expect(page.locator('.admin-book-entry form')).toBeVisible();
    },
  },
  {
    url: '/admin/history/drinks',
    prepare: changeDrinks,
    // (Held, so that the newest version is this change: admin-menus.spec.ts saves the drinks too.)
    writes: ['drinks'],
    open: async (page, lang) => {
      // The newest version's changes in words: the first drink's price, as the site writes it.
      const versions = page.locator('.admin-versions > li');
      await versions
        .first()
        .getByRole('button', { name: lang === 'cs' ? 'Zobrazit změny' : 'Show changes' })
        .click();
      await expect(versions.first().locator('.admin-changes li')).toHaveText([
        lang === 'cs' ? /^Cola: cena \d+\sKč → \d+\sKč$/ : /^Cola: price \d+\sCZK → \d+\sCZK$/,
      ]);
      // "Restore" asks first, saying what it would change: the oldest version brings the sample's price back.
      await versions
        .last()
        .getByRole('button', { name: lang === 'cs' ? 'Obnovit tuto verzi' : 'Restore this version' })
        .click();
      const confirm = versions.last().getByRole('region', {
        name: lang === 'cs' ? 'Obnovit tuto verzi?' : 'Restore this version?',
      });
      await expect(confirm.locator('.admin-changes li').first()).toHaveText(
        lang === 'cs' ? /^Cola: cena \d+\sKč → 35\sKč$/ : /^Cola: price \d+\sCZK → 35\sCZK$/,
      );
      await expect(
        confirm.getByRole('button', { name: lang === 'cs' ? 'Ano, obnovit' : 'Yes, restore' }),
      ).toBeVisible();
    },
  },
  {
    url: '/admin/owners',
    open: async (page, lang) => {
      // An invitation made: its link shown once.
      await page
        .getByRole('textbox')
        .first()
        .fill(`invited-${lang}-${Date.now().toString(36)}@example.cz`);
      await page.getByRole('button', { name: lang === 'cs' ? 'Vytvořit pozvánku' : 'Create an invitation' }).click();
      await expect(
        page.getByRole('textbox', { name: lang === 'cs' ? 'Odkaz pozvánky' : 'Invitation link' }),
      ).toHaveValue(/\/admin\/invitation#token=/);
    },
  },
  { url: '/admin/audit' },
  {
    url: '/admin/inbox',
    prepare: sendEnquiry,
    open: async (page) => {
      // Searched by e-mail: the one card that matches (the other tests' guests wrote from other addresses).
      const email = await page
        .locator('.admin-enquiry a[href^="mailto:"]')
        .first()
        .evaluate((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname));
      await page.getByRole('searchbox').fill(email);
      await expect(page.locator('.admin-enquiry')).toHaveCount(1);
    },
  },
  {
    url: '/admin/subscribers',
    open: async (page, lang) => {
      await page.locator('#subscriber-email').fill('jana@example.cz');
      await page.getByRole('button', { name: lang === 'cs' ? 'Vymazat odběratele' : 'Erase the subscriber' }).click();
      await expect(page.locator('#subscribers-question')).toBeVisible();
    },
    again: async (page, lang) => {
      await page.getByRole('button', { name: lang === 'cs' ? 'Ano, vymazat' : 'Yes, erase' }).click();
      await expect(page.getByRole('status')).toBeVisible();
      // The buttons pressed are gone: the focus is on what happened, not back at the top of the page.
      await expect(page.getByRole('status')).toBeFocused();
    },
  },
  // The owner's numbers from a seeded week: every chart drawn, with its hidden table.
  {
    url: '/admin/visits',
    prepare: seedVisits,
    open: async (page) => {
      await expect(page.locator('[role="img"]')).not.toHaveCount(0);
      await expect(page.locator('.admin-chart-grid rect.admin-chart-cs')).not.toHaveCount(0);
    },
  },
];

/**
 * The screen's first language at a width: the phone sees the first screen in Czech, the desktop in
 * English, and the next screen each the other way round, so that axe (on the first language) checks
 * every screen at both widths and in both languages.
 */
const firstLang = (index: number, widthIndex: number): Lang => ((index + widthIndex) % 2 === 0 ? 'cs' : 'en');

/** The findings of one test, attached to it, and the test failed with all of them, counted per rule. */
async function report(findings: Findings, testInfo: TestInfo): Promise<void> {
  const counts = Object.fromEntries([...findings].map(([rule, list]) => [rule, list.length]));
  const file = testInfo.outputPath('findings.json');
  writeFileSync(file, JSON.stringify({ counts, findings: Object.fromEntries(findings) }, null, 2));
  await testInfo.attach('findings', { path: file, contentType: 'application/json' });
  expect(Object.fromEntries(findings), `findings per rule ${JSON.stringify(counts)}`).toEqual({});
}

// One test per screen and width (and one for the signed-out screens): the walk shares both workers.
for (const [widthIndex, { width, height }] of widths.entries()) {
  test.describe(`every admin screen at ${width} px`, () => {
    // (The refused save's 422 is noted by the browser in its console.)
    test.use({ viewport: { width, height }, allowConsole: [/status of 422\b/] });

    for (const [index, { url, prepare, writes, open, again }] of screens.entries()) {
      const first = firstLang(index, widthIndex);
      const other: Lang = first === 'cs' ? 'en' : 'cs';
      test.describe(() => {
        test.use({ writes: writes ?? [] });
        test(`${url} in ${first}, then ${other}: accessible, tappable, the right keyboards, no developer words`, async ({
          ownerPage: page,
          baseURL,
        }, testInfo) => {
          const findings: Findings = new Map();
          await prepare?.(page, new URL(baseURL!).origin);
          await startIn(page, first);
          await page.goto(url);
          await ready(page);
          await expect(page.locator('html')).toHaveAttribute('lang', first);
          await open?.(page, first);
          await unfold(page);
          await check(page, url, first, width, findings, true);
          await switchLanguage(page, other);
          await ready(page);
          await again?.(page, other);
          await unfold(page);
          await check(page, url, other, width, findings, false);
          await report(findings, testInfo);
        });
      });
    }

    // Signed out: the sign-in and an invitation, in a context without the session.
    test(`signed out, the sign-in and an invitation in both languages: accessible, tappable, no developer words`, async ({
      browser,
    }, testInfo) => {
      const findings: Findings = new Map();
      const first = firstLang(0, widthIndex);
      const context = await browser.newContext({
        viewport: { width, height },
        storageState: { cookies: [], origins: [] },
      });
      const guest = await context.newPage();
      const invitation = await inviteFromCli(ownerEmail(`walk-${width}`, testInfo.workerIndex));
      for (const each of ['cs', 'en'] as const) {
        await guest.addInitScript((chosen) => localStorage.setItem('ballon-admin-lang', chosen), each);
        for (const url of ['/admin/sign-in', invitation]) {
          await guest.goto(url);
          await ready(guest);
          await expect(guest.locator('html')).toHaveAttribute('lang', each);
          await check(
            guest,
            url.includes('#token=') ? '/admin/invitation' : url,
            each,
            width,
            findings,
            each === first,
          );
        }
      }
      await context.close();
      await report(findings, testInfo);
    });
  });
}
