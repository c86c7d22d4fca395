/**
 * Schema tests for every file of the content folder: the sample is valid, good
 * variations are accepted, and each bad edit is refused with the file, the line,
 * the field and what was expected (`venue.yaml:42 phones.events: expected …`).
 * Each test edits a fresh copy of content/ and asks for the exact printed line.
 */
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentProblems, copySample, edit, lineOfText, removeDir, sampleDir } from './content-fixture.test-support';
import { formatContentError, loadContent } from './load';

let dir: string;
beforeEach(() => {
  dir = copySample();
});
afterEach(() => removeDir(dir));

const problems = () => contentProblems(dir);

async function snapshot() {
  const result = await loadContent(dir);
  if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
  return result.snapshot;
}

describe('the sample content', () => {
  it('is valid, with every file, dated for the coming year', async () => {
    const result = await loadContent(sampleDir);
    expect(result.ok ? [] : result.errors.map(formatContentError)).toEqual([]);
    if (!result.ok) return;
    const { content, version, modified, dir: loadedFrom } = result.snapshot;
    expect(Object.keys(content).sort()).toEqual(['announcements', 'bookings', 'dailyMenu', 'drinks', 'events', 'foodMenu', 'hours', 'links', 'lounge', 'photos', 'venue']);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(loadedFrom).toBe(sampleDir);
    expect(Object.values(modified).every((date) => date instanceof Date)).toBe(true);
    // The 2025 edition of the spec and the next one; no 2026 edition is invented.
    expect(content.events.feast.editions.map((edition) => [edition.start, edition.end, edition.banner.from, edition.banner.until])).toEqual([
      ['2025-11-08', '2025-11-11', '2025-10-15', '2025-11-11'],
      ['2027-11-11', '2027-11-14', '2027-10-15', '2027-11-14'],
    ]);
    const exceptions = content.hours.exceptions.map((exception) => exception.date);
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01', '2027-12-24', '2028-01-01']) expect(exceptions).toContain(date);
    expect(content.announcements.announcements.map((notice) => notice.id)).toEqual(['christmas-2026', 'christmas-2027']);
    expect(Object.values(content.links).every((link) => link === null)).toBe(true);
    // The wine note has no year: the page says which edition.
    const wine = content.events.feast.editions[1]!.menu.find((group) => group.id === 'wine');
    expect(wine?.note?.cs).not.toMatch(/letošní/);
  });

  it('keeps the facts of the specification', async () => {
    const { content } = await snapshot();
    expect(content.venue.seats).toEqual({ restaurant: 120, cafe: 30, terrace: 40, lounge: 90, joined: 250 });
    expect(content.lounge.arrangements.map((arrangement) => `${arrangement.id}:${arrangement.capacity}`)).toEqual(['U:50', 'T:36', 'I:30', 'bar:40', 'reception:100', 'combined:250']);
    const prices = Object.fromEntries(content.drinks.categories.flatMap((category) => category.items.map((item) => [item.id, item.price])));
    expect(prices).toMatchObject({ cola: 35, water: 25, espresso: 35, 'draft-premium': 55, gin: [55, 65], cognac: 75, 'house-wine': 40, sparkling: 60 });
    for (const edition of content.events.feast.editions) {
      const dishes = Object.fromEntries(edition.menu.flatMap((group) => group.items.map((item) => [item.id, item.price])));
      expect(dishes).toEqual({ 'goose-liver': 159, 'goose-broth': 109, 'goose-whole': 2599, 'goose-half': 1299, 'goose-quarter': 649, 'goose-leg': 559, 'duck-leg': 419, 'potato-pancake': 329, 'wine-bottle': 369, 'wine-carafe': 139, 'wine-glass': 69 });
    }
    expect(content.hours.regular.monday).toEqual({ opens: '10:00', closes: '22:00' });
  });

  it('has a version that follows the bytes of the YAML files only', async () => {
    const before = await snapshot();
    expect((await snapshot()).version).toBe(before.version);
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: 36 }');
    const after = await snapshot();
    expect(after.version).not.toBe(before.version);
    expect(after.photosStamp).toBe(before.photosStamp);
    // A photo replaced under the same name: same version, another photo stamp.
    writeFileSync(path.join(dir, 'photos', 'hero.jpg'), Buffer.alloc(10));
    const replaced = await snapshot();
    expect(replaced.version).toBe(after.version);
    expect(replaced.photosStamp).not.toBe(after.photosStamp);
  });
});

