/**
 * Reads a content folder (content/README.md) and validates every file with the
 * schemas of src/content/schema.ts. The result is either a snapshot of the whole
 * site's content or the list of every problem found, each naming the file, the
 * line and the field, in words an operator can act on:
 *
 *     venue.yaml:42 phones.events: expected a +420 phone number written as +420 123 456 789
 *
 * No state, no watching (store.ts does that): `loadContent` is a pure function
 * of the folder's bytes, so the check command, the server and the tests share it.
 */
import { createHash } from 'node:crypto';
import { constants, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';
import type { z } from 'zod';
import { localizeContentMessage, msg } from '../../src/content/messages';
import { photoIdOf } from '../../src/content/photo-variants';
import { isOutOfDescriptors } from '../lib/out-of-descriptors';
import { contentFiles, type ContentSubject, type Photos, type SiteContent } from '../../src/content/schema';
import { parseGuarded, type GuardCode } from './yaml-guard';
import { tooDeep } from './yaml-prescan';

/** One problem in one file. `line` is 1-based; null when no line applies (a missing file). */
export interface ContentError {
  file: string;
  line: number | null;
  /** The field, as `phones.events` or `exceptions[2].opens`; empty for the file as a whole. */
  field: string;
  message: string;
  /** The field as keys (`['exceptions', 2, 'opens']`), when the problem is a field's; for the admin's forms. */
  path?: (string | number)[];
  /** The message as i18n keys (src/content/messages.ts), for the admin to put in its language; `message` is its English. */
  raw?: string;
  /** Set on the line that stands for the problems left out of a long list (`… and 12 more problems in venue.yaml`). */
  more?: number;
  /** Why the text itself was refused before validation (yaml-guard.ts), for the admin to put in its words. */
  guard?: GuardCode;
}

/** The largest content file read: a YAML file above it is refused before it is parsed (parsing holds the event loop, a large file for seconds: docs/performance.md). */
const maxContentFileBytes = 1_000_000;
/** The problems reported per file; the rest are counted on one line. */
const maxProblemsPerFile = 20;

/** A validated content folder. */
export interface ContentSnapshot {
  content: SiteContent;
  /** 16 hex digits of a SHA-256 over the YAML files' bytes: changes exactly when a file's text does. */
  version: string;
  /**
   * 16 hex digits over the names, sizes and modification times of the photo files
   * photos.yaml names: changes when a photo is replaced under the same name
   * (which does not change `version`).
   */
  photosStamp: string;
  /** The folder, absolute. */
  dir: string;
  /** Each file's modification time. */
  modified: Record<ContentSubject, Date>;
}

export type LoadResult =
  | { ok: true; snapshot: ContentSnapshot }
  | {
      ok: false;
      errors: ContentError[];
      /** The folder itself is missing (or is a file): `errors` is the one line `no folder at <path>`. */
      noFolder?: boolean;
      /**
       * The photo files photos.yaml names, when it could be parsed (valid or not), so
       * the store's poll notices a photo that arrives after photos.yaml named it.
       */
      photoFiles?: string[];
    };

export const subjects = Object.keys(contentFiles) as ContentSubject[];

/** `venue.yaml:12 phones.events: expected …`; `venue.yaml: the file is missing`; `content: no folder at /srv/content`. */
export function formatContentError(error: ContentError): string {
  if (error.more !== undefined) return error.message;
  const where = `${error.file}${error.line === null ? '' : `:${error.line}`}`;
  return `${where}${error.field ? ` ${error.field}` : ''}: ${error.message}`;
}

/**
 * Reads and validates every file of `dir`; never throws for what is in the folder.
 * Rejects with EMFILE/ENFILE when no file descriptor is free: that is no problem of the
 * content, and the caller keeps what it has (server/lib/out-of-descriptors.ts).
 */
export async function loadContent(dir: string): Promise<LoadResult> {
  const root = path.resolve(dir);
  const folder = await stat(root).catch(() => null);
  if (!folder?.isDirectory()) return { ok: false, noFolder: true, errors: [{ file: 'content', line: null, field: '', message: `no folder at ${root}` }] };
  const errors: ContentError[] = [];
  const hash = createHash('sha256');
  const content: Partial<Record<ContentSubject, unknown>> = {};
  const modified: Partial<Record<ContentSubject, Date>> = {};
  const documents: Partial<Record<ContentSubject, ParsedFile>> = {};

  const files = await Promise.all(subjects.map((subject) => readContentFile(root, subject)));
  for (const [index, subject] of subjects.entries()) {
    const file = contentFiles[subject].file;
    const read = files[index]!;
    if ('error' in read) {
      errors.push({ file, line: null, field: '', message: read.error });
      continue;
    }
    hash.update(`${file}\0`).update(read.bytes).update('\0');
    modified[subject] = read.mtime;
    const text = decodeUtf8(read.bytes);
    if (text === null) {
      errors.push({ file, line: null, field: '', message: 'not UTF-8 text; save it as UTF-8' });
      continue;
    }
    const parsed = parseFile(file, text);
    if ('errors' in parsed) {
      errors.push(...capped(file, parsed.errors));
      continue;
    }
    documents[subject] = parsed;
    let result: ReturnType<typeof validate>;
    try {
      result = validate(file, contentFiles[subject].schema, parsed.value, linesOf(parsed));
    } catch (error) {
      result = { ok: false, errors: [{ file, line: null, field: '', message: error instanceof RangeError ? tooDeep : `cannot be checked (${(error as Error).message})` }] };
    }
    if (result.ok) content[subject] = result.value;
    else errors.push(...capped(file, result.errors));
  }

  let photosStamp = '';
  if (content.photos && documents.photos) {
    const photos = await checkPhotoFiles(root, content.photos as Photos, documents.photos);
    errors.push(...capped('photos.yaml', photos.errors));
    photosStamp = photos.stamp;
  }

  if (errors.length > 0) return { ok: false, errors, ...(documents.photos ? { photoFiles: namedPhotoFiles(documents.photos.value) } : {}) };
  return {
    ok: true,
    snapshot: {
      content: content as SiteContent,
      version: hash.digest('hex').slice(0, 16),
      photosStamp,
      dir: root,
      modified: modified as Record<ContentSubject, Date>,
    },
  };
}

/**
 * Checks one file's new text as loadContent would check it in `dir` (size, YAML,
 * schema, and for photos.yaml the photo files under `dir`): the admin's save is
 * refused on exactly what the loader would refuse. Empty: the text is valid.
 */
export async function checkContentText(dir: string, subject: ContentSubject, text: string): Promise<ContentError[]> {
  const file = contentFiles[subject].file;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxContentFileBytes) return [{ file, line: null, field: '', message: tooLarge(bytes) }];
  const parsed = parseFile(file, text);
  if ('errors' in parsed) return parsed.errors;
  let result: ReturnType<typeof validate>;
  try {
    result = validate(file, contentFiles[subject].schema, parsed.value, linesOf(parsed));
  } catch (error) {
    return [{ file, line: null, field: '', message: error instanceof RangeError ? tooDeep : `cannot be checked (${(error as Error).message})` }];
  }
  if (!result.ok) return result.errors;
  if (subject !== 'photos') return [];
  return (await checkPhotoFiles(path.resolve(dir), result.value as Photos, parsed)).errors;
}

