/**
 * What every regular expression was given while `work` ran: its source and the length of
 * its input. Every use of a RegExp (`test`, `exec`, and the string methods `search`,
 * `replace`, `match`, `matchAll`, `split` with a RegExp) goes through
 * `RegExp.prototype.exec` once the prototype's `exec` is replaced (the specification's
 * RegExpExec looks it up), so the bound a test asserts is the bound the engine saw.
 */
export interface RegexInput {
  source: string;
  length: number;
}

export function regexInputsDuring<T>(work: () => T): { result: T; inputs: RegexInput[] } {
  const inputs: RegexInput[] = [];
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function spiedExec(this: RegExp, input: string) {
    inputs.push({ source: this.source, length: String(input).length });
    return exec.call(this, input);
  };
  try {
    return { result: work(), inputs };
  } finally {
    RegExp.prototype.exec = exec;
  }
}

/** The longest input any regular expression saw, 0 when none ran. */
export function longestInput(inputs: readonly RegexInput[]): number {
  return inputs.reduce((longest, input) => Math.max(longest, input.length), 0);
}
