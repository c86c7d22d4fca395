/**
 * The pre-scan's bounds, and that it never refuses what the parser would
 * accept within them: a YAML text that nests at most maxDepth levels (any
 * style yaml writes: block or flow, quoted, block texts, explicit keys) passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify, type ToStringOptions } from 'yaml';
import { sampleDir } from './content-fixture.test-support';
import { maxDepth, maxLines, maxMarks, prescanYaml, tooDeep } from './yaml-prescan';

const deep = (line: number) => ({ line, message: tooDeep });

describe('prescanYaml: nesting', () => {
  it('passes every file of the sample content', () => {
    const files = readdirSync(sampleDir).filter((file) => file.endsWith('.yaml'));
    expect(files).toHaveLength(11);
    for (const file of files) expect(prescanYaml(readFileSync(path.join(sampleDir, file), 'utf8')), file).toBeNull();
  });

  it('refuses x: followed by 990,000 [ at line 1, the file that took a gigabyte to parse', () => {
    expect(prescanYaml(`x: ${'['.repeat(990_000)}\n`)).toEqual(deep(1));
    expect(prescanYaml(`x:\n  y: ${'{'.repeat(990_000)}\n`)).toEqual(deep(2));
  });

  it('counts the same levels as the parsed check: 64 nested lists pass, 65 do not', () => {
    // The root mapping is the first level.
    const nested = (levels: number) => `x: ${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}\n`;
    expect(prescanYaml(nested(maxDepth))).toBeNull();
    expect(prescanYaml(nested(maxDepth + 1))).toEqual(deep(1));
  });

  it('refuses indentation 65 levels deep, and entries (- , ?) nested on one line', () => {
    const ladder = Array.from({ length: 100 }, (_, level) => `${' '.repeat(level)}k:`).join('\n');
    expect(prescanYaml(`${ladder} 1\n`)).toEqual(deep(maxDepth + 1));
    expect(prescanYaml(`x:\n${'- '.repeat(70)}1\n`)).toEqual(deep(2));
    expect(prescanYaml(`x:\n${'? '.repeat(70)}1\n`)).toEqual(deep(2));
    expect(prescanYaml(`x:\n${'- '.repeat(63)}1\n`)).toBeNull();
  });

  it('does not count brackets in quoted texts, comments, block texts and plain texts', () => {
    const brackets = '['.repeat(100);
    for (const text of [
      `x: "${brackets}"\n`,
      `x: "a \\" ${brackets}"\n`,
      `x: 'it''s ${brackets}'\n`,
      `x: "first line\n  ${brackets} second line"\n`,
      `x: 1 # ${brackets}\n# ${brackets}\n`,
      `x: |\n  ${brackets}\n\n  ${brackets}\ny: >-\n    ${brackets}\n`,
      `- |\n  ${brackets}\n- >\n  ${brackets}\n`,
      `x: St. Martin's ${brackets}\n`,
      `x: a plain text\n  continued ${brackets}\n`,
      `x: [a, "${brackets}", '${brackets}']\n`,
    ]) {
      expect(prescanYaml(text), text.slice(0, 40)).toBeNull();
    }
  });

  it('ends a block text where the indentation returns, and counts what follows', () => {
    expect(prescanYaml(`- k: |\n    text\n  x: ${'['.repeat(maxDepth)}\n`)).toEqual(deep(3));
    expect(prescanYaml(`x: |\n  text\ny: ${'['.repeat(maxDepth)}\n`)).toEqual(deep(3));
  });
});

describe('prescanYaml: lines and marks, counted on every character', () => {
  it(`passes ${maxLines} lines and refuses the next, at its line`, () => {
    expect(prescanYaml('#\n'.repeat(maxLines))).toBeNull();
    expect(prescanYaml(`${'#\n'.repeat(maxLines - 1)}#`)).toBeNull();
    expect(prescanYaml(`${'#\n'.repeat(maxLines)}#`)).toEqual({ line: maxLines + 1, message: expect.stringMatching(/^more than 20,000 lines/) });
    expect(prescanYaml(`x: 1\n${'\n'.repeat(990_000)}`)).toEqual({ line: maxLines + 1, message: expect.stringMatching(/lines/) });
  });

  it(`passes ${maxMarks} marks and refuses the next, at its line`, () => {
    const list = (items: number) => `x: [${'1,'.repeat(items)}]\n`;
    // The `:` of x: is one mark, each comma one, the [ one.
    expect(prescanYaml(list(maxMarks - 2))).toBeNull();
    expect(prescanYaml(list(maxMarks - 1))).toEqual({ line: 1, message: expect.stringMatching(/^more than 20,000 list items, fields and brackets/) });
    // x: is one mark, each line two: the 20,001st is the second of line 10,001.
    expect(prescanYaml(`x:\n${'- a: 1\n'.repeat(maxMarks / 2)}`)).toEqual({ line: maxMarks / 2 + 1, message: expect.stringMatching(/list items/) });
    // Inside a quoted text too: nothing hides work from the count.
    expect(prescanYaml(`x: "${'!'.repeat(maxMarks)}"\n`)).toEqual({ line: 1, message: expect.stringMatching(/list items/) });
    expect(prescanYaml(`x: [${'!a 1,'.repeat(maxMarks / 2)}]\n`)).toEqual({ line: 1, message: expect.stringMatching(/list items/) });
  });
});

// ── No false refusal: whatever yaml writes at most maxDepth deep passes ───────

/** Texts made of what a scan could take for structure. */
const text = fc.string({ unit: fc.constantFrom(...'ab [{]}#\'":-,|>&*!?\n\t\\%@`'.split('')), maxLength: 24 });

const document = fc.record({
  depth: fc.integer({ min: 1, max: maxDepth }),
  maps: fc.array(fc.boolean(), { minLength: maxDepth, maxLength: maxDepth }),
  siblings: fc.array(fc.nat(2), { minLength: maxDepth, maxLength: maxDepth }),
  texts: fc.array(text, { minLength: 3 * maxDepth + 1, maxLength: 3 * maxDepth + 1 }),
  options: fc.record<ToStringOptions>({
    indent: fc.integer({ min: 1, max: 4 }),
    indentSeq: fc.boolean(),
    collectionStyle: fc.constantFrom('any', 'block', 'flow'),
    defaultStringType: fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'),
    lineWidth: fc.integer({ min: 20, max: 80 }),
  }),
});
type Drawn = typeof document extends fc.Arbitrary<infer T> ? T : never;

/** `depth` collections inside each other, each with a few texts beside the next. */
function nestedValue({ depth, maps, siblings, texts }: Drawn): unknown {
  let used = 0;
  const next = () => texts[used++ % texts.length]!;
  let value: unknown = next();
  for (let level = depth - 1; level >= 0; level--) {
    const beside = Array.from({ length: siblings[level]! }, next);
    value = maps[level]
      ? Object.fromEntries([...beside.map((item, index) => [`k${index} ${item}`, item]), [`child ${next()}`, value]])
      : [...beside, value];
  }
  return value;
}

function readsBack(yamlText: string, value: unknown): boolean {
  try {
    return JSON.stringify(parse(yamlText)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

describe('prescanYaml: property', () => {
  it('passes any document yaml writes that nests at most maxDepth levels', () => {
    fc.assert(
      fc.property(document, (drawn) => {
        const value = nestedValue(drawn);
        const yamlText = stringify(value, drawn.options);
        // Only documents that read back as written (yaml's own round trip) say anything about the scan.
        fc.pre(readsBack(yamlText, value));
        expect(prescanYaml(yamlText)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
