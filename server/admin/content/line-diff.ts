/**
 * The line diff the history shows: the lines two texts share at their start and end,
 * and between them the shortest edit (Myers' algorithm) when it is found within a
 * budget of steps linear in the lines; past it, the middle is shown as all removed,
 * then all added ("the whole file changed"). The search's cost grows with the lines
 * times the edit's length, so two unlike versions of a long file held the event loop
 * on every look at them (docs/performance.md); no pair of texts costs more than the budget.
 */
import type { Work } from '../../content/yaml-guard';

export type DiffLine = { op: ' ' | '+' | '-'; line: string };

/** Steps of the edit search per line of the two texts' differing middles, and a floor for short texts. */
const stepsPerLine = 64;
const minSteps = 4_096;

/** The lines of a text, and a number per line (equal lines, equal numbers; a last line without its line feed differs). */
function linesOf(text: string, numbers: Map<string, number>, work?: Work): { lines: string[]; ids: number[] } {
  const lines = text === '' ? [] : text.split('\n');
  const ended = lines.length > 0 && lines[lines.length - 1] === '';
  if (ended) lines.pop();
  const ids = lines.map((line, index) => {
    if (work) work.steps++;
    const key = index === lines.length - 1 && !ended ? `${line}\u0000` : line;
    let id = numbers.get(key);
    if (id === undefined) numbers.set(key, (id = numbers.size));
    return id;
  });
  return { lines, ids };
}

/**
 * The ops that turn a[0..n) into b[0..m) (`-` an index of a, `+` of b, ` ` both), or
 * null when the shortest edit takes more than `budget` steps to find.
 */
function shortestEdit(a: Int32Array, b: Int32Array, budget: number, work?: Work): ('-' | '+' | ' ')[] | null {
  const n = a.length;
  const m = b.length;
  // Round d takes at least d + 1 steps: the budget ends the search before this round.
  const rounds = Math.min(n + m, Math.ceil(Math.sqrt(2 * budget)) + 1);
  const offset = rounds + 1;
  const v = new Int32Array(2 * rounds + 3);
  // The furthest x on each diagonal after each round, kept to walk the edit back.
  const trace: Int32Array[] = [];
  let steps = 0;
  for (let d = 0; d <= rounds; d++) {
    for (let k = -d; k <= d; k += 2) {
      steps++;
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
        steps++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        if (work) work.steps += steps + d;
        return walkBack(trace, n, m);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
    steps += d + 1;
    if (steps > budget) {
      if (work) work.steps += steps;
      return null;
    }
  }
  return null;
}

/** The edit from the rounds' furthest points, from the end back to the start. */
function walkBack(trace: Int32Array[], n: number, m: number): ('-' | '+' | ' ')[] {
  const ops: ('-' | '+' | ' ')[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const previous = trace[d - 1]!;
    // Round d-1 kept the diagonals -(d-1)…d-1 at 0…2(d-1).
    const at = (k: number) => previous[k + d - 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(fromK);
    const fromY = fromX - fromK;
    const startX = down ? fromX : fromX + 1;
    while (x > startX) {
      ops.push(' ');
      x--;
      y--;
    }
    ops.push(down ? '+' : '-');
    x = fromX;
    y = fromY;
  }
  while (x > 0) {
    ops.push(' ');
    x--;
  }
  return ops.reverse();
}

/**
 * A line diff from `from` to `to`. The editor diffs from the current text to a version:
 * what a restore would change (`+` what it brings back, `-` what it removes). In each
 * change the removed lines come first, then the added ones.
 */
export function lineDiff(from: string, to: string, work?: Work): DiffLine[] {
  if (work) work.runs++;
  const numbers = new Map<string, number>();
  const a = linesOf(from, numbers, work);
  const b = linesOf(to, numbers, work);
  let start = 0;
  while (start < a.ids.length && start < b.ids.length && a.ids[start] === b.ids[start]) start++;
  let endA = a.ids.length;
  let endB = b.ids.length;
  while (endA > start && endB > start && a.ids[endA - 1] === b.ids[endB - 1]) {
    endA--;
    endB--;
  }
  if (work) work.steps += start + (a.ids.length - endA);
  const middleA = Int32Array.from(a.ids.slice(start, endA));
  const middleB = Int32Array.from(b.ids.slice(start, endB));
  const ops = shortestEdit(middleA, middleB, minSteps + stepsPerLine * (middleA.length + middleB.length), work) ?? [...Array<'-'>(middleA.length).fill('-'), ...Array<'+'>(middleB.length).fill('+')];

  const diff: DiffLine[] = a.lines.slice(0, start).map((line) => ({ op: ' ', line }));
  let i = start;
  let j = start;
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (const line of removed) diff.push(line);
    for (const line of added) diff.push(line);
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op === '-') removed.push({ op, line: a.lines[i++]! });
    else if (op === '+') added.push({ op, line: b.lines[j++]! });
    else {
      flush();
      diff.push({ op, line: a.lines[i++]! });
      j++;
    }
  }
  flush();
  for (const line of a.lines.slice(endA)) diff.push({ op: ' ', line });
  if (work) work.steps += diff.length;
  return diff;
}