describe('any file', () => {
  it('names a missing file', async () => {
    unlinkSync(path.join(dir, 'venue.yaml'));
    expect(await problems()).toEqual(['venue.yaml: the file is missing']);
  });

  it('reports a YAML syntax error at its line, with the parser message', async () => {
    const line = edit(dir, 'lounge.yaml', '  - { id: T, capacity: 36, upTo: false }', '  - { id: T, capacity: 36, upTo: false');
    const [problem, ...rest] = await problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(new RegExp(`^lounge\\.yaml:${line + 1}: .*flow`, 'i'));
  });

  it('says to check the indentation when a key is out of line', async () => {
    const line = edit(dir, 'venue.yaml', '  events: ', '   events: ');
    expect((await problems())[0]).toMatch(new RegExp(`^venue\\.yaml:${line}: .*check the indentation`));
  });

  it.each([
    ['a banner from a year before (an edition copied with only its days changed)', '{ from: 2025-10-15, until: 2025-11-11 }', 'expected the banner to start at most 90 days before the first day (were only the days changed?)'],
    ['a banner that starts after the first day', '{ from: 2027-11-12, until: 2027-11-14 }', 'expected the banner to start on or before the first day'],
  ])('refuses %s, at its line', async (_what, banner, message) => {
    const line = edit(dir, 'events.yaml', '      banner: { from: 2027-10-15, until: 2027-11-14 }', `      banner: ${banner}`);
    const [problem] = await problems();
    expect(problem).toMatch(new RegExp(`^events\\.yaml:${line} `));
    expect(problem!.endsWith(message)).toBe(true);
  });

  it.each([
    ['0 and 0', '0', '0'],
    ['latitude and longitude swapped', '14.3433', '50.0985'],
  ])('refuses a point outside Czechia (%s), where the address is', async (_what, latitude, longitude) => {
    edit(dir, 'venue.yaml', '  latitude: 50.0985', `  latitude: ${latitude}`);
    edit(dir, 'venue.yaml', '  longitude: 14.3433', `  longitude: ${longitude}`);
    expect(await problems()).toEqual([
      expect.stringMatching(/^venue\.yaml:\d+ geo: expected a point in Czechia, where the address is: check it, and that latitude and longitude are not swapped$/),
    ]);
  });

  it('says a tram needs at least one line', async () => {
    const line = edit(dir, 'venue.yaml', '    lines: [20, 26]', '    lines: []');
    expect(await problems()).toEqual([`venue.yaml:${line} transport.tram.lines: expected at least one tram line number`]);
  });

  it('refuses a key given twice', async () => {
    const line = edit(dir, 'links.yaml', 'social: null', 'social: null\nsocial: null') + 1;
    expect(await problems()).toEqual([`links.yaml:${line}: Map keys must be unique`]);
  });

  it('names an unknown field, and suggests the one meant', async () => {
    const line = edit(dir, 'venue.yaml', '\nemail: ', '\nemial: ', 'emial');
    expect(await problems()).toEqual(['venue.yaml email: missing (expected an e-mail address)', `venue.yaml:${line} emial: unknown field "emial"; did you mean "email"?`]);
  });

  it('says an empty file is empty, unless every field may be left out', async () => {
    writeFileSync(path.join(dir, 'venue.yaml'), '# nothing yet\n');
    writeFileSync(path.join(dir, 'announcements.yaml'), '# no notices\n');
    expect(await problems()).toEqual(['venue.yaml: the file is empty']);
  });

  it('refuses a list where the file needs fields', async () => {
    writeFileSync(path.join(dir, 'lounge.yaml'), '- U\n- T\n');
    expect(await problems()).toEqual(['lounge.yaml:1: expected fields written as key: value on the lines below']);
  });

  it('lists the problems of every file at once', async () => {
    unlinkSync(path.join(dir, 'links.yaml'));
    edit(dir, 'venue.yaml', "'+420 000 000 002'", "'+420 2'");
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: -1 }');
    expect((await problems()).map((problem) => problem.split(/[: ]/)[0])).toEqual(['venue.yaml', 'drinks.yaml', 'links.yaml']);
  });
});

