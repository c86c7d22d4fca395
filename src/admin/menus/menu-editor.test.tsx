/**
 * The menu editor as the server-side renderer draws it (no effects, no clicks: the browser tests,
 * tests/e2e/admin-menus.spec.ts, tap through it): folded cards with titles and counts, no dish's
 * field until its row opens, and a row with a server error opened beside it, chips named.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { SchemaForm } from '../content/schema-form';
import type { Schema } from '../content/schema-node';
import { widgetFor } from '../content/widgets';
import { I18nProvider } from '../i18n/i18n';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const sample = (subject: ContentSubject): unknown =>
  contentFiles[subject].schema.parse(parse(readFileSync(path.join(contentDir, contentFiles[subject].file), 'utf8')));

function render(
  subject: ContentSubject,
  { lang = 'cs', errors = new Map<string, string[]>() }: { lang?: 'cs' | 'en'; errors?: Map<string, string[]> } = {},
): string {
  const data = sample(subject);
  return renderToString(
    <MemoryRouter initialEntries={[`/content/${subject}`]}>
      <I18nProvider initial={lang}>
        <SchemaForm
          schema={contentFiles[subject].schema as unknown as Schema}
          data={data}
          errors={errors}
          onChange={() => {}}
          disabled={false}
          widget={widgetFor(subject, data)}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const toggles = (html: string) =>
  [
    ...html.matchAll(
      /<button[^>]*class="admin-menu-toggle"[^>]*aria-expanded="(true|false)"[^>]*>([\s\S]*?)<\/button>/g,
    ),
  ].map((match) => ({
    open: match[1] === 'true',
    text: match[2]!
      // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of one menu, not request data
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));

describe('the menu editor', () => {
  it('shows the food menu as folded sections with their counts, and no dish’s field', () => {
    const menu = sample('foodMenu') as { sections: { title: { cs: string }; items: unknown[] }[] };
    const html = render('foodMenu');
    expect(toggles(html)).toEqual(
      menu.sections.map((section) => ({
        open: false,
        text: expect.stringMatching(
          new RegExp(`^${section.title.cs} ${section.items.length} (?:jídlo|jídla|jídel)$`),
        ) as unknown,
      })),
    );
    expect(html).not.toMatch(/name="sections\./);
    expect(html).toContain('type="search"');
  });

  it('counts in English, and drinks as drinks', () => {
    expect(toggles(render('foodMenu', { lang: 'en' }))[0]?.text).toMatch(/^Starters \d+ dishes$/);
    expect(toggles(render('drinks'))[0]?.text).toMatch(/^Nealkoholické nápoje 3 nápoje$/);
  });

  it('gives every feast edition its own menu, search and ids', () => {
    const html = render('events');
    expect(html.match(/type="search"/g)).toHaveLength(
      (sample('events') as { feast: { editions: unknown[] } }).feast.editions.length,
    );
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('opens the card and the row of a field the server refused, its message beside it, allergens as named chips', () => {
    const html = render('foodMenu', { errors: new Map([['sections.1.items.0.price', ['cena musí být celé číslo']]]) });
    expect(toggles(html).filter((toggle) => toggle.open)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="sections\.1\.items\.0\.price"/);
    expect(html).toContain('id="f-sections-1-items-0-price-error"><li>cena musí být celé číslo</li>');
    // That dish's fields only.
    expect(html).not.toMatch(/name="sections\.1\.items\.1\./);
    expect(html).toMatch(/<input type="checkbox" id="f-sections-1-items-0-allergens-1"[^>]*\/><span>1 Lepek<\/span>/);
    expect(html).toMatch(/<span>7 Mléko<\/span>/);
    expect(html).toMatch(/<span>Veganské<\/span>/);
    // No allergen list as numbers to type.
    expect(html).not.toMatch(/name="sections\.1\.items\.0\.allergens"/);
  });
});
