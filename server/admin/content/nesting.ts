/**
 * How deep a request's data nests, measured without recursion: the editor's own
 * work on the data (comparing it with the file, building YAML nodes) recurses once
 * per level, so a body of 512 kB of `[[[[…` would overflow the stack there. The
 * loader refuses a file nested deeper than `maxDepth` anyway; the API refuses such
 * data first, in words, before anything touches it.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    // `current` is a list or a field map at `depth`: the (depth + 1)th level of nesting.
    if (depth >= max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Whether data holds more than `max` list items and fields in all. Each one is at least
 * one mark of structure (`-`, `:`, `,`) in the file it would be written as, and the
 * loader refuses a file of more than maxMarks of them: data past that is refused
 * before it is merged into the file and written out, which would cost time for nothing.
 */
export function entriesMoreThan(value: unknown, max: number): boolean {
  const pending: unknown[] = [value];
  let entries = 0;
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const child of Object.values(current)) {
      if (++entries > max) return true;
      pending.push(child);
    }
  }
  return false;
}