describe('venue.yaml', () => {
  it('accepts other real values', async () => {
    edit(dir, 'venue.yaml', "restaurant: '+420 000 000 001'", "restaurant: '+420 233 123 456'");
    edit(dir, 'venue.yaml', 'email: info@example.com', 'email: rezervace@restaurace-ballon.cz');
    edit(dir, 'venue.yaml', 'lines: [20, 26]', 'lines: [20]');
    const { content } = await snapshot();
    expect(content.venue.phones.restaurant).toBe('+420 233 123 456');
    expect(content.venue.transport.tram.lines).toEqual([20]);
  });

  it.each([
    ['a phone number', "events: '+420 000 000 002'", "events: '+420 12'", 'phones.events: expected a +420 phone number written as +420 123 456 789'],
    ['an IČO written as a number', "ico: '00000000'", 'ico: 12345678', 'operator.ico: expected an IČO of 8 digits'],
    ['a postal code', "postalCode: '160 00'", "postalCode: '16000'", 'address.postalCode: expected a postal code written as 160 00'],
    ['an e-mail address', 'email: info@example.com', 'email: info(at)example.com', 'email: expected an e-mail address'],
    ['a country', 'country: CZ', 'country: SK', 'country: expected the country code CZ'],
    ['a price range', "priceRange: '$$'", "priceRange: 'mid'", 'priceRange: expected a price range of one to four $'],
    ['a seat count', 'restaurant: 120', 'restaurant: 12.5', 'seats.restaurant: expected a whole number of people'],
  ])('refuses %s, at its line', async (_what, from, to, message) => {
    const line = edit(dir, 'venue.yaml', from, to);
    const [problem] = await problems();
    expect(problem).toMatch(new RegExp(`^venue\\.yaml:${line} `));
    expect(problem!.endsWith(message)).toBe(true);
  });

  it('refuses a text in one language only', async () => {
    const line = edit(dir, 'venue.yaml', '  en: Free parking right in front of the restaurant\n', '');
    expect(await problems()).toEqual([`venue.yaml:${line - 2} parking.en: missing (expected an English text)`]);
  });

  it('refuses an empty text', async () => {
    const line = edit(dir, 'venue.yaml', 'cs: Restaurace Ballon', "cs: ' '");
    expect(await problems()).toEqual([`venue.yaml:${line} name.cs: expected a Czech text, not an empty one`]);
  });
});

