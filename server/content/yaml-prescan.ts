/**
 * A look at a content file's YAML before it is parsed, in two linear passes
 * over its characters. The parser's time and memory grow with the lines, the
 * marks of structure and the nesting of a text, not with its bytes alone, so a
 * file under the 1 MB limit (`x: ` and 990,000 `[`, a million blank lines, a
 * list of half a million numbers) could stall every request while it was
 * parsed and, nested, exhaust the memory. A file beyond any bound
 * below is refused here, at the line where it crossed it, and never parsed;
 * content that fits the schemas' caps stays far below every bound.
 *
 * The lines and the marks are counted on every character as it is (inside
 * texts and comments too), so no quoting can hide work from them: they alone
 * bound the parser's work. The depth follows YAML far enough to name the
 * usual mistake in its own words (brackets inside quoted texts and comments,
 * and the lines of a block text after `|` or `>`, do not nest), and is checked
 * exactly once more on the parsed document (load.ts).
 */

/** Deeper than any content file needs (the deepest, events.yaml, is 8). */
export const maxDepth = 64;
/** Lines per file: a content file at every schema cap has a few thousand. */
export const maxLines = 20_000;
/** Marks of structure per file (`- : , ? [ { & * !`, wherever they stand): the sample's largest file has about 600. */
export const maxMarks = 20_000;

export const tooDeep = `nested too deeply (lists or fields inside each other more than ${maxDepth} levels deep); check the brackets and the indentation`;
export const tooManyLines = `more than ${maxLines.toLocaleString('en')} lines; no content file needs that many (is a list pasted many times over?)`;
const tooManyMarks = `more than ${maxMarks.toLocaleString('en')} list items, fields and brackets; no content file needs that many (is a list pasted many times over?)`;

export interface PrescanProblem {
  /** 1-based: where the bound was crossed. */
  line: number;
  message: string;
}

const enum Char {
  Tab = 9,
  LineFeed = 10,
  CarriageReturn = 13,
  Space = 32,
  Bang = 33,
  DoubleQuote = 34,
  Hash = 35,
  Ampersand = 38,
  SingleQuote = 39,
  Star = 42,
  Comma = 44,
  Dash = 45,
  Colon = 58,
  Greater = 62,
  Question = 63,
  Backslash = 92,
  OpenBracket = 91,
  CloseBracket = 93,
  OpenBrace = 123,
  Pipe = 124,
  CloseBrace = 125,
}

const isMark = (c: number) =>
  c === Char.Dash || c === Char.Colon || c === Char.Comma || c === Char.Question || c === Char.OpenBracket || c === Char.OpenBrace || c === Char.Ampersand || c === Char.Star || c === Char.Bang;
const isBlank = (c: number) => c === Char.Space || c === Char.Tab || c === Char.CarriageReturn;
/** The end of a token: a blank, a line end, the end of the text (NaN). */
const endsToken = (c: number) => isBlank(c) || c === Char.LineFeed || Number.isNaN(c);

/** The first bound `text` crosses, or null. Linear in the text's length; allocates a stack of at most maxDepth numbers. */
export function prescanYaml(text: string): PrescanProblem | null {
  // The depth first: brackets by the thousand are nearly always nesting, and its message says so.
  const deep = deepLine(text);
  if (deep) return deep;
  const length = text.length;
  let line = 1;
  let marks = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    // A line feed that ends the last line starts no new one.
    if (c === Char.LineFeed && ++line > maxLines && i + 1 < length) return { line, message: tooManyLines };
    if (isMark(c) && ++marks > maxMarks) return { line, message: tooManyMarks };
  }
  return null;
}

/**
 * The line where the nesting first goes deeper than maxDepth, or null. Block
 * levels are the columns of the open indentations, each counted once it shows
 * it holds a collection (a `- `, `? ` or `key: ` there; a `- ` or `? ` also
 * opens a level at the column of what follows it on the line); flow levels
 * are the open `[` and `{`.
 */
function deepLine(text: string): PrescanProblem | null {
  const scan = new DepthScan(text);
  while (scan.at < text.length) {
    if (!scan.startLine() || !scan.restOfLine()) return { line: scan.line, message: tooDeep };
    // At a line feed or the end of the text.
    scan.line++;
    scan.at++;
  }
  return null;
}

class DepthScan {
  at = 0;
  line = 1;
  private readonly columns: number[] = [];
  private flow = 0;
  /** A block text (`|`, `>`) runs over the lines indented more than this; -1: none. */
  private blockTextIndent = -1;
  /** An open quote (its character) carried from the line before; 0: none. */
  private quote = 0;
  /** The line ended inside a plain text, which a more indented line continues. */
  private plain = false;
  /** The column of a node that opens a block level once it shows it is a collection; -1: none. */
  private pending = -1;
  private lineStart = 0;
  /** What comes next starts a node (a quote opens a quoted text there, `[` a list), rather than continuing a text. */
  private nodeStart = true;

  constructor(private readonly text: string) {}

