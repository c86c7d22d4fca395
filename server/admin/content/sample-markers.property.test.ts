/**
 * A `# SAMPLE` marker belongs to its field: a save of field A removes
 * A's marker (and that of the one field A is part of: a text in both languages, a list
 * of numbers), never the marker of another field B, C, nor of a group or list that holds
 * A. Over every shipped content file with markers: one price change keeps the markers of
 * every drink's allergens, one added dish keeps the food menu's, and a random change of
 * any value keeps every marker but its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles } from '../../../src/content/schema';
import { findMarkers, type FieldPath } from '../../content/sample-markers';
import { applyData, parseForEdit, renderDocument } from './yaml-edit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content data as parsed, changed freely by the test
type Data = any;
const sample = (file: string) => readFileSync(path.join('content', file), 'utf8');
const key = (at: FieldPath) => JSON.stringify(at);
const markersOf = (text: string) => findMarkers(parseForEdit(text)!).map((marker) => key(marker.path));

/** The text after `change` to the parsed data of `text` (and the confirmed fields), checked to hold the data. */
function save(text: string, change: (data: Data) => void, confirm: FieldPath[] = []): string {
  const doc = parseForEdit(text)!;
  const data = structuredClone(parse(text));
  change(data);
  applyData(doc, data, confirm);
  const out = renderDocument(doc);
  expect(parse(out)).toEqual(data);
  return out;
}

/** Every scalar of the data, with its path. */
function leaves(value: unknown, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => leaves(item, [...at, name]));
  return [at];
}

const getAt = (data: unknown, at: FieldPath): unknown =>
  at.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], data);

/** A different value of the same kind. */
const changed = (value: unknown): unknown =>
  typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)} (nové)`;

/** One value as the owner edits it: a scalar, or a list or group of scalars only (yaml-edit.ts, isOneField). */
const isOneField = (value: unknown) => {
  const scalar = (item: unknown) => item === null || typeof item !== 'object';
  return scalar(value) || (typeof value === 'object' && Object.values(value as object).every(scalar));
};

/** The markers a change of the leaf `at` may remove: its own, and the one field it is part of. */
function removable(data: unknown, at: FieldPath): Set<string> {
  const out = new Set<string>();
  for (let length = at.length; length > 0; length--) {
    const prefix = at.slice(0, length);
    if (length < at.length && !isOneField(getAt(data, prefix))) break;
    out.add(key(prefix));
  }
  return out;
}

const markedFiles = Object.values(contentFiles)
  .map(({ file }) => file)
  .filter((file) => markersOf(sample(file)).length > 0);

describe('a SAMPLE marker belongs to its field', () => {
  it('one drink’s new price keeps the markers of every drink’s allergens', () => {
    const text = sample('drinks.yaml');
    const before = markersOf(text);
    expect(before).toHaveLength(5);
    const out = save(text, (data) => {
      data.categories[1].items[0].price = 39;
    });
    expect(markersOf(out)).toEqual(before);
    // The price itself changed, on its line only.
    expect(out).toContain('{ id: espresso, name: { cs: Espresso, en: Espresso }, price: 39 }');
    // So does a change of the marked drink's own price: the marker is about its allergens.
    const liqueur = save(text, (data) => {
      data.categories[4].items[9].price = [55, 60];
    });
    expect(markersOf(liqueur)).toEqual(before);
  });

  it('one added dish keeps the food menu’s marker; confirmed, only that marker goes', () => {
    const text = sample('food-menu.yaml');
    expect(markersOf(text)).toEqual([key(['sections'])]);
    const out = save(text, (data) => {
      data.sections[0].items.push({ id: 'polevka', name: { cs: 'Polévka', en: 'Soup' }, price: 79 });
    });
    expect(markersOf(out)).toEqual([key(['sections'])]);
    expect(markersOf(save(out, () => undefined, [['sections']]))).toEqual([]);
  });

  it('a day added to the daily menu keeps the markers of the days and of the serving time', () => {
    const text = sample('daily-menu.yaml');
    const before = markersOf(text);
    const out = save(text, (data) => {
      data.days.push({ date: '2027-01-04', published: false, soups: [], mains: [] });
    });
    expect(markersOf(out)).toEqual(before);
  });

  it('a field saved with a new value loses its own marker and only that one', () => {
    const text = sample('venue.yaml');
    const before = markersOf(text);
    const out = save(text, (data) => {
      data.transport.tram.lines = [20, 26, 18];
    });
    expect(markersOf(out)).toEqual(before.filter((marker) => marker !== key(['transport', 'tram', 'lines'])));
  });

  it.each(markedFiles)('%s: a change of any one value keeps every marker but its own', (file) => {
    const text = sample(file);
    const data = parse(text) as Data;
    const before = markersOf(text);
    // An item's id, date or file is what identifies it across a save (yaml-edit.ts): a new one is
    // another item, written anew without the old one's comments. Every other value is changed.
    const all = leaves(data).filter((at) => !['id', 'date', 'file'].includes(String(at.at(-1))));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: all.length - 1 }), (index) => {
        const at = all[index]!;
        const out = save(text, (copy) => {
          const parent = getAt(copy, at.slice(0, -1)) as Record<string | number, unknown>;
          parent[at.at(-1)!] = changed(parent[at.at(-1)!]);
        });
        const gone = removable(data, at);
        expect(markersOf(out)).toEqual(before.filter((marker) => !gone.has(marker)));
      }),
      { numRuns: 40 },
    );
  });
});