describe('hours.yaml', () => {
  it('accepts a closed weekday and an exception with its own hours', async () => {
    edit(dir, 'hours.yaml', "monday: { opens: '10:00', closes: '22:00' }", 'monday: closed');
    edit(dir, 'hours.yaml', "closes: '18:00'", "closes: '24:00'");
    const { content } = await snapshot();
    expect(content.hours.regular.monday).toBe('closed');
    expect(content.hours.exceptions.find((exception) => exception.date === '2026-12-31')).toMatchObject({ opens: '10:00', closes: '24:00' });
  });

  it('accepts a file without exceptions', async () => {
    writeFileSync(path.join(dir, 'hours.yaml'), `regular:\n${['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => `  ${day}: { opens: '10:00', closes: '22:00' }`).join('\n')}\n`);
    expect((await snapshot()).content.hours.exceptions).toEqual([]);
  });

  it('names the time of an exception, not the whole union (opens: 25:00)', async () => {
    const line = edit(dir, 'hours.yaml', "    opens: '10:00'\n    closes: '18:00'", "    opens: '25:00'\n    closes: '18:00'");
    expect(await problems()).toEqual([`hours.yaml:${line} exceptions[3].opens: expected a time written as HH:MM (00:00–24:00)`]);
  });

  it('names a missing closing time of an exception', async () => {
    const line = edit(dir, 'hours.yaml', "    opens: '10:00'\n    closes: '18:00'\n", "    opens: '10:00'\n");
    expect(await problems()).toEqual([`hours.yaml:${line - 2} exceptions[3].closes: missing (expected a time written as HH:MM)`]);
  });

  it('says closed: true and opening hours do not go together', async () => {
    const line = edit(dir, 'hours.yaml', '    closed: true\n', "    closed: true\n    opens: '10:00'\n", 'opens');
    expect(await problems()).toEqual([`hours.yaml:${line} exceptions[0].opens: "opens" does not go together with the other fields here`]);
  });

  it('explains a weekday written in words', async () => {
    const line = edit(dir, 'hours.yaml', "tuesday: { opens: '10:00', closes: '22:00' }", 'tuesday: zavřeno');
    expect(await problems()).toEqual([`hours.yaml:${line} regular.tuesday: expected opens: and closes: times, or closed`]);
  });

  it('refuses a missing weekday', async () => {
    const line = lineOfText(dir, 'hours.yaml', 'regular:');
    edit(dir, 'hours.yaml', "  sunday: { opens: '10:00', closes: '22:00' }\n", '');
    expect(await problems()).toEqual([`hours.yaml:${line} regular.sunday: missing (expected opens: and closes: times, or closed)`]);
  });

  it('refuses closing before opening', async () => {
    const line = edit(dir, 'hours.yaml', "friday: { opens: '10:00', closes: '22:00' }", "friday: { opens: '22:00', closes: '10:00' }");
    expect(await problems()).toEqual([`hours.yaml:${line} regular.friday.closes: expected closing after opening`]);
  });

  it('refuses a date that does not exist, and a date listed twice', async () => {
    const bad = edit(dir, 'hours.yaml', 'date: 2028-01-01', 'date: 2027-02-30');
    const twice = edit(dir, 'hours.yaml', 'date: 2027-12-25', 'date: 2027-12-24');
    expect(await problems()).toEqual([`hours.yaml:${twice} exceptions[6].date: expected each date once; 2027-12-24 is listed twice`, `hours.yaml:${bad} exceptions[9].date: expected a date that exists in the calendar`]);
  });

  it('refuses a date in another format with one message', async () => {
    const line = edit(dir, 'hours.yaml', 'date: 2026-12-24', 'date: 24. 12. 2026');
    expect(await problems()).toEqual([`hours.yaml:${line} exceptions[0].date: expected a date written as YYYY-MM-DD`]);
  });
});

describe('drinks.yaml', () => {
  it('accepts allergens and a drink without a volume', async () => {
    edit(dir, 'drinks.yaml', '{ id: cola, name: { cs: Cola, en: Cola }, volume: 0.33, price: 35 }', '{ id: cola, name: { cs: Cola, en: Cola }, price: 35, allergens: [1, 7] }');
    const cola = (await snapshot()).content.drinks.categories[0]!.items[0]!;
    expect(cola).toEqual({ id: 'cola', name: { cs: 'Cola', en: 'Cola' }, price: 35, allergens: [1, 7] });
  });

  it('names the wrong half of a price range', async () => {
    const line = edit(dir, 'drinks.yaml', 'price: [45, 50] }', "price: [45, '50'] }");
    expect(await problems()).toEqual([`drinks.yaml:${line} categories[4].items[0].price[1]: the price must be a whole number of crowns`]);
  });

  it('explains a price written with its currency', async () => {
    const line = edit(dir, 'drinks.yaml', 'price: 75 }', 'price: 75 Kč }');
    expect(await problems()).toEqual([`drinks.yaml:${line} categories[4].items[6].price: the price must be a whole number of crowns, or a range of two such prices`]);
  });

  it('refuses a category title in one language', async () => {
    const line = edit(dir, 'drinks.yaml', 'title: { cs: Teplé nápoje, en: Hot drinks }', 'title: Teplé nápoje');
    expect(await problems()).toEqual([`drinks.yaml:${line} categories[1].title: expected a text in both languages (cs: … and en: …)`]);
  });

  it('refuses an allergen outside 1–14 and a bad id', async () => {
    const line = edit(dir, 'drinks.yaml', '{ id: tea, name: { cs: Čaj, en: Tea }, price: 35 }', '{ id: Black Tea, name: { cs: Čaj, en: Tea }, price: 35, allergens: [15] }');
    expect(await problems()).toEqual([
      `drinks.yaml:${line} categories[1].items[2].id: expected an id of lower-case letters, digits and dashes`,
      `drinks.yaml:${line} categories[1].items[2].allergens[0]: expected allergen numbers 1–14`,
    ]);
  });
});

