import { createHash } from 'node:crypto';
import type { InlineSources } from '../http/security';

/**
 * Script types that are data, never run: the CSP does not govern them and they
 * need no hash. Every other type (none, `module`, a JavaScript MIME type,
 * `importmap`, `speculationrules`, a misspelling) is treated as executable and
 * hashed: hashing a block the browser would not run costs nothing.
 */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC = /\ssrc\s*=/i;

/**
 * The texts of the inline executable scripts and of the `<style>` elements in a
 * document we wrote (the shell, and React's markup, which escapes `<` in text and
 * attribute values, so neither element can start inside either). A `<script src>`
 * is external: not inline, its text ignored.
 */
export function inlineElementsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (type && DATA_BLOCK_TYPES.has(value)) continue;
    scripts.push(text);
  }
  const styles = [...html.matchAll(STYLE)].map(([, text = '']) => text);
  return { scripts, styles };
}

/**
 * `'sha256-…'` of each element text as the browser hashes it: UTF-8, after the
 * parser has turned CR LF and lone CR into LF. Each distinct one once, in order.
 */
export function hashSources(texts: readonly string[]): string[] {
  const digest = (text: string) => createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return [...new Set(texts.map((text) => `'sha256-${digest(text)}'`))];
}

/** The CSP sources for every inline script and style element of `html`. */
export function inlineSourcesOf(html: string): InlineSources {
  const { scripts, styles } = inlineElementsOf(html);
  return { scripts: hashSources(scripts), styles: hashSources(styles) };
}

/** Inline texts a document may have (the shell's: html-shell.ts shellInlineTexts). */
export interface AllowedInline {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The CSP sources of a document's inline elements that are on `allowed`, and the count
 * of those that are not (0012): the policy comes from the allow-list, never from what
 * the document contains, so an element injected by a bug (a `<script>` in markup) is
 * not allowed with it. A document with any such element is our bug: the renderer logs
 * it and does not keep the document (the browser blocks the element).
 */
export function allowedInlineSourcesOf(
  html: string,
  allowed: AllowedInline,
): { sources: InlineSources; unknown: number } {
  const { scripts, styles } = inlineElementsOf(html);
  const on = (list: readonly string[]) => (text: string) => list.includes(text.replace(/\r\n?/g, '\n'));
  const knownScripts = scripts.filter(on(allowed.scripts));
  const knownStyles = styles.filter(on(allowed.styles));
  return {
    sources: { scripts: hashSources(knownScripts), styles: hashSources(knownStyles) },
    unknown: scripts.length - knownScripts.length + styles.length - knownStyles.length,
  };
}
