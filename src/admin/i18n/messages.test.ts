/**
 * The admin's two languages say the same things: the same keys, every message a
 * non-empty text with the same {placeholders}, Czech written with its diacritics,
 * and a label in both for every field of every content file.
 */
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../../content/schema';
import { nodeOf, type Schema } from '../content/schema-node';
import { cs } from './cs';
import { en } from './en';
import { laterCs, laterEn } from './later-words';
import { lunchCs, lunchEn } from './lunch-words';
import { menuCs, menuEn } from './menu-words';
import { photoCs, photoEn } from './photo-words';
import { dishCs, dishEn } from './dish-words';
import { editorCs, editorEn } from './editor-words';
import { pushCs, pushEn } from './push-words';
import { bookCs, bookEn } from './book-words';
import { statsCs, statsEn } from './stats-words';
import { fill, lookup } from './messages';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** Every object key of a schema, through lists, choices and optional parts. */
function fieldKeys(schema: Schema, into = new Set<string>()): Set<string> {
  const node = nodeOf(schema);
  if (node.kind === 'object') for (const [key, field] of node.shape) fieldKeys(field, into.add(key));
  if (node.kind === 'array') fieldKeys(node.element, into);
  if (node.kind === 'tuple') node.items.forEach((item) => fieldKeys(item, into));
  if (node.kind === 'union') node.options.forEach((option) => fieldKeys(option, into));
  if (node.kind === 'optional') fieldKeys(node.inner, into);
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the admin's messages", () => {
  // A language's own words, the later screens' (later-words.ts), the lunch editor's (lunch-words.ts) the menus' (menu-words.ts) and the chips' (dish-words.ts), as one.
  const czech = new Map([
    ...leaves({ ...cs, ...laterCs }),
    ...leaves(lunchCs),
    ...leaves(menuCs),
    ...leaves(dishCs),
    ...leaves(editorCs),
    ...leaves(photoCs),
    ...leaves(pushCs),
    ...leaves(bookCs),
    ...leaves(statsCs),
  ]);
  const english = new Map([
    ...leaves({ ...en, ...laterEn }),
    ...leaves(lunchEn),
    ...leaves(menuEn),
    ...leaves(dishEn),
    ...leaves(editorEn),
    ...leaves(photoEn),
    ...leaves(pushEn),
    ...leaves(bookEn),
    ...leaves(statsEn),
  ]);

  it('write "email" in English on the screens of numbers, as the guests’ pages do (Czech keeps "e-mail")', () => {
    expect([...leaves(statsEn)].filter(([, text]) => /\be-mail/i.test(text))).toEqual([]);
  });

  it('have the same keys in Czech and English', () => {
    expect([...english.keys()].sort()).toEqual([...czech.keys()].sort());
  });

  it('are all non-empty, with the same placeholders in both languages', () => {
    for (const [key, text] of czech) {
      expect(text.trim(), key).not.toBe('');
      expect(english.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('write Czech with its diacritics (no message of several words is plain ASCII)', () => {
    // Czech that needs none, and the toggle's label, which is English on purpose (lang="en").
    const needNone = new Set(['photos.wrongType', 'inbox.quoteIntro', 'common.switchLanguageLabel']);
    const plain = [...czech].filter(
      ([key, text]) =>
        !needNone.has(key) &&
        !key.startsWith('fields.') &&
        text.split(' ').length >= 4 &&
        !/[áčďéěíňóřšťúůýž]/i.test(text),
    );
    expect(plain).toEqual([]);
  });

  it('label every field of every content file in both languages', () => {
    const keys = new Set(
      Object.values(contentFiles).flatMap((entry) => [...fieldKeys(entry.schema as unknown as Schema)]),
    );
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) {
      expect(lookup(cs, `fields.${key}`), `fields.${key} (cs)`).toBeTypeOf('string');
      expect(lookup(en, `fields.${key}`), `fields.${key} (en)`).toBeTypeOf('string');
    }
  });

  it('fill placeholders and leave unknown ones as written', () => {
    expect(fill('Vítejte, {email}.', { email: 'a@b.cz' })).toBe('Vítejte, a@b.cz.');
    expect(fill('{missing}', {})).toBe('{missing}');
    expect(fill('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('find only the words written: a key objects have too is no label (`fields.constructor.name` is not "Object")', () => {
    expect(lookup(cs, 'fields.constructor.name')).toBeUndefined();
    expect(lookup(en, 'fields.toString')).toBeUndefined();
    expect(lookup(cs, 'fields.__proto__')).toBeUndefined();
  });
});