describe('events.yaml', () => {
  it('accepts a third edition after the others', async () => {
    edit(dir, 'events.yaml', 'feast:\n  editions:\n', "feast:\n  editions:\n    - start: 2024-11-09\n      end: 2024-11-11\n      banner: { from: 2024-10-20, until: 2024-11-11 }\n      menu:\n        - id: goose\n          title: { cs: Husa, en: Goose }\n          items:\n            - { id: goose-half, name: { cs: Půlka husy, en: Half a goose }, price: 1199 }\n");
    expect((await snapshot()).content.events.feast.editions.map((edition) => edition.start)).toEqual(['2024-11-09', '2025-11-08', '2027-11-11']);
  });

  it('names the amount field the operator got wrong', async () => {
    const line = edit(dir, 'events.yaml', 'amount: { grams: 4200, approx: true }', 'amount: { grams: 4200, approx: yes }');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[0].menu[1].items[0].amount.approx: expected true or false`]);
  });

  it('explains an amount in the wrong unit', async () => {
    const line = edit(dir, 'events.yaml', 'amount: { litres: 0.3 }', 'amount: { ml: 300 }');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[0].menu[0].items[1].amount: expected litres: 0.3, or grams: 480 (with approx: true when it is approximate)`]);
  });

  it('refuses an edition that ends before it starts', async () => {
    const line = edit(dir, 'events.yaml', 'end: 2025-11-11', 'end: 2025-11-01');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[0].end: expected the last day on or after the first day`]);
  });

  it('refuses editions out of order', async () => {
    const line = edit(dir, 'events.yaml', 'start: 2027-11-11', 'start: 2025-11-10');
    edit(dir, 'events.yaml', 'banner: { from: 2027-10-15, until: 2027-11-14 }', 'banner: { from: 2025-10-20, until: 2025-11-10 }');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[1].start: expected editions in date order, each after the one before`]);
  });

  it('refuses a banner that ends before it starts', async () => {
    const line = edit(dir, 'events.yaml', 'banner: { from: 2027-10-15, until: 2027-11-14 }', 'banner: { from: 2027-10-15, until: 2027-10-01 }');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[1].banner.until: expected the banner to end on or after it starts`]);
  });

  it('refuses a menu group without dishes', async () => {
    const sample = ' # SAMPLE: the kitchen to confirm\n';
    const text = `            - { id: wine-bottle, name: { cs: Láhev, en: Bottle }, amount: { litres: 0.7 }, price: 369, allergens: [12] }${sample}            - { id: wine-carafe, name: { cs: Karafa, en: Carafe }, amount: { litres: 0.25 }, price: 139, allergens: [12] }${sample}            - { id: wine-glass, name: { cs: Sklenka, en: Glass }, amount: { litres: 0.1 }, price: 69, allergens: [12] }${sample}`;
    const line = edit(dir, 'events.yaml', `          items:\n${text}`, '          items: []\n');
    expect(await problems()).toEqual([`events.yaml:${line} feast.editions[0].menu[3].items: expected at least one dish`]);
  });
});

describe('lounge.yaml', () => {
  it('refuses a missing table arrangement and one listed twice', async () => {
    const listed = lineOfText(dir, 'lounge.yaml', 'arrangements:');
    const line = edit(dir, 'lounge.yaml', '{ id: T,', '{ id: bar,');
    expect(await problems()).toEqual([`lounge.yaml:${listed} arrangements: expected the T arrangement (the enquiry form offers it)`, `lounge.yaml:${lineOfText(dir, 'lounge.yaml', '{ id: bar, capacity: 40')} arrangements[3].id: expected each arrangement once; bar is listed twice`]);
    expect(line).toBe(listed + 2);
  });

  it('refuses an unknown arrangement and a capacity of 0', async () => {
    const line = edit(dir, 'lounge.yaml', '{ id: I, capacity: 30, upTo: false }', '{ id: O, capacity: 0, upTo: false }');
    expect(await problems()).toEqual([`lounge.yaml:${line} arrangements[2].id: expected one of U, T, I, bar, reception, combined`, `lounge.yaml:${line} arrangements[2].capacity: expected a number of people above 0`]);
  });
});

describe('announcements.yaml', () => {
  it('accepts no announcements', async () => {
    writeFileSync(path.join(dir, 'announcements.yaml'), 'announcements: []\n');
    expect((await snapshot()).content.announcements.announcements).toEqual([]);
  });

  it('refuses a notice that ends before it starts', async () => {
    const line = edit(dir, 'announcements.yaml', 'until: 2026-12-26', 'until: 2026-12-01');
    expect(await problems()).toEqual([`announcements.yaml:${line} announcements[0].until: expected the notice to end on or after it starts`]);
  });

  it('refuses a notice in one language', async () => {
    const line = edit(dir, 'announcements.yaml', "      en: We're closed December 24–26. Happy holidays!\n", '');
    expect(await problems()).toEqual([`announcements.yaml:${line - 2} announcements[0].text.en: missing (expected an English text)`]);
  });
});

describe('links.yaml', () => {
  it('accepts addresses and a menu provider', async () => {
    edit(dir, 'links.yaml', 'dailyMenu: null', 'dailyMenu: https://menu.example.com/daily?lang=cs');
    edit(dir, 'links.yaml', 'menuProvider: null', 'menuProvider:\n  name: Menu Example s.r.o.\n  url: https://menu.example.com/');
    const { links } = (await snapshot()).content;
    expect(links.dailyMenu).toBe('https://menu.example.com/daily?lang=cs');
    expect(links.menuProvider).toEqual({ name: 'Menu Example s.r.o.', url: 'https://menu.example.com/' });
  });

  it('accepts a file that leaves links out', async () => {
    writeFileSync(path.join(dir, 'links.yaml'), 'social: https://www.facebook.com/example\n');
    expect((await snapshot()).content.links).toMatchObject({ social: 'https://www.facebook.com/example', dailyMenu: null, menuProvider: null });
  });

  it.each([
    ['without https://', 'www.facebook.com/ballon'],
    ['with a password', 'https://user:secret@menu.example.com/'],
    ['of another scheme', 'javascript:alert(1)'],
  ])('refuses an address %s', async (_what, address) => {
    const line = edit(dir, 'links.yaml', 'social: null', `social: '${address}'`);
    expect(await problems()).toEqual([`links.yaml:${line} social: expected a web address starting with https://, with a plain host name and without a user name or password`]);
  });
});

