/**
 * Property: any JSON body a client may send, against every content file, costs a save
 * at most a constant number of merge steps per node of the body and of the file, and
 * nothing is merged or written unless the file's schema takes the body. The bodies are
 * random JSON (now and then a map or a list of thousands, or lists 60 deep), and the
 * sample's data with random parts replaced, removed, added, reordered or repeated (so
 * that the schema often takes them and the merge runs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { ContentEditor } from './editor';
import type * as YamlEdit from './yaml-edit';
import { applyData } from './yaml-edit';
import { nodesOf, STEPS_PER_NODE } from './routes-app.test-support';

vi.mock('./yaml-edit', async (importOriginal) => {
  const actual = await importOriginal<typeof YamlEdit>();
  return { ...actual, applyData: vi.fn(actual.applyData) };
});


type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The lists and maps of a value, each with a way to change it in place. */
function containers(value: Json): (Json[] | { [key: string]: Json })[] {
  const found: (Json[] | { [key: string]: Json })[] = [];
  const pending: Json[] = [value];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    found.push(current);
    for (const child of Object.values(current)) pending.push(child);
  }
  return found;
}

/** A change of one list, map or text of the data, chosen by `at` among them. */
type Change = [at: number, kind: 'text' | 'reorder' | 'drop' | 'repeat' | 'replace' | 'add', pick: number, value: Json];

/** The data with the changes applied: mostly ones the schema may take (a text, an order, a list item fewer or more), some it never does. */
function changed(data: Json, changes: Change[]): Json {
  const copy = structuredClone(data);
  for (const [at, kind, pick, value] of changes) {
    const all = containers(copy);
    if (kind === 'text') {
      const texts = all.flatMap((target) => Object.keys(target).filter((key) => typeof (target as Record<string, Json>)[key] === 'string').map((key) => [target, key] as const));
      const [target, key] = texts[at % texts.length] ?? [];
      if (target) (target as Record<string, Json>)[key!] = `${(target as Record<string, Json>)[key!] as string} ${pick}`;
      continue;
    }
    const lists = kind === 'replace' || kind === 'add' ? all : all.filter((target) => Array.isArray(target) && target.length > 0);
    const target = lists[at % lists.length];
    if (!target) continue;
    const keys = Object.keys(target);
    const key = keys.length > 0 ? keys[pick % keys.length]! : null;
    if (Array.isArray(target)) {
      const index = key === null ? 0 : Number(key);
      if (kind === 'reorder') target.reverse();
      else if (kind === 'drop') target.splice(index, 1);
      else if (kind === 'repeat') target.push(structuredClone(target[index]!));
      else if (kind === 'replace' && key !== null) target[index] = value;
      else target.splice(index, 0, value);
    } else if (kind === 'replace' && key !== null) target[key] = value;
    else target[`k${pick}`] = value;
  }
  return copy;
}

/** Shapes at the body limit's scale: a map of thousands of keys, a list of thousands of items, lists 60 deep. */
const largeValue: fc.Arbitrary<Json> = fc.oneof(
  fc.integer({ min: 1_000, max: 20_000 }).map((count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))),
  fc.integer({ min: 1_000, max: 20_000 }).map((count) => Array.from({ length: count }, (_, index) => ({ id: `i${index}` }))),
  fc.integer({ min: 10, max: 60 }).map((depth) => {
    let value: Json = 1;
    for (let level = 0; level < depth; level++) value = [value];
    return value;
  }),
);
const jsonValue = fc.oneof({ weight: 9, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> }, { weight: 1, arbitrary: largeValue });
const change = fc.tuple(
  fc.nat(),
  fc.constantFrom('text', 'text', 'reorder', 'drop', 'repeat', 'replace', 'add'),
  fc.nat(),
  jsonValue,
) as fc.Arbitrary<Change>;

let dir: string;
let editor: ContentEditor;
const work = { merge: { steps: 0, runs: 0 } };
beforeAll(async () => {
  dir = copySample();
  editor = await ContentEditor.open({ dir, work });
});
afterAll(() => removeDir(dir));

const folder = () => {
  const history = path.join(dir, '.history');
  return [...readdirSync(dir).sort(), ...(existsSync(history) ? readdirSync(history, { recursive: true }).map(String).sort() : [])];
};

describe('a save of any body', () => {
  it.each(Object.keys(contentFiles) as ContentSubject[])('of %s: merge steps within the bound, nothing written unless the schema takes it', async (subject) => {
    const file = path.join(dir, contentFiles[subject].file);
    const sample = parse(readFileSync(file, 'utf8')) as Json;
    const body = fc.oneof(
      { weight: 3, arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changed(sample, changes)) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 6 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (data) => {
        const read = await editor.read(subject);
        if ('problem' in read) throw new Error(read.problem);
        const before = { text: read.text, folder: folder() };
        vi.mocked(applyData).mockClear();
        Object.assign(work.merge, { steps: 0, runs: 0 });
        const result = await editor.save(subject, { ifMatch: read.version, data, by: 'property@example.cz' });
        expect(work.merge.steps).toBeLessThanOrEqual(STEPS_PER_NODE * (nodesOf(data) + nodesOf(parse(read.text, { uniqueKeys: false }))));
        if (!contentFiles[subject].schema.safeParse(data).success) {
          expect(result).toMatchObject({ ok: false, status: 'invalid' });
          expect(vi.mocked(applyData)).not.toHaveBeenCalled();
          expect({ text: readFileSync(file, 'utf8'), folder: folder() }).toEqual(before);
          return;
        }
        // Taken: merged (twice: once to check, once under the lock, when it changes anything) and written as sent.
        expect(work.merge.runs).toBeGreaterThanOrEqual(1);
        if (result.ok) expect(parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 12 },
    );
  });
});