  private char(at: number): number {
    return this.text.charCodeAt(at);
  }

  private deep(): boolean {
    return this.columns.length + this.flow > maxDepth;
  }

  /** The node at the pending column is a collection: opens its level; false when that is too deep. */
  private confirm(): boolean {
    const column = this.pending;
    this.pending = -1;
    const top = this.columns[this.columns.length - 1] ?? -1;
    if (column > top) this.columns.push(column);
    return !this.deep();
  }

  /** The indentation: closes the levels it leaves, opens one it enters; false when too deep. */
  startLine(): boolean {
    this.lineStart = this.at;
    let indent = 0;
    while (this.char(this.at + indent) === Char.Space) indent++;
    const first = this.char(this.at + indent);
    const empty = first === Char.LineFeed || first === Char.CarriageReturn || Number.isNaN(first);
    const top = this.columns[this.columns.length - 1] ?? -1;
    this.nodeStart = true;
    this.pending = -1;
    if (this.blockTextIndent >= 0 && (empty || indent > this.blockTextIndent)) {
      this.at = endOfLine(this.text, this.at);
      return true;
    }
    this.blockTextIndent = -1;
    this.at += indent;
    if (this.quote !== 0 || this.flow > 0 || empty || first === Char.Hash) return true;
    if (this.plain && indent > top) {
      // A plain text continued: the line is text, not a level.
      this.nodeStart = false;
      return true;
    }
    this.plain = false;
    while (this.columns.length > 0 && this.columns[this.columns.length - 1]! > indent) this.columns.pop();
    this.pending = indent;
    return true;
  }

  /** The rest of the line, up to its line feed; false when it nests too deeply. */
  restOfLine(): boolean {
    const { text } = this;
    while (this.at < text.length) {
      const c = this.char(this.at);
      if (c === Char.LineFeed) return true;
      if (this.quote !== 0) {
        this.inQuote(c);
        continue;
      }
      if (isBlank(c)) {
        this.at++;
        continue;
      }
      if (c === Char.Hash && (this.at === this.lineStart || isBlank(this.char(this.at - 1)))) {
        // A comment, to the end of the line; it also ends a plain text.
        this.plain = false;
        this.at = endOfLine(text, this.at);
        return true;
      }
      if (this.nodeStart && (c === Char.DoubleQuote || c === Char.SingleQuote)) {
        this.quote = c;
        this.at++;
        continue;
      }
      if ((c === Char.OpenBracket || c === Char.OpenBrace) && (this.flow > 0 || this.nodeStart)) {
        this.flow++;
        this.nodeStart = true;
        this.plain = false;
        this.at++;
        if (this.deep()) return false;
        continue;
      }
      const next = this.char(this.at + 1);
      if (this.flow > 0) {
        if (c === Char.CloseBracket || c === Char.CloseBrace) this.flow--;
        this.nodeStart = c === Char.Comma || (c === Char.Colon && endsToken(next));
        this.at++;
        continue;
      }
      if (this.nodeStart && (c === Char.Dash || c === Char.Question) && endsToken(next)) {
        if (!this.entry()) return false;
        continue;
      }
      if (this.nodeStart && (c === Char.Pipe || c === Char.Greater)) {
        // A block text: its lines below are text, whatever they hold.
        this.blockTextIndent = this.columns[this.columns.length - 1] ?? -1;
        this.plain = false;
        this.at = endOfLine(text, this.at);
        return true;
      }
      if (this.nodeStart && (c === Char.Ampersand || c === Char.Bang)) {
        // An anchor or a tag: the node itself follows.
        while (this.at < text.length && !endsToken(this.char(this.at))) this.at++;
        continue;
      }
      // A mapping's `: ` starts the value (and shows the mapping); anything else is plain text.
      this.nodeStart = c === Char.Colon && endsToken(next);
      this.plain = !this.nodeStart;
      this.at++;
      if (this.nodeStart && !this.confirm()) return false;
    }
    return true;
  }

  /** Inside a quoted text only its end matters: a backslash escapes in double quotes, '' is a quote in single ones. */
  private inQuote(c: number): void {
    const next = this.char(this.at + 1);
    if (this.quote === Char.DoubleQuote && c === Char.Backslash) {
      // A backslash at the end of a line escapes the line break, which still ends the line here.
      this.at += next === Char.LineFeed ? 1 : 2;
    } else if (c === Char.SingleQuote && this.quote === Char.SingleQuote && next === Char.SingleQuote) {
      this.at += 2;
    } else {
      if (c === this.quote) {
        this.quote = 0;
        this.nodeStart = false;
        this.plain = false;
      }
      this.at++;
    }
  }

  /** `- ` or `? ` shows a collection; what follows it on the line is a node of its own, at its own column. */
  private entry(): boolean {
    if (!this.confirm()) return false;
    let after = this.at + 1;
    while (isBlank(this.char(after))) after++;
    this.at = after;
    this.plain = false;
    this.pending = after - this.lineStart;
    return true;
  }
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}
