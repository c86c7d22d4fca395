import fc from 'fast-check';

/**
 * What the worst strings for a regular expression are made of: a long run of
 * one of these, or a short alternation of them repeated, makes a pattern that tries every
 * start position of a run pay for the whole run each time. Dots, dashes, underscores,
 * at signs (full-width too), spaces, encoded dots and letters, digits, brackets.
 */
const WORST_PIECES = [
  'a',
  '.',
  '-',
  '_',
  '%2E',
  '%2e',
  '@',
  '\uff20',
  ' ',
  '%20',
  '%61',
  '%25',
  '%',
  '1',
  '/',
  '(',
  ' at ',
  '\t',
  ',',
  ';',
  '=',
  '"',
] as const;

/** A length up to `max`, most often near it. */
const length = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.max(1, max - 64), max }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
  );

/** `unit` repeated to exactly `size` characters. */
const repeated = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/**
 * A worst string of at most `max` characters: a long run of one piece, or an alternation of
 * two to five pieces repeated. `pieces` narrows them (e.g. to what a request head may carry).
 */
export function worstString(max: number, pieces: readonly string[] = WORST_PIECES): fc.Arbitrary<string> {
  const run = fc.tuple(fc.constantFrom(...pieces), length(max)).map(([piece, size]) => repeated(piece, size));
  const alternation = fc
    .tuple(fc.array(fc.constantFrom(...pieces), { minLength: 2, maxLength: 5 }), length(max))
    .map(([units, size]) => repeated(units.join(''), size));
  return fc.oneof(run, alternation);
}

/** `text` cut to at most `bytes` bytes of UTF-8 (a body limit counts bytes), never in the middle of a character. */
export function withinBytes(text: string, bytes: number): string {
  let cut = text;
  while (Buffer.byteLength(cut, 'utf8') > bytes)
    cut = cut.slice(0, Math.max(0, cut.length - Math.ceil((Buffer.byteLength(cut, 'utf8') - bytes) / 3)));
  return cut;
}
