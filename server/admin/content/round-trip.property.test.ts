/**
 * Property: random strings in every text field of every content file round-trip
 * through a save and a reload exactly, and the file still parses with its comments
 * kept. The text fields are found from the schemas (a string leaf of the sample that
 * still validates with another text in it); the strings mix arbitrary Unicode, ASCII
 * control characters, YAML's syntax and the worst strings of tests/support.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, Parser } from 'yaml';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { loadContent } from '../../content/load';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { worstString } from '../../../tests/support/worst-strings';
import { ContentEditor } from './editor';

type Path = (string | number)[];

function stringLeaves(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...at, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]));
  return [];
}

function setAt(data: unknown, at: Path, value: string): void {
  let node = data as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
}

const getAt = (data: unknown, at: Path): unknown => at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data);

/** The free-text fields of a file: its string leaves that take any text the schema allows. */
function textFields(subject: ContentSubject, data: unknown): Path[] {
  return stringLeaves(data).filter((at) => {
    const copy = structuredClone(data);
    setAt(copy, at, 'Žluťoučký kůň: # „text“');
    return contentFiles[subject].schema.safeParse(copy).success;
  });
}

const invisibleOnly = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}]*$/u;
const yamlish = fc.constantFrom('# not a comment', 'key: value', '- item', '"quoted"', "it's", 'line\nbreak', '</script><script>x</script>', '&a *a', '!tag', '? q', '| block', '> fold', '{ a: b }', '[x, y]', 'null', 'true', '0x1F', '1e3', '~', '%YAML', '---', '...', '@', '`');
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.array(yamlish, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
  worstString(200),
);
/** A text the schema takes: not only invisible characters, at most 300 characters. */
const fieldText = anyText.filter((text) => !invisibleOnly.test(text) && text.trim().length <= 300 && !/[\uD800-\uDFFF]/.test(text));

/**
 * The numbers of the lines that are comments, as YAML reads the text: a `#` line inside a
 * block scalar is the value's text, not a comment (an earlier run of the property may have
 * saved `# not a comment` on a line of its own), so lines are told apart by the parser's
 * comment tokens, never by how they look.
 */
function commentLineNumbers(text: string): Set<number> {
  const numbers = new Set<number>();
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const token = node as { type?: unknown; offset?: unknown };
    if (token.type === 'comment' && typeof token.offset === 'number') numbers.add(lineOf(token.offset));
    Object.values(node).forEach(walk);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return numbers;
}

/**
 * Full comment lines that are no SAMPLE marker (a save of the field drops those: see
 * server/content/sample-markers.ts): a marker paragraph runs from its `# SAMPLE…` line to the
 * next empty `#` line or the key, and the empty `#` line that set it apart goes with it.
 */
function commentLines(text: string): string[] {
  const comments = commentLineNumbers(text);
  const lines = text.split('\n').map((line, index) => (comments.has(index) ? line.trim() : ''));
  const kept: string[] = [];
  let inMarker = false;
  lines.forEach((line, index) => {
    if (!line.startsWith('#')) {
      inMarker = false;
      return;
    }
    if (/^#\s*SAMPLE/.test(line)) inMarker = true;
    else if (line === '#' && inMarker) inMarker = false;
    const separatesMarker = line === '#' && /^#\s*SAMPLE/.test(lines[index + 1] ?? '');
    if (!inMarker && !separatesMarker && !/SAMPLE/.test(line)) kept.push(line);
  });
  return kept;
}

let dir: string;
let editor: ContentEditor;
beforeAll(async () => {
  dir = copySample();
  editor = await ContentEditor.open({ dir });
});
afterAll(() => removeDir(dir));

describe('the comment lines the property expects back', () => {
  it('are the parser\'s comments: a `#` line of a block scalar is text (a run before saved it)', () => {
    const text = ['# the file', 'alt: |-', '  # not a comment !tag line', '  break', '# SAMPLE: to replace', 'b: 1 # after', '#', '# kept', 'c: 2', ''].join('\n');
    expect(commentLines(text)).toEqual(['# the file', '#', '# kept']);
  });
});

describe('a save of random texts', () => {
  it.each(Object.keys(contentFiles) as ContentSubject[])('round-trips every text field of %s exactly, comments kept', async (subject) => {
    const first = await editor.read(subject);
    if ('problem' in first) throw new Error(first.problem);
    const fields = textFields(subject, first.data);
    if (fields.length === 0) return;
    await fc.assert(
      fc.asyncProperty(fc.array(fieldText, { minLength: fields.length, maxLength: fields.length }), async (texts) => {
        const read = await editor.read(subject);
        if ('problem' in read) throw new Error(read.problem);
        const data = structuredClone(read.data);
        fields.forEach((at, index) => setAt(data, at, texts[index]!));
        const saved = await editor.save(subject, { ifMatch: read.version, data, by: 'property@example.cz' });
        expect(saved).toMatchObject({ ok: true });
        const after = await editor.read(subject);
        if ('problem' in after) throw new Error(after.problem);
        // Exactly the texts sent, read back from the file.
        expect(parse(after.text)).toEqual(data);
        for (const line of commentLines(read.text)) expect(after.text.split('\n').map((text) => text.trim())).toContain(line);
        // And the loader takes it (the schema trims texts: that is the loader's own rule).
        const loaded = await loadContent(dir);
        expect(loaded.ok).toBe(true);
        if (loaded.ok) for (const at of fields) expect(getAt(loaded.snapshot.content[subject], at)).toBe(String(getAt(data, at)).trim());
      }),
      { numRuns: 12 },
    );
    // A net for a hang, not a duration under test: each run saves (fsync, history) and reloads the folder.
  }, 600_000);
});
