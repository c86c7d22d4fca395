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
