/**
 * Every list in the content has a cap no restaurant reaches, and every text a
 * length (a valid 985 KB drinks.yaml of 9,052 drinks once rendered a 5 MB
 * page on every uncached request). One item over a cap is refused at its
 * file:line, like any invalid edit, saying the cap and how many there are; a
 * list at its cap is fine.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems, copySample, edit, lineOfText, removeDir } from './content-fixture.test-support';
import { loadContent } from './load';

let dir: string;
afterEach(() => removeDir(dir));

const times = <T>(count: number, item: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => item(index));
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);

const drink = (id: string) => `      - { id: ${id}, name: { cs: Nápoj, en: Drink }, price: 40 }\n`;
/** drinks.yaml with categories of the given sizes. */
const drinksFile = (sizes: number[]) =>
  `categories:\n${sizes.map((size, category) => `  - id: c${category}\n    title: { cs: Kategorie, en: Category }\n    items:\n${times(size, (item) => drink(`d${category}-${item}`)).join('')}`).join('')}`;

const dish = (id: string) => `        - { id: ${id}, name: { cs: Jídlo, en: Dish }, price: 100 }\n`;
/** events.yaml with one edition per year from 2030, each with groups of the given sizes. */
const eventsFile = (editions: number[][]) =>
  `feast:\n  editions:\n${editions
    .map(
      (groups, index) =>
        `    - start: ${2030 + index}-11-08\n      end: ${2030 + index}-11-11\n      banner: { from: ${2030 + index}-10-15, until: ${2030 + index}-11-11 }\n      menu:\n` +
        groups.map((size, group) => `      - id: g${group}\n        title: { cs: Skupina, en: Group }\n        items:\n${times(size, (item) => dish(`x${group}-${item}`)).join('')}`).join(''),
    )
    .join('')}`;

