/**
 * Content files under the 1 MB limit that would cost the parser seconds and
 * hundreds of megabytes (such as `x: ` and 990,000 `[` in announcements.yaml;
 * the figures are in docs/performance.md) are refused by the pre-scan with file:line,
 * and the parser never sees them: asserted on the parser itself, not on a clock.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import type * as Yaml from 'yaml';
import { copySample, removeDir } from './content-fixture.test-support';
import { formatContentError, loadContent } from './load';

vi.mock('yaml', async (importOriginal) => {
  const actual = await importOriginal<typeof Yaml>();
  return { ...actual, parseDocument: vi.fn(actual.parseDocument) };
});

let dir: string;
afterEach(() => {
  removeDir(dir);
  vi.mocked(parseDocument).mockClear();
});

/** The problems after writing `text` as `file` in a copy of the sample, and whether the parser was given that text. */
async function load(file: string, text: string) {
  dir = copySample();
  writeFileSync(path.join(dir, file), text);
  const stored = readFileSync(path.join(dir, file), 'utf8');
  expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(1_000_000);
  const result = await loadContent(dir);
  const parsed = vi.mocked(parseDocument).mock.calls.some(([source]) => source === stored);
  return { problems: result.ok ? [] : result.errors.map(formatContentError), parsed };
}

describe('a content file the parser would choke on is refused before it is parsed', () => {
  it('x: and 990,000 [ (the reported file): nested too deeply, at line 1', async () => {
    const { problems, parsed } = await load('announcements.yaml', `x: ${'['.repeat(990_000)}\n`);
    expect(problems).toEqual(['announcements.yaml:1: nested too deeply (lists or fields inside each other more than 64 levels deep); check the brackets and the indentation']);
    expect(parsed).toBe(false);
    // The ten other files were parsed as usual.
    expect(vi.mocked(parseDocument)).toHaveBeenCalledTimes(10);
  });

  it.each([
    ['990,000 {', 'venue.yaml', `name: ${'{'.repeat(990_000)}\n`, 'venue.yaml:1: nested too deeply'],
    ['lists nested on one line (- - - …)', 'lounge.yaml', `arrangements:\n${'- '.repeat(495_000)}1\n`, 'lounge.yaml:2: nested too deeply'],
    ['indentation 1,200 levels deep', 'links.yaml', `${Array.from({ length: 1200 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`, 'links.yaml:65: nested too deeply'],
    ['990,000 blank lines', 'hours.yaml', `regular:\n${'\n'.repeat(990_000)}`, 'hours.yaml:20001: more than 20,000 lines'],
    ['165,000 list items, one a line', 'drinks.yaml', `categories:\n${'  - 1\n'.repeat(165_000)}`, 'drinks.yaml:20001: more than 20,000 lines'],
    ['a list of 495,000 numbers on one line', 'events.yaml', `feast: [${'1,'.repeat(495_000)}]\n`, 'events.yaml:1: more than 20,000 list items, fields and brackets'],
    ['198,000 tags', 'photos.yaml', `pages: [${'!a 1,'.repeat(198_000)}]\n`, 'photos.yaml:1: more than 20,000 list items, fields and brackets'],
    ['330,000 aliases', 'announcements.yaml', `a: &a [1]\nb: [${'*a,'.repeat(330_000)}]\n`, 'announcements.yaml:2: more than 20,000 list items, fields and brackets'],
  ])('%s', async (_name, file, text, expected) => {
    const { problems, parsed } = await load(file, text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
    expect(parsed).toBe(false);
  });

  it('a valid drinks list of 9,052 drinks (985 KB) is refused at the line where it passes the bound, not parsed', async () => {
    const drinks = Array.from({ length: 9052 }, (_, i) => `      - { id: d${i}, name: { cs: Nápoj číslo ${i}, en: Drink number ${i} }, volume: 0.5, price: 55 }\n`);
    const text = `categories:\n  - id: all\n    title: { cs: Vše, en: All }\n    items:\n${drinks.join('')}`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(900_000);
    const { problems, parsed } = await load('drinks.yaml', text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^drinks\.yaml:\d+: more than 20,000 list items, fields and brackets; no content file needs that many/);
    // About 12 marks a drink: the bound is crossed near the 1,700th.
    const line = Number(/:(\d+):/.exec(problems[0]!)![1]);
    expect(line).toBeGreaterThan(1000);
    expect(line).toBeLessThan(2500);
    expect(parsed).toBe(false);
  });
});

describe('what the parser sees is checked once more, exactly', () => {
  it('64 nested levels are read; 65 are refused', async () => {
    // The root mapping and the arrangements list are two levels: 62 more [ make 64, 63 make 65.
    const at = (levels: number) => `arrangements:\n  - ${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}\n`;
    const fits = await load('lounge.yaml', at(64));
    expect(fits.parsed).toBe(true);
    expect(fits.problems.join('\n')).not.toMatch(/too deeply/);
    const over = await load('lounge.yaml', at(65));
    expect(over.problems).toEqual(['lounge.yaml:2: nested too deeply (lists or fields inside each other more than 64 levels deep); check the brackets and the indentation']);
  });

  it('more than 100 aliases are refused at the 101st, before they are resolved', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `  - *n${i % 3}\n`).join('');
    const { problems } = await load('announcements.yaml', `x:\n  - &n0 a\n  - &n1 b\n  - &n2 c\n${aliases}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^announcements\.yaml:\d+: more than 100 aliases \(\*name\); write the values out instead$/);
  });

  it('aliases that multiply into billions of copies are refused in words', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].entries()) {
      const previous = 'abcdefgh'[index]!;
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const { problems } = await load('announcements.yaml', `${levels.join('\n')}\n`);
    expect(problems).toEqual(['announcements.yaml: aliases (*name) that repeat each other into too many copies; write the values out instead']);
  });
});

describe('a mapping of thousands of keys (within the pre-scan) costs one pass, not one per pair', () => {
  // 19,990 keys in 189 KB passed the pre-scan and held the event loop for seconds: the
  // parser's uniqueKeys compared each key with every earlier one, and each unknown key's
  // line was looked up by scanning its map. Asserted on the parser's options and on the
  // lines reported, not on a clock.
  const keys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}: 1`);

  it('a key given twice among 19,990 is found at its line by our own pass, the parser not asked to compare keys', async () => {
    const lines = keys(19_990);
    lines.push('k7: 2');
    const { problems, parsed } = await load('announcements.yaml', `${lines.join('\n')}\n`);
    expect(parsed).toBe(true);
    expect(vi.mocked(parseDocument).mock.calls.every(([, options]) => (options as { uniqueKeys?: boolean }).uniqueKeys === false)).toBe(true);
    expect(problems).toEqual(['announcements.yaml:19991: Map keys must be unique']);
  });

  it('19,990 unknown keys are refused, each problem at its own line, capped with a count', async () => {
    const { problems } = await load('announcements.yaml', `${keys(19_990).join('\n')}\n`);
    expect(problems[0]).toBe('announcements.yaml:1 k0: unknown field "k0"; expected one of: announcements');
    expect(problems[1]).toBe('announcements.yaml:2 k1: unknown field "k1"; expected one of: announcements');
    expect(problems.at(-1)).toMatch(/… and \d+ more problems in announcements\.yaml$/);
  });
});
