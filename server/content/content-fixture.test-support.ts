/**
 * For the tests of server/content: a temporary copy of the sample content folder
 * (content/), and edits to its files that say on which line they landed, so a
 * test can expect `venue.yaml:<line> phones.events: …` without counting lines.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatContentError, loadContent } from './load';

export const sampleDir = path.resolve(import.meta.dirname, '../../content');

/** A copy of content/ in a new temporary folder (photos included). */
export function copySample(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ballon-content-'));
  cpSync(sampleDir, dir, { recursive: true });
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Replaces the first occurrence of `from` in `file` by `to` and returns the
 * 1-based line where `to` starts (or, with `marker`, the line of that text within `to`).
 */
export function edit(dir: string, file: string, from: string, to: string, marker?: string): number {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(target, text.slice(0, at) + to + text.slice(at + from.length));
  const offset = at + (marker === undefined ? 0 : to.indexOf(marker));
  return text.slice(0, offset).split('\n').length;
}

/** The 1-based line of the first occurrence of `needle` in `file`. */
export function lineOfText(dir: string, file: string, needle: string): number {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${file} does not contain ${JSON.stringify(needle)}`);
  return text.slice(0, at).split('\n').length;
}

/** The printed problems of a content folder, as the server logs them (fails when it is valid). */
export async function contentProblems(dir: string): Promise<string[]> {
  const result = await loadContent(dir);
  if (result.ok) throw new Error('expected the content to be invalid');
  return result.errors.map(formatContentError);
}