describe('lists have caps', () => {
  it('drinks: 300 in all pass; the 301st is refused at its line', async () => {
    dir = copySample();
    write('drinks.yaml', drinksFile([100, 100, 100]));
    expect((await loadContent(dir)).ok).toBe(true);
    write('drinks.yaml', drinksFile([100, 100, 100, 1]));
    const line = lineOfText(dir, 'drinks.yaml', 'id: d3-0');
    expect(await contentProblems(dir)).toEqual([`drinks.yaml:${line} categories[3].items[0]: expected at most 300 drinks in all, not 301; this is drink 301`]);
  });

  it('drinks: 100 in one category, 30 categories', async () => {
    dir = copySample();
    write('drinks.yaml', drinksFile([101]));
    expect(await contentProblems(dir)).toEqual(['drinks.yaml:4 categories[0].items: expected at most 100 drinks in one category, not 101']);
    write('drinks.yaml', drinksFile(times(31, () => 1)));
    expect(await contentProblems(dir)).toEqual(['drinks.yaml:1 categories: expected at most 30 categories, not 31']);
  });

  it('9,052 drinks in a valid drinks.yaml are refused (by the pre-scan, before parsing), with file:line', async () => {
    dir = copySample();
    write('drinks.yaml', drinksFile(times(91, () => 100).concat([52])));
    expect(await contentProblems(dir)).toEqual([expect.stringMatching(/^drinks\.yaml:\d+: more than 20,000 list items, fields and brackets/)]);
  });

  it('events: 10 editions, 12 menu groups, 40 dishes in a group, 60 dishes in an edition', async () => {
    dir = copySample();
    write('events.yaml', eventsFile(times(10, () => [20, 20, 20])));
    expect((await loadContent(dir)).ok).toBe(true);
    write('events.yaml', eventsFile(times(11, () => [1])));
    expect(await contentProblems(dir)).toEqual(['events.yaml:2 feast.editions: expected at most 10 editions (delete past ones), not 11']);
    write('events.yaml', eventsFile([times(13, () => 1)]));
    expect(await contentProblems(dir)).toEqual(['events.yaml:6 feast.editions[0].menu: expected at most 12 menu groups, not 13']);
    write('events.yaml', eventsFile([[41]]));
    expect(await contentProblems(dir)).toEqual(['events.yaml:9 feast.editions[0].menu[0].items: expected at most 40 dishes in one group, not 41']);
    write('events.yaml', eventsFile([[30, 30, 1]]));
    const line = lineOfText(dir, 'events.yaml', 'id: x2-0');
    expect(await contentProblems(dir)).toEqual([`events.yaml:${line} feast.editions[0].menu[2].items[0]: expected at most 60 dishes in one edition, not 61; this is dish 61`]);
  });

  it('hours: 200 exceptions', async () => {
    dir = copySample();
    const day = (index: number) => new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10);
    const exceptions = (count: number) => times(count, (index) => `  - { date: ${day(index)}, name: { cs: Zavřeno, en: Closed }, closed: true }\n`).join('');
    // The sample has 10.
    edit(dir, 'hours.yaml', 'exceptions:\n', `exceptions:\n${exceptions(190)}`);
    expect((await loadContent(dir)).ok).toBe(true);
    const line = edit(dir, 'hours.yaml', 'exceptions:\n', `exceptions:\n${exceptions(1)}`);
    expect(await contentProblems(dir)).toEqual([`hours.yaml:${line} exceptions: expected at most 200 exceptions (delete past ones), not 201`]);
  });

  it('announcements: 50 notices; lounge: 6 arrangements', async () => {
    dir = copySample();
    write('announcements.yaml', `announcements:\n${times(51, (index) => `  - { id: n${index}, from: 2030-01-01, until: 2030-01-02, text: { cs: Oznámení, en: Notice } }\n`).join('')}`);
    expect(await contentProblems(dir)).toEqual(['announcements.yaml:1 announcements: expected at most 50 notices (delete past ones), not 51']);
    write('announcements.yaml', `announcements:\n${times(50, (index) => `  - { id: n${index}, from: 2030-01-01, until: 2030-01-02, text: { cs: Oznámení, en: Notice } }\n`).join('')}`);
    expect((await loadContent(dir)).ok).toBe(true);

    const arrangements = ['U', 'T', 'I', 'bar', 'reception', 'combined', 'U'].map((id) => `  - { id: ${id}, capacity: 10, upTo: false }\n`).join('');
    write('lounge.yaml', `arrangements:\n${arrangements}`);
    expect(await contentProblems(dir)).toEqual(['lounge.yaml:1 arrangements: expected at most 6 arrangements, each once, not 7']);
  });

  it('photos: 60 in one gallery section', async () => {
    dir = copySample();
    const photos = times(61, () => '    - { file: lounge/01.jpg, alt: { cs: Salonek, en: The lounge } }\n').join('');
    const line = edit(dir, 'photos.yaml', '  lounge:\n', `  lounge:\n${photos}`);
    expect(await contentProblems(dir)).toEqual([`photos.yaml:${line} gallery.lounge: expected at most 60 photos in one section, not ${61 + 13}`]);
  });

  it('venue: 20 card brands, 10 cuisines, 20 tram lines', async () => {
    dir = copySample();
    const cards = edit(dir, 'venue.yaml', 'cards: [Visa, Mastercard, Maestro, American Express]', `cards: [${times(21, (index) => `Card ${index}`).join(', ')}]`);
    const cuisines = edit(dir, 'venue.yaml', 'cuisines: [Czech, International]', `cuisines: [${times(11, (index) => `Cuisine ${index}`).join(', ')}]`);
    const lines = edit(dir, 'venue.yaml', 'lines: [20, 26]', `lines: [${times(21, (index) => index + 1).join(', ')}]`);
    expect(await contentProblems(dir)).toEqual([
      `venue.yaml:${lines} transport.tram.lines: expected at most 20 tram lines, not 21`,
      `venue.yaml:${cards} cards: expected at most 20 card brands, not 21`,
      `venue.yaml:${cuisines} cuisines: expected at most 10 cuisines, not 11`,
    ]);
  });
});

describe('texts have lengths', () => {
  it('an id, an e-mail address, a web address, the security contact and a photo file name', async () => {
    dir = copySample();
    const id = edit(dir, 'announcements.yaml', 'id: christmas-2026', `id: ${'a'.repeat(61)}`);
    const email = edit(dir, 'venue.yaml', 'email: info@example.com', `email: ${'a'.repeat(243)}@example.com`);
    const contact = edit(dir, 'venue.yaml', 'contact: mailto:info@example.com', `contact: https://example.com/${'a'.repeat(2000)}`);
    const address = edit(dir, 'links.yaml', 'social: null', `social: https://example.com/${'a'.repeat(2000)}`);
    const file = edit(dir, 'photos.yaml', 'file: hero.jpg', `file: ${'a'.repeat(297)}.jpg`);
    const problems = await contentProblems(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `venue.yaml:${email} email: expected an e-mail address of at most 254 characters`,
        `venue.yaml:${contact} security.contact: expected a contact of at most 2000 characters`,
        `announcements.yaml:${id} announcements[0].id: expected an id of at most 60 characters`,
        `links.yaml:${address} social: expected a web address of at most 2000 characters`,
        `photos.yaml:${file} pages.hero.file: expected a file name of at most 300 characters`,
      ]),
    );
  });

  it('an id of 60 characters and an e-mail address of 254 are fine', async () => {
    dir = copySample();
    edit(dir, 'announcements.yaml', 'id: christmas-2026', `id: ${'a'.repeat(60)}`);
    edit(dir, 'venue.yaml', 'email: info@example.com', `email: ${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.cz`);
    expect((await loadContent(dir)).ok).toBe(true);
  });
});
