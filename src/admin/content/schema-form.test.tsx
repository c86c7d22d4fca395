/**
 * The schema-driven form shows every value of every content file in a field, and the
 * fields read back give the same data: each content file's sample (content/*.yaml,
 * validated by the loader's schema) is rendered, every value is blanked, then filled
 * again from what the rendered inputs show, as a browser would submit them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { I18nProvider } from '../i18n/i18n';
import { readValue } from './field-text';
import { formFields } from './form-html.test-support';
import { leavesOf } from './leaves';
import { pathKey, setAt } from './paths';
import { SchemaForm } from './schema-form';
import type { Schema } from './schema-node';
import { closingTime } from './time-field';
import { widgetFor } from './widgets';
import { isMenuFile } from '../menus/menu-lists';
import type { Path } from './paths';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const subjects = Object.keys(contentFiles) as ContentSubject[];

function sample(subject: ContentSubject): unknown {
  const text = readFileSync(path.join(contentDir, contentFiles[subject].file), 'utf8');
  return contentFiles[subject].schema.parse(parse(text));
}

/** A field as the browser submits it, read back: a closing time with its box ticked is midnight. */
function readField(fields: Map<string, string>, leaf: { path: (string | number)[]; scalar: Parameters<typeof readValue>[0] }): unknown {
  const key = pathKey(leaf.path);
  const text = fields.get(key) ?? '\u0000missing';
  if (fields.has(`${key}#midnight`)) return closingTime(fields.get(`${key}#midnight`) === 'true', text);
  return readValue(leaf.scalar, text);
}

/**
 * The hand-written parts the walk knows (hours, photos, lounge); the menus' dishes and the gallery's
 * photos are drawn by the same fields (menus/menu-editor.tsx, photos/gallery-section.tsx), folded
 * into rows or thumbnails until opened: here they are the generic lists, so that every value is in
 * a field at once (their own tests and the browser tests open them).
 */
function walkWidget(subject: ContentSubject, data: unknown) {
  if (isMenuFile(subject)) return undefined;
  const widget = widgetFor(subject, data);
  return widget && ((path: Path, schema: Schema, value: unknown) => (path[0] === 'gallery' && path.length === 2 ? undefined : widget(path, schema, value)));
}

function render(subject: ContentSubject, data: unknown, errors = new Map<string, string[]>()): string {
  const schema = contentFiles[subject].schema as unknown as Schema;
  return renderToString(
    <I18nProvider initial="cs">
      <SchemaForm schema={schema} data={data} errors={errors} onChange={() => {}} disabled={false} widget={walkWidget(subject, data)} />
    </I18nProvider>,
  );
}

