/**
 * The one way a content file's text is parsed, by the loader and the admin alike:
 * the linear pre-scan first (yaml-prescan.ts: lines, marks, nesting), then the
 * parser, then one walk over the parsed nodes (the exact depth, the aliases, a key
 * given twice), then the value with the alias expansion capped. A text past any
 * bound is refused with the line and a code, and the parser never sees a text the
 * pre-scan refused: every step is bounded by the file's size caps, whatever its shape.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { maxDepth, prescanYaml, tooDeep, tooManyLines } from './yaml-prescan';

/** The work a step did, for tests and benches to count (never timed). */
export interface Work {
  /** Units of work: characters scanned, nodes visited, items compared. */
  steps: number;
  /** Times the step's costly core ran (the YAML parser, the merge, the diff). */
  runs: number;
}

/**
 * Why a text was refused, for a reader to put in words: the loader prints `message`, the
 * admin its own words for `code`. (`aliasLoop`, an alias that contains itself, is the
 * admin's: it needs the data as JSON, which cannot hold one.)
 */
export type GuardCode = 'deep' | 'lines' | 'marks' | 'aliases' | 'aliasCopies' | 'aliasLoop' | 'duplicateKey' | 'syntax';

export interface GuardProblem {
  /** 1-based; null when no line applies. */
  line: number | null;
  code: GuardCode;
  /** In English, as the loader prints it. */
  message: string;
}

/**
 * Aliases (`*name`) per file. Converting each one searches the file's anchors,
 * so the work grows with their square; a content file has no use for many.
 */
export const maxAliases = 100;
const tooManyAliases = `more than ${maxAliases} aliases (*name); write the values out instead`;
/** The parser's own words for a key given twice (kept: operators and tests know them). */
const duplicateKey = 'Map keys must be unique';
const aliasesTooLarge = 'aliases (*name) that repeat each other into too many copies; write the values out instead';

/**
 * The first node nested deeper than maxDepth (the pre-scan's estimate, checked
 * exactly) or past maxAliases aliases, or a key given twice, found without
 * recursion (a recursion would run out of stack first).
 */
function shapeProblem(root: unknown, work?: Work): { node: YamlNode; code: GuardCode; message: string } | null {
  const stack: [unknown, number][] = [[root, 0]];
  let aliases = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (work) work.steps++;
    if (isAlias(node) && ++aliases > maxAliases) return { node, code: 'aliases', message: tooManyAliases };
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= maxDepth) return { node, code: 'deep', message: tooDeep };
    // A key given twice: found here with a set, in one pass (the parser's own uniqueKeys
    // compares each key with every earlier one: 20,000 keys held the event loop for seconds).
    const keys = isMap(node) ? new Set<string>() : null;
    for (const item of node.items) {
      if (keys && isPair(item) && isScalar(item.key)) {
        const key = String(item.key.value);
        if (keys.has(key)) return { node: item.key, code: 'duplicateKey', message: duplicateKey };
        keys.add(key);
      }
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return null;
}

export interface GuardedParse {
  document: Document.Parsed;
  lines: LineCounter;
  /** The document as JavaScript (aliases expanded, at most maxAliasCount copies). */
  value: unknown;
}

/** The parse options the callers may set (uniqueKeys is the guard's own: off, shapeProblem finds a key given twice in linear time). */
type ParseOptions = Omit<NonNullable<Parameters<typeof parseDocument>[1]>, 'uniqueKeys' | 'lineCounter' | 'prettyErrors'>;

/** yaml's messages, minus the position it appends (we print our own). */
function yamlMessage(message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return /indent|column/i.test(first) ? `${first} (check the indentation: spaces, not tabs, and the same column for keys of one level)` : first;
}

/** Parses `text` within the loader's bounds, or says where and why it is refused. */
export function parseGuarded(text: string, options: ParseOptions = {}, work?: Work): GuardedParse | { problems: GuardProblem[] } {
  // Before the parser: a text whose lines, structure or nesting would hold the event loop and the memory is refused unparsed.
  if (work) work.steps += text.length;
  const shape = prescanYaml(text);
  if (shape) return { problems: [{ line: shape.line, code: shape.message === tooDeep ? 'deep' : shape.message === tooManyLines ? 'lines' : 'marks', message: shape.message }] };
  if (work) work.runs++;
  const lines = new LineCounter();
  const document = parseDocument(text, { ...options, lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  if (document.errors.length > 0) {
    // The parser reports running out of stack (brackets thousands deep) as an error per level: say it once, in words.
    const deep = document.errors.find((error) => /call stack/i.test(error.message));
    if (deep) return { problems: [{ line: lines.linePos(deep.pos[0]).line, code: 'deep', message: tooDeep }] };
    return { problems: document.errors.map((error) => ({ line: lines.linePos(error.pos[0]).line, code: 'syntax', message: yamlMessage(error.message) })) };
  }
  const problem = shapeProblem(document.contents, work);
  if (problem) return { problems: [{ line: problem.node.range ? lines.linePos(problem.node.range[0]).line : null, code: problem.code, message: problem.message }] };
  try {
    // maxAliasCount: a file of nested aliases cannot blow up into gigabytes.
    return { document, lines, value: document.toJS({ maxAliasCount: 1000 }) };
  } catch (error) {
    if (error instanceof RangeError) return { problems: [{ line: null, code: 'deep', message: tooDeep }] };
    if (/alias count/i.test((error as Error).message)) return { problems: [{ line: null, code: 'aliasCopies', message: aliasesTooLarge }] };
    return { problems: [{ line: null, code: 'syntax', message: (error as Error).message }] };
  }
}