/**
 * Checks data against a file's schema before it is written as YAML (the admin's
 * save): what the schema refuses here, the loader would refuse in the text, so it
 * is said without building the text. No lines (there is no text yet); at most
 * maxProblemsPerFile problems, then one counting the rest. Empty: the schema takes it.
 */
export function checkContentData(subject: ContentSubject, data: unknown): ContentError[] {
  const file = contentFiles[subject].file;
  try {
    const result = validate(file, contentFiles[subject].schema, data, () => null, maxProblemsPerFile);
    return result.ok ? [] : result.errors;
  } catch (error) {
    return [{ file, line: null, field: '', message: error instanceof RangeError ? tooDeep : `cannot be checked (${(error as Error).message})` }];
  }
}

// ── Reading and parsing ───────────────────────────────────────────────────────

/**
 * The file's bytes, after its kind and size: a FIFO, a device (a symlink to
 * /dev/zero) or a folder is refused without being opened (opening a FIFO
 * blocks until a writer comes), and so is a file above maxContentFileBytes.
 */
async function readContentFile(root: string, subject: ContentSubject): Promise<{ bytes: Buffer; mtime: Date } | { error: string }> {
  const target = path.join(root, contentFiles[subject].file);
  try {
    const before = await stat(target);
    if (before.isDirectory()) return { error: 'expected a file, found a folder' };
    if (!before.isFile()) return { error: 'not a regular file' };
    if (before.size > maxContentFileBytes) return { error: tooLarge(before.size) };
    // O_NONBLOCK: should a FIFO have taken the file's place since, opening it does not wait for a writer.
    const handle = await open(target, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const info = await handle.stat();
      if (!info.isFile()) return { error: 'not a regular file' };
      // Read one byte more than allowed: a file that grew since is refused too, never read without end.
      const buffer = Buffer.alloc(Math.min(info.size, maxContentFileBytes) + 1);
      let length = 0;
      while (length < buffer.length) {
        const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      if (length > maxContentFileBytes) return { error: tooLarge(Math.max(info.size, length)) };
      return { bytes: buffer.subarray(0, length), mtime: info.mtime };
    } finally {
      await handle.close();
    }
  } catch (error) {
    // No descriptor free (many connections): the file is fine, the folder cannot be read now.
    if (isOutOfDescriptors(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return { error: subject === 'bookings' ? 'the file is missing (new in this version: copy it from the sample content, see docs/operations.md, Upgrading)' : 'the file is missing' };
    if (code === 'EISDIR') return { error: 'expected a file, found a folder' };
    return { error: `the file cannot be read (${code ?? (error as Error).message})` };
  }
}

const tooLarge = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB is too large (at most ${maxContentFileBytes / 1_000_000} MB)`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a UTF-8 file (a byte-order mark is dropped); null when the bytes are not UTF-8 (a file saved as Windows-1250). */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** At most maxProblemsPerFile problems of one file, then one line counting the rest. */
function capped(file: string, errors: ContentError[]): ContentError[] {
  if (errors.length <= maxProblemsPerFile) return errors;
  const more = errors.length - maxProblemsPerFile;
  return [...errors.slice(0, maxProblemsPerFile), { file, line: null, field: '', message: `… and ${more} more problem${more === 1 ? '' : 's'} in ${file}`, more }];
}

interface ParsedFile {
  document: Document.Parsed;
  lines: LineCounter;
  value: unknown;
}

function parseFile(file: string, text: string): ParsedFile | { errors: ContentError[] } {
  const parsed = parseGuarded(text);
  if ('problems' in parsed) return { errors: parsed.problems.map(({ line, code, message }) => ({ file, line, field: '', message, guard: code })) };
  return parsed;
}

// ── Validation and its messages ───────────────────────────────────────────────

type Path = readonly PropertyKey[];

/** Where a field is in the file: its line, or null (data not read from a file). */
type LineAt = (at: Path, keyLine?: boolean) => number | null;

/**
 * The value checked against the schema, or its problems. `limit`: at most that many are
 * put in words, the rest only counted (a line `… and N more problems`): a request's data
 * of 36,000 unknown keys is not described key by key.
 */
function validate(file: string, schema: z.ZodType, value: unknown, lineAt: LineAt, limit = Infinity): { ok: true; value: unknown } | { ok: false; errors: ContentError[] } {
  let input = value;
  if (input === null || input === undefined) {
    // An empty file: fine where every field may be left out (no announcements), otherwise say so.
    if (schema.safeParse({}).success) input = {};
    else return { ok: false, errors: [{ file, line: null, field: '', message: localizeContentMessage(msg('emptyFile'), 'en'), raw: msg('emptyFile') }] };
  }
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const seen = new Set<string>();
  const errors: ContentError[] = [];
  let more = 0;
  for (const issue of result.error.issues as Issue[]) {
    if (errors.length >= limit) {
      more += issue.code === 'unrecognized_keys' ? (issue.keys?.length ?? 1) : 1;
      continue;
    }
    const room = limit - errors.length;
    // Unknown keys beyond the room are counted, not described.
    const described = issue.code === 'unrecognized_keys' && (issue.keys?.length ?? 0) > room ? { ...issue, keys: issue.keys!.slice(0, room) } : issue;
    more += (issue.keys?.length ?? 0) - (described.keys?.length ?? 0);
    for (const problem of describeIssue(described, [], schema, input)) {
      const error: ContentError = {
        file,
        line: lineAt(problem.path, problem.keyLine),
        field: fieldName(problem.path),
        path: problem.path.map((key) => (typeof key === 'number' ? key : String(key))),
        message: localizeContentMessage(problem.message, 'en'),
        raw: problem.message,
      };
      const key = formatContentError(error);
      if (!seen.has(key)) errors.push(error);
      seen.add(key);
    }
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (more > 0) errors.push({ file, line: null, field: '', message: `… and ${more} more problem${more === 1 ? '' : 's'} in ${file}`, more });
  return { ok: false, errors };
}

/** The fields of a zod issue we read (zod 4's issue union, loosely). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  keys?: string[];
  errors?: Issue[][];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

interface Problem {
  path: Path;
  message: string;
  /** Point at the key's line rather than its value's (an unknown key). */
  keyLine?: boolean;
}

function describeIssue(issue: Issue, base: Path, schema: z.ZodType, input: unknown): Problem[] {
  const at = [...base, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = objectKeys(schema, at);
      return (issue.keys ?? []).map((key) => {
        const moved = at.length === 0 ? movedOut.get(schema)?.[key] : undefined;
        return { path: [...at, key], keyLine: true, message: moved ? msg('movedToFile', { key, file: moved }) : unknownKeyMessage(key, known) };
      });
    }
    case 'invalid_union': {
      const branch = clearBranch(issue.errors ?? []);
      if (branch) return branch.flatMap((inner) => describeIssue(inner, at, schema, input));
      return [{ path: at, message: withMissing(input, at, isZodDefault(issue.message) ? msg('allowedForms') : issue.message) }];
    }
    default:
      return [{ path: at, message: withMissing(input, at, plainMessage(issue)) }];
  }
}

/**
 * When a union fails, the branch the operator clearly meant: the only one whose
 * shape matched (no unknown key, no error about the value as a whole). `opens: 25:00`
 * in an exception then reads "opens: expected a time", not "expected … or closed".
 */
function clearBranch(branches: Issue[][]): Issue[] | null {
  const matched = branches.filter((issues) => issues.length > 0 && issues.every((issue) => issue.path.length > 0 && issue.code !== 'unrecognized_keys' && !(issue.code === 'invalid_union' && issue.path.length === 0)));
  return matched.length === 1 ? matched[0]! : null;
}

const isZodDefault = (message: string) => message.startsWith('Invalid input') || message.startsWith('Too small') || message.startsWith('Too big') || message.startsWith('Unrecognized') || message.startsWith('Invalid ');

/** Our schemas' own messages pass through; zod's generic ones are put in the operator's words. */
function plainMessage(issue: Issue): string {
  if (!isZodDefault(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return (
        {
          object: msg('expectedFields'),
          array: msg('expectedList'),
          number: msg('expectedNumber'),
          boolean: msg('expectedBoolean'),
          string: msg('expectedText'),
          tuple: msg('expectedTuple'),
        }[issue.expected ?? ''] ?? msg('expectedOther', { expected: issue.expected ?? 'another value' })
      );
    case 'invalid_value':
      return msg('expectedValues', { values: (issue.values ?? []).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(msg('or')) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'array') return min === 1 ? msg('atLeastOneItem') : msg('atLeastItems', { min });
      return msg(issue.inclusive === false ? 'moreThan' : 'atLeast', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array') return msg('atMostItems', { max });
      return msg(issue.inclusive === false ? 'lessThan' : 'atMost', { max });
    }
    case 'not_multiple_of':
      return msg('wholeNumber');
    default:
      return issue.message;
  }
}

/** `missing (expected …)` when the field is not in the file at all. */
function withMissing(input: unknown, at: Path, message: string): string {
  if (at.length === 0) return message;
  const parent = valueAt(input, at.slice(0, -1));
  const last = at[at.length - 1]!;
  const absent = parent !== null && typeof parent === 'object' && !(String(last) in parent);
  return absent ? msg('missing', { message }) : message;
}

function valueAt(input: unknown, at: Path): unknown {
  let value = input;
  for (const key of at) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Top-level blocks an earlier version had in a file and that now live in another: the upgrade's message names where. */
const movedOut = new Map<z.ZodType, Record<string, string>>([[contentFiles.venue.schema, { tableRequests: 'bookings.yaml' }]]);

function unknownKeyMessage(key: string, known: string[]): string {
  if (known.length === 0) return msg('unknownField', { key });
  // Allowed in another form of this value (closed: true beside opens:): the combination is wrong.
  if (known.includes(key)) return msg('notTogether', { key });
  const distance = (candidate: string) => editDistance(candidate.toLowerCase(), key.toLowerCase());
  // No edit distance is below the difference in length: a key much longer than a field is no typo of it, and is not compared (its length times theirs).
  const close = known
    .filter((candidate) => Math.abs(candidate.length - key.length) <= 2 && distance(candidate) <= (candidate.length >= 5 ? 2 : 1))
    .sort((a, b) => distance(a) - distance(b))[0];
  return close ? msg('didYouMean', { key, close }) : msg('unknownFieldOneOf', { key, known: known.join(', ') });
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The keys the schema allows for the object at `at` (all branches' keys for a union). */
function objectKeys(schema: z.ZodType, at: Path): string[] {
  const keys = new Set<string>();
  for (const node of schemasAt(schema, at)) {
    const shape = (node as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys];
}

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

function unwrapSchema(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType && ['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) return unwrapSchema(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapSchema(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(unwrapSchema);
  return [schema];
}

function schemasAt(schema: z.ZodType, at: Path): z.ZodType[] {
  let current = unwrapSchema(schema);
  for (const key of at) {
    current = current.flatMap((node) => {
      const def = defOf(node);
      const shape = (node as { shape?: Record<string, z.ZodType> }).shape;
      if (def.type === 'object' && shape && typeof key === 'string' && shape[key]) return unwrapSchema(shape[key]);
      if (def.type === 'array' && def.element && typeof key === 'number') return unwrapSchema(def.element);
      if (def.type === 'tuple' && def.items && typeof key === 'number' && def.items[key]) return unwrapSchema(def.items[key]);
      return [];
    });
  }
  return current;
}

/** `['exceptions', 2, 'opens']` → `exceptions[2].opens`. */
function fieldName(at: Path): string {
  return at.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

/** A map's pairs by key, made once per map: a file with thousands of problems looks each one up in constant time. */
const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
function pairsOf(node: YAMLMap): Map<string, Pair> {
  let pairs = pairIndex.get(node);
  if (!pairs) {
    pairs = new Map();
    for (const item of node.items) if (isScalar(item.key) && !pairs.has(String(item.key.value))) pairs.set(String(item.key.value), item);
    pairIndex.set(node, pairs);
  }
  return pairs;
}

/**
 * The line of the node at `at`, or of its nearest parent that exists in the file
 * (a missing key points at its parent's key; one missing at the top level has no
 * line: null). A key's own line is used for a map
 * entry, so a block value (`phones:` and the lines below it) points at `phones:`.
 */
const linesOf = (parsed: ParsedFile): LineAt => (at, keyLine) => lineOf(parsed, at, keyLine);

function lineOf(parsed: ParsedFile, at: Path, keyLine = false): number | null {
  const { document, lines } = parsed;
  const line = (node: { range?: [number, number, number] | null } | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : null);
  let node: unknown = document.contents;
  let best = at.length === 0 ? line(node as YamlNode) : null;
  for (const [index, key] of at.entries()) {
    const last = index === at.length - 1;
    if (isMap(node)) {
      const pair = pairsOf(node).get(String(key));
      if (!pair) break;
      const value = pair.value as YamlNode | null;
      // A scalar or flow value sits on its key's line; a block value starts below it.
      best = last && !keyLine && isScalar(value) && value.range ? line(value) : line(pair.key as YamlNode);
      node = value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as YamlNode | undefined;
      if (!item) break;
      best = line(item) ?? best;
      node = item;
    } else break;
  }
  // A field missing at the top level has no line of its own.
  return best;
}

// ── Photos ────────────────────────────────────────────────────────────────────

/**
 * The photo files a parsed photos.yaml names, valid or not (for the store's poll):
 * the texts at pages.<page>.file and gallery.<section>[i].file that stay inside photos/.
 */
function namedPhotoFiles(value: unknown): string[] {
  const files: string[] = [];
  const take = (photo: unknown) => {
    const file = photo !== null && typeof photo === 'object' ? (photo as Record<string, unknown>).file : undefined;
    if (typeof file === 'string' && file.length <= 300 && !file.split(/[\\/]/).includes('..') && !path.isAbsolute(file)) files.push(file);
  };
  const root = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  for (const group of [root.pages, root.gallery]) {
    if (group === null || typeof group !== 'object') continue;
    for (const entry of Object.values(group)) {
      if (Array.isArray(entry)) entry.slice(0, 1000).forEach(take);
      else take(entry);
    }
  }
  return [...new Set(files)];
}

/**
 * Every file photos.yaml names must exist under <dir>/photos, and no two entries
 * may have the same address on the site (photoIdOf: `Lounge/01.JPG` and
 * `lounge/01.jpg` are both `lounge-01`). The same file may serve a page and the
 * gallery (the photo library makes it once); listed twice in the gallery, it is an error.
 */
async function checkPhotoFiles(root: string, photos: Photos, parsed: ParsedFile): Promise<{ errors: ContentError[]; stamp: string }> {
  const listed: { at: Path; file: string; gallery: boolean }[] = [
    ...Object.entries(photos.pages).map(([page, photo]) => ({ at: ['pages', page, 'file'], file: photo.file, gallery: false })),
    ...Object.entries(photos.gallery).flatMap(([section, list]) => list.map((photo, index) => ({ at: ['gallery', section, index, 'file'], file: photo.file, gallery: true }))),
  ];
  const hash = createHash('sha256');
  const errors: ContentError[] = [];
  const byId = new Map<string, { at: Path; file: string; gallery: boolean }[]>();
  for (const entry of listed) {
    const id = photoIdOf(entry.file);
    const earlier = byId.get(id) ?? [];
    const clash = earlier.find((other) => other.file !== entry.file || (other.gallery && entry.gallery));
    if (clash) {
      const raw = msg('sameAddress', { file: entry.file, other: fieldName(clash.at.slice(0, -1)), id });
      errors.push({ file: 'photos.yaml', line: lineOf(parsed, entry.at), field: fieldName(entry.at), path: [...entry.at] as (string | number)[], message: localizeContentMessage(raw, 'en'), raw });
    }
    byId.set(id, [...earlier, entry]);
  }
  const found = await Promise.all(listed.map(({ file }) => stat(path.join(root, 'photos', file)).catch(() => null)));
  for (const [index, { at, file }] of listed.entries()) {
    const info = found[index];
    if (info?.isFile()) hash.update(`${file}\0${info.size}\0${info.mtimeMs}\0`);
    else {
      const raw = msg(info ? 'photoNotAFile' : 'photoMissing', { file });
      errors.push({ file: 'photos.yaml', line: lineOf(parsed, at), field: fieldName(at), path: [...at] as (string | number)[], message: localizeContentMessage(raw, 'en'), raw });
    }
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { errors, stamp: hash.digest('hex').slice(0, 16) };
}
