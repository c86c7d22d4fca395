/**
 * The launch checklist as the admin shows it: each item with the public page where its
 * value shows and that value now, in the admin's language; a menu page that shows our own
 * menu (daily-menu.yaml's published days, food-menu.yaml's sections) is not listed as
 * showing nothing, one with neither a menu of its own nor a link is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../src/content/schema';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { launchChecklist } from '../../content/launch-checklist';
import { loadContent } from '../../content/load';
import { checklistAnswer, pageOf, shownValue } from './checklist-answer';

let dir: string;
let content: SiteContent;
beforeAll(async () => {
  dir = copySample();
  const loaded = await loadContent(dir);
  if (!loaded.ok) throw new Error('the sample does not load');
  content = loaded.snapshot.content;
});
afterAll(() => removeDir(dir));

const now = new Date('2026-11-20T10:00:00Z');
const checklist = (of: SiteContent) => launchChecklist({ dir, content: of, now, mailConfigured: true });

describe('the menu pages', () => {
  it('are not listed while they show our own menus', async () => {
    expect((await checklist(content)).filter((item) => item.kind === 'menu-page')).toEqual([]);
  });

  it('are listed when they show neither a menu of our own nor a linked one', async () => {
    const none = structuredClone(content);
    none.foodMenu.sections = [];
    none.dailyMenu.days = none.dailyMenu.days.map((day) => ({ ...day, published: false }));
    const pages = (await checklist(none)).filter((item) => item.kind === 'menu-page');
    expect(pages.map((item) => checklistAnswer(item, 'cs').page)).toEqual(['dailyMenu', 'foodMenu']);
    // A link to another site's menu is a menu too.
    none.links.foodMenuPdf = 'https://menu.example/food.pdf';
    expect((await checklist(none)).filter((item) => item.kind === 'menu-page').map((item) => item.path)).toEqual([['dailyMenu']]);
  });
});

describe('an item', () => {
  it('says the page where its value shows and the value now, in the admin’s language', async () => {
    const answers = (await checklist(content)).map((item) => checklistAnswer(item, 'cs'));
    const at = (file: string, path: (string | number)[]) => answers.find((item) => item.file === file && JSON.stringify(item.path) === JSON.stringify(path));
    expect(at('venue', ['operator', 'ico'])).toMatchObject({ page: 'contact', value: '00000000' });
    expect(at('venue', ['geo', 'latitude'])).toMatchObject({ page: 'contact', value: '50,0985' });
    expect(at('venue', ['transport', 'tram', 'lines'])).toMatchObject({ page: 'contact', value: '20, 26' });
    expect(at('venue', ['privacy', 'serverLogDays'])).toMatchObject({ page: 'privacy', value: '14' });
    expect(at('venue', ['security', 'contact'])).toMatchObject({ page: null });
    expect(at('dailyMenu', ['serving'])).toMatchObject({ page: 'dailyMenu', value: '11:00–14:00' });
    expect(at('drinks', ['categories', 1, 'items'])).toMatchObject({ page: 'drinks', value: 'Espresso, Cappuccino, Čaj' });
    expect(at('foodMenu', ['sections'])).toMatchObject({ page: 'foodMenu', value: expect.stringMatching(/^Předkrmy, /) });
    expect(at('photos', ['pages', 'hero', 'file'])).toMatchObject({ page: 'home', value: expect.any(String) });
    expect(at('photos', ['pages', 'interior', 'file'])).toMatchObject({ page: 'about' });
    expect(at('photos', ['gallery', 'lounge', 0, 'file'])).toMatchObject({ page: 'gallery' });
    // A photo is shown by its description, never by its file's name.
    for (const item of answers) expect(item.value ?? '').not.toMatch(/\.(jpe?g|png|webp|avif)\b|ya?ml/i);
    // Every item of a file's field has a page or says it is on none; values are short.
    for (const item of answers) expect((item.value ?? '').length).toBeLessThanOrEqual(120);
  });

  it('reads values as the owner writes them', () => {
    expect(shownValue('2026-12-24', 'cs')).toBe('24. 12. 2026');
    expect(shownValue('2026-12-24', 'en')).toBe('24/12/2026');
    expect(shownValue({ cs: 'Štědrý den', en: 'Christmas Eve' }, 'en')).toBe('Christmas Eve');
    expect(shownValue([{ date: '2026-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, closed: true }], 'cs')).toBe('Štědrý den');
    expect(shownValue({ maxGuests: 12, minNoticeHours: 2, days: 30 }, 'cs')).toBeNull();
    expect(shownValue('x'.repeat(300), 'cs')).toHaveLength(120);
    expect(pageOf('events', ['feast', 'editions', 0])).toBe('feast');
    expect(pageOf('hours', ['exceptions'])).toBe('contact');
  });
});
