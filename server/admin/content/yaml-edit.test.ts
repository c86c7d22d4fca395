import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles } from '../../../src/content/schema';
import { findMarkers } from '../../content/sample-markers';
import { applyData, parseForEdit, renderDocument } from './yaml-edit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content data as parsed, changed freely by the test
type Data = any;
const sample = (file: string) => readFileSync(path.join('content', file), 'utf8');

/** The text after applying `change` to the parsed value of `text`. */
function edit(text: string, change: (data: Data) => void, confirm: (string | number)[][] = []): string {
  const doc = parseForEdit(text)!;
  const data = structuredClone(parse(text));
  change(data);
  applyData(doc, data, confirm);
  const out = renderDocument(doc);
  expect(parse(out)).toEqual(data);
  return out;
}

/** The lines of `after` that differ from `before`'s (same line count assumed). */
const changedLines = (before: string, after: string) => after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

describe('applyData', () => {
  it.each(Object.values(contentFiles).map(({ file }) => file))('writes %s unchanged byte for byte', (file) => {
    const text = sample(file);
    const doc = parseForEdit(text)!;
    expect(applyData(doc, parse(text))).toBe(false);
    expect(renderDocument(doc)).toBe(text);
  });

  it('changes only the changed value and drops its trailing SAMPLE marker', () => {
    const text = sample('venue.yaml');
    const out = edit(text, (data) => {
      data.phones.restaurant = '+420 222 333 444';
    });
    expect(changedLines(text, out)).toEqual(["  restaurant: '+420 222 333 444'"]);
  });

  it('drops the marker on the key line of a block value when the value changes', () => {
    const text = sample('events.yaml');
    const out = edit(text, (data) => {
      data.feast.editions[0].menu[0].items[0].description.cs = 'Jiný popis';
    });
    expect(changedLines(text, out)).toEqual(['              description:', '                cs: Jiný popis']);
  });

  it('drops only the SAMPLE paragraph of a comment before a key, when that field is confirmed', () => {
    const text = sample('hours.yaml');
    const out = edit(text, () => undefined, [['exceptions']]);
    expect(out).toContain('# Days that differ from the usual week');
    expect(out).not.toContain('SAMPLE');
  });

  it('keeps the marker of a list when one of its items changes: the marker is the list’s, not the item’s', () => {
    const text = sample('hours.yaml');
    const out = edit(text, (data) => {
      data.exceptions[0].name.en = 'Christmas Eve (24th)';
    });
    expect(out).toContain('name: { cs: Štědrý den, en: Christmas Eve (24th) }');
    expect(findMarkers(parseForEdit(out)!).map((marker) => marker.path)).toEqual([['exceptions']]);
  });

  it('keeps the markers of fields that did not change, and drops a confirmed one', () => {
    const text = sample('venue.yaml');
    const before = findMarkers(parseForEdit(text)!).length;
    const confirmed = edit(text, () => undefined, [['operator', 'ico']]);
    expect(confirmed).toContain("ico: '00000000'\n");
    expect(findMarkers(parseForEdit(confirmed)!).length).toBe(before - 1);
  });

  it('keeps a list item and its comment when items before it are removed or reordered', () => {
    const text = sample('drinks.yaml');
    const out = edit(text, (data) => {
      const spirits = data.categories[4].items;
      spirits.splice(0, 2);
      spirits.reverse();
    });
    expect(out).toContain('# SAMPLE: the kitchen to confirm (cream and nut liqueurs: milk, 7; nuts, 8).\n      - { id: liqueurs,');
    expect(out).toContain('allergens: [7, 8] }');
  });

  it('writes new items in the style of their neighbours and new keys after their predecessor', () => {
    const text = sample('drinks.yaml');
    const out = edit(text, (data) => {
      data.categories[0].items.push({ id: 'tonic', name: { cs: 'Tonik', en: 'Tonic' }, volume: 0.25, price: 40, allergens: [1] });
      data.categories[0].items[0] = { id: 'cola', name: { cs: 'Cola', en: 'Cola' }, volume: 0.33, price: 35, allergens: [3] };
    });
    expect(out).toContain('      - { id: tonic, name: { cs: Tonik, en: Tonic }, volume: 0.25, price: 40, allergens: [1] }\n');
    expect(out).toContain('      - { id: cola, name: { cs: Cola, en: Cola }, volume: 0.33, price: 35, allergens: [3] }\n');
  });

  it.each(['a # not a comment', 'key: value', '- item', "it's \"quoted\"", 'two\nlines\n', '</script><script>alert(1)</script>', ' leading space', 'true', '123', 'null', '', '{ a: b }', '[x]', '&anchor *alias', '!tag', '%', '@x', '`x', '|', '>', '? x', 'tab\there', 'a\r\nb', '\u2028', '#'])(
    'round-trips the text %j exactly',
    (value) => {
      const text = sample('venue.yaml');
      const out = edit(text, (data) => {
        data.loungeName = value;
        data.parking.cs = value;
        data.cards[1] = value;
      });
      expect(out).toContain('# The name of the event lounge');
    },
  );
});