describe('the schema-driven form', () => {
  it.each(subjects)('%s: every value is in a field, and the fields give back identical data', (subject) => {
    const schema = contentFiles[subject].schema as unknown as Schema;
    const data = sample(subject);
    const leaves = leavesOf(schema, data);
    expect(leaves.length).toBeGreaterThan(0);
    const fields = formFields(render(subject, data));
    // No input the walk does not know of (a union's choice is named `<path>#kind`).
    // (A closing time's "until midnight" box is `<path>#midnight`.)
    const names = [...fields.keys()].filter((name) => !name.endsWith('#kind') && !name.endsWith('#midnight'));
    expect(names.sort()).toEqual(leaves.map((leaf) => pathKey(leaf.path)).sort());
    let rebuilt = data;
    for (const leaf of leaves) rebuilt = setAt(rebuilt, leaf.path, '\u0000blank');
    for (const leaf of leaves) rebuilt = setAt(rebuilt, leaf.path, readField(fields, leaf));
    expect(rebuilt).toEqual(data);
    // And it is still what the loader accepts.
    expect(contentFiles[subject].schema.safeParse(rebuilt).success).toBe(true);
  });

  it('shows a decimal with a comma in Czech and a point in English, and reads either back', () => {
    // The sample's drinks have volumes such as 0.5 l.
    const data = sample('drinks');
    const schema = contentFiles.drinks.schema as unknown as Schema;
    const valueAt = (at: (string | number)[]): unknown =>
      at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);
    const decimal = leavesOf(schema, data).find(
      (leaf) => leaf.scalar.kind === 'number' && typeof valueAt(leaf.path) === 'number' && !Number.isInteger(valueAt(leaf.path)),
    );
    expect(decimal, 'a decimal number in the sample drinks').toBeDefined();
    const value = valueAt(decimal!.path) as number;
    const key = pathKey(decimal!.path);
    expect(formFields(render('drinks', data)).get(key)).toBe(String(value).replace('.', ','));
    const english = renderToString(
      <I18nProvider initial="en">
        <SchemaForm schema={schema} data={data} errors={new Map()} onChange={() => {}} disabled={false} widget={walkWidget('drinks', data)} />
      </I18nProvider>,
    );
    expect(formFields(english).get(key)).toBe(String(value));
    expect(readValue(decimal!.scalar, String(value).replace('.', ','))).toBe(value);
    expect(readValue(decimal!.scalar, String(value))).toBe(value);
  });

  it('shows a server error beside its field, linked to the input, as text', () => {
    const data = sample('venue');
    const html = render('venue', data, new Map([['address.street', ['<b>očekávána ulice</b>']]]));
    const input = /<input[^>]*name="address\.street"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-address-street-error"');
    expect(html).toContain('id="f-address-street-error"><li>&lt;b&gt;očekávána ulice&lt;/b&gt;</li>');
  });

  it('says an error of a price (one price or a range) once, under one id', () => {
    const html = render('drinks', sample('drinks'), new Map([['categories.0.items.1.price', ['cena musí být celé číslo']]]));
    expect(html.match(/id="f-categories-0-items-1-price-error"/g)).toHaveLength(1);
    expect(html.match(/cena musí být celé číslo/g)).toHaveLength(1);
  });

  it('labels every field of every file from the admin\'s messages (no key shown as itself)', () => {
    for (const subject of subjects) {
      const html = render(subject, sample(subject));
      for (const match of html.matchAll(/<label[^>]*>([^<]*)<\/label>|<legend>([^<]*)<\/legend>/g)) {
        const text = match[1] ?? match[2] ?? '';
        expect(text, `${subject}: a label`).not.toBe('');
        expect(/^[a-z]+[A-Z]\w*$/.test(text), `${subject}: "${text}" looks like a key`).toBe(false);
      }
    }
  });

  it('asks for every time with the phone\'s time picker, and a closing time at midnight with a box that gives back 24:00', () => {
    const data = sample('hours') as { regular: Record<string, unknown>; exceptions: unknown[] };
    const late = { ...data, regular: { ...data.regular, friday: { opens: '10:00', closes: '24:00' } } };
    const html = render('hours', late);
    const inputs = [...html.matchAll(/<input\b[^>]*name="[^"]*\.(?:opens|closes)"[^>]*>/g)].map((match) => match[0]);
    expect(inputs.length).toBeGreaterThan(14);
    for (const input of inputs) expect(input).toContain('type="time"');
    expect(html).not.toMatch(/inputMode="numeric"|inputmode="numeric"/);
    const fields = formFields(html);
    // Midnight: the box ticked, the time input empty (it cannot hold 24:00); read back, 24:00.
    expect(fields.get('regular.friday.closes#midnight')).toBe('true');
    expect(fields.get('regular.friday.closes')).toBe('');
    expect(fields.get('regular.monday.closes#midnight')).toBe('false');
    const schema = contentFiles.hours.schema as unknown as Schema;
    let rebuilt: unknown = late;
    for (const leaf of leavesOf(schema, late)) rebuilt = setAt(rebuilt, leaf.path, readField(fields, leaf));
    expect(rebuilt).toEqual(late);
    expect(closingTime(false, '23:30')).toBe('23:30');
  });

  it('shows no id, no "č. N", no file name: items are named by what the owner wrote', () => {
    const drinks = render('drinks', sample('drinks'));
    expect(drinks).not.toMatch(/name="[^"]*\.id"/);
    expect(drinks).not.toMatch(/č\.\s*\d/);
    expect(drinks).toContain('<legend>Cola 0,33 l</legend>');
    expect(drinks).toContain('Odebrat: Cola 0,33 l');
    const hours = render('hours', sample('hours'));
    expect(hours).toContain('<legend>čtvrtek 24. prosince 2026 · Štědrý den</legend>');
    const photos = render('photos', sample('photos'));
    // The file names stay in the form as hidden values; the owner reads the descriptions.
    expect(photos.replace(/<input type="hidden"[^>]*>|<option value="[^"]*"/g, '')).not.toMatch(/\.(?:jpe?g|png|webp|avif)\b/);
    expect(photos).toContain('Fotografie: ');
  });

  it('lists the hours exceptions by date, newest first, with the past ones folded away under their count', () => {
    const data = sample('hours') as { regular: unknown; exceptions: unknown[] };
    const closed = (date: string, cs: string, en: string) => ({ date, name: { cs, en }, closed: true });
    const exceptions = [
      closed('2099-05-01', 'Svátek práce', 'Labor Day'),
      closed('2001-12-24', 'Štědrý den', 'Christmas Eve'),
      closed('2099-12-24', 'Štědrý den', 'Christmas Eve'),
      closed('2002-01-01', 'Nový rok', "New Year's Day"),
    ];
    const html = render('hours', { ...data, exceptions });
    const legends = [...html.matchAll(/<legend>([^<]*)<\/legend>/g)].map((match) => match[1]).filter((text) => /\d{4} · /.test(text ?? ''));
    expect(legends).toEqual([
      'čtvrtek 24. prosince 2099 · Štědrý den',
      'pátek 1. května 2099 · Svátek práce',
      'úterý 1. ledna 2002 · Nový rok',
      'pondělí 24. prosince 2001 · Štědrý den',
    ]);
    const [coming, folded] = html.split('<details');
    expect(coming).toContain('2099 · Svátek práce');
    expect(coming).not.toContain('2002');
    expect(folded).toMatch(/^[^>]*>\s*<summary>Minulé výjimky \(2\)<\/summary>/);
    // Each item keeps its place in the file: its fields' names are its index there.
    expect(formFields(html).get('exceptions.3.date')).toBe('2002-01-01');
    expect(html).toContain('Odebrat: út 1. 1. Nový rok');
  });

  it('opens the past exceptions by itself when one of them has an error', () => {
    const data = sample('hours') as { regular: unknown; exceptions: unknown[] };
    const exceptions = [{ date: '2001-12-24', name: { cs: '', en: 'Christmas Eve' }, closed: true }];
    const folded = render('hours', { ...data, exceptions });
    expect(folded).toMatch(/<details class="admin-lunch-details">/);
    const errors = new Map([['exceptions.0.name.cs', ['Vyplňte název česky.']]]);
    expect(render('hours', { ...data, exceptions }, errors)).toMatch(/<details class="admin-lunch-details" open="">/);
  });
});
