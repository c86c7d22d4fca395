import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishSpellings, menuNamesNotInTitleCase } from '../../src/test-support/english-copy';
import { loadContent } from '../../server/content/load';

// The sample content's English (dish and drink names, notes, alt texts) is guest-facing copy like the i18n
// resources: the same house style (src/i18n/english-copy.test.ts) holds for every `en` of a { cs, en } text.
const loaded = await loadContent(path.resolve(import.meta.dirname, '../../content'));
if (!loaded.ok) throw new Error('the sample content is invalid');

function englishTexts(value: unknown, at = ''): Array<[string, string]> {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own: Array<[string, string]> =
    typeof record.cs === 'string' && typeof record.en === 'string' ? [[`${at}.en`, record.en]] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => englishTexts(child, at ? `${at}.${key}` : key))];
}

const texts = englishTexts(loaded.snapshot.content);

describe("the sample content's English", () => {
  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it('is spelled the US way (draft beer, specialties, pickle…)', () => {
    expect(texts.flatMap(([at, text]) => britishSpellings(text).map((word) => `${at}: ${word}`))).toEqual([]);
  });

  it('names the menus in Title Case', () => {
    expect(texts.flatMap(([at, text]) => menuNamesNotInTitleCase(text).map((phrase) => `${at}: ${phrase}`))).toEqual(
      [],
    );
  });
});