describe('photos.yaml', () => {
  it('names a photo whose file is missing, at its line', async () => {
    rmSync(path.join(dir, 'photos', 'lounge', '03.jpg'));
    const line = lineOfText(dir, 'photos.yaml', 'file: lounge/03.jpg');
    expect(await problems()).toEqual([`photos.yaml:${line} gallery.lounge[2].file: the photo photos/lounge/03.jpg is missing`]);
  });

  it('refuses a file name that leaves the photos folder', async () => {
    const line = edit(dir, 'photos.yaml', 'file: hero.jpg', 'file: ../venue.yaml');
    expect(await problems()).toEqual([`photos.yaml:${line} pages.hero.file: expected a file under photos/ such as lounge/01.jpg (letters, digits, dashes; .jpg, .png, .webp or .avif)`]);
  });

  it('refuses a photo without its English description', async () => {
    const text = lineOfText(dir, 'photos.yaml', 'file: cafe/01.jpg');
    writeFileSync(path.join(dir, 'photos.yaml'), readFileSync(path.join(dir, 'photos.yaml'), 'utf8').replace(/(file: cafe\/01\.jpg\n\s+alt:\n\s+cs: [^\n]*\n)\s+en: [^\n]*\n/, '$1'));
    expect(await problems()).toEqual([`photos.yaml:${text + 1} gallery.cafe[0].alt.en: missing (expected an English text)`]);
  });
});

