/**
 * The first name given twice in one JSON object of `text`, or null. JSON.parse
 * keeps the last of two equal names without a word, so `{"name":"a","name":"b"}`
 * would reach the schema as `b` after a check of who knows what; a body like that
 * is refused instead (server/enquiries/duplicate-fields.ts).
 *
 * One pass over the text, no regular expression: each character is looked at
 * once (a string's characters by the loop that finds its end), each name is
 * decoded once by JSON.parse of its own quoted text (so `"a"` and `"\u0061"` are
 * the same name) and kept in a set of its object's names. Objects nest in arrays
 * and objects at any depth; each has its own set. Meant for text that JSON.parse
 * also reads: on malformed text it answers something harmless (a name it saw
 * twice, or null) and the parser refuses the text anyway.
 */
export function findDuplicateJsonKey(text: string): string | null {
  /** Per open bracket: the names of an object, or null for an array. */
  const frames: (Set<string> | null)[] = [];
  /** Inside an object, the next string is a name (after `{` or `,`). */
  let expectName = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      const start = at;
      for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === '\\') at++;
      const names = frames.at(-1);
      if (!expectName || !names) continue;
      expectName = false;
      const name = decodeString(text.slice(start, at + 1));
      if (name === null) return null;
      if (names.has(name)) return name;
      names.add(name);
    } else if (char === '{') {
      frames.push(new Set());
      expectName = true;
    } else if (char === '[') {
      frames.push(null);
      expectName = false;
    } else if (char === '}' || char === ']') {
      frames.pop();
      expectName = false;
    } else if (char === ',') {
      expectName = frames.at(-1) instanceof Set;
    }
  }
  return null;
}

function decodeString(quoted: string): string | null {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return null;
  }
}