describe('bookings.yaml', () => {
  it.each([
    ['a slot step that does not divide an hour', 'slotMinutes: 15', 'slotMinutes: 25', 'slotMinutes', 'expected a step that divides an hour: 5, 10, 15, 20, 30 or 60 minutes'],
    ['an area with no covers', 'restaurant: { covers: 40 }', 'restaurant: { covers: 0 }', 'areas.restaurant.covers', 'expected a whole number from 1 to 1000'],
    ['covers that are not a whole number', 'cafe: { covers: 12 }', 'cafe: { covers: 12.5 }', 'areas.cafe.covers', 'expected a whole number from 1 to 1000'],
    ['a season that ends before it starts', 'season: { from: 2027-05-01, until: 2027-09-30 }', 'season: { from: 2027-05-01, until: 2027-04-30 }', 'areas.terrace.season.until', 'expected the season to end on or after the day it starts'],
    ['a lead time of a negative number of minutes', 'leadMinutes: 120', 'leadMinutes: -5', 'leadMinutes', 'expected a whole number from 0 to 10080'],
    ['reminders as a word', 'reminders: true', 'reminders: sometimes', 'reminders', 'expected true (yes) or false (no)'],
  ])('refuses %s, at its line, in words', async (_what, from, to, field, message) => {
    const line = edit(dir, 'bookings.yaml', from, to);
    expect(await problems()).toEqual([`bookings.yaml:${line} ${field}: ${message}`]);
  });

  it('refuses an area it does not know, and says where the table request limits went', async () => {
    edit(dir, 'bookings.yaml', 'areas:\n', 'areas:\n  lounge: { covers: 20 }\n');
    const line = edit(dir, 'venue.yaml', 'privacy:\n', 'tableRequests:\n  leadMinutes: 120\nprivacy:\n');
    const found = await problems();
    expect(found).toHaveLength(2);
    expect(found.find((problem) => problem.startsWith('bookings.yaml:'))).toMatch(/lounge/);
    expect(found).toContain(
      `venue.yaml:${line} tableRequests: the "tableRequests" block moved to bookings.yaml: copy bookings.yaml from the sample content, move its values there and delete the block here`,
    );
  });

  it('refuses values that contradict each other', async () => {
    const sitting = edit(dir, 'bookings.yaml', 'sitting: { minutes: 90, longerMinutes: 120,', 'sitting: { minutes: 90, longerMinutes: 60,');
    const confirm = edit(dir, 'bookings.yaml', 'confirmUpTo: 6', 'confirmUpTo: 20');
    expect(await problems()).toEqual([
      `bookings.yaml:${sitting} sitting.longerMinutes: expected a larger party to keep its table at least as long as a smaller one: 90 minutes or more`,
      `bookings.yaml:${confirm} confirmUpTo: expected at most the largest party taken (12)`,
    ]);
  });

  it('refuses a largest party above every area’s covers: nobody could ever book it', async () => {
    // The sample's largest area (the restaurant) gives 40 covers; the check leaves the party at 40 alone.
    const party = edit(dir, 'bookings.yaml', 'largestParty: 12', 'largestParty: 41');
    expect(await problems()).toEqual([
      `bookings.yaml:${party} largestParty: expected at most the covers the largest area gives online bookings (40): a larger party could never be booked`,
    ]);
    edit(dir, 'bookings.yaml', 'largestParty: 41', 'largestParty: 40');
    expect((await snapshot()).content.bookings.largestParty).toBe(40);
  });

  it('is required: a content folder without it says it is new and where to copy it from', async () => {
    unlinkSync(path.join(dir, 'bookings.yaml'));
    expect((await problems()).filter((problem) => problem.startsWith('bookings.yaml'))).toEqual([
      'bookings.yaml: the file is missing (new in this version: copy it from the sample content, see docs/operations.md, Upgrading)',
    ]);
  });
});
