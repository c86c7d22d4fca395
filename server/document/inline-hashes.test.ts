import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowedInlineSourcesOf, hashSources, inlineElementsOf, inlineSourcesOf } from './inline-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineElementsOf', () => {
  it('finds every inline script the browser would run, and every style element', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">import "b"</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type=importmap>{"imports":{}}</script>',
      '<script type="application/json" id="ssr-data">{"x":1}</script>',
      '<script type="application/ld+json" data-head="">{"@context":"https://schema.org"}</script>',
      '<script TYPE="Application/JSON">{}</script>',
      '<script type="module" src="/assets/e.js"></script>',
      '<script nonce="x" data-entry="/e.js">d()</script>',
      '<style>p{color:red}</style><style media="print">p{color:#000}</style>',
    ].join('');
    expect(inlineElementsOf(html)).toEqual({
      scripts: ['a()', 'import "b"', 'c()', '{"imports":{}}', 'd()'],
      styles: ['p{color:red}', 'p{color:#000}'],
    });
  });

  it('treats an unknown type as executable: hashing a block never run costs nothing, missing one would break it', () => {
    expect(inlineElementsOf('<script type="text/jsx">x</script><script type="">y</script>').scripts).toEqual([
      'x',
      'y',
    ]);
  });
});

describe('hashSources', () => {
  it("gives 'sha256-…' of the UTF-8 text, each distinct text once", () => {
    expect(hashSources(['a()', 'žluť()', 'a()'])).toEqual([sha('a()'), sha('žluť()')]);
  });

  it('hashes the text as the parser leaves it: CR LF and lone CR become LF', () => {
    expect(hashSources(['a\r\nb\rc'])).toEqual([sha('a\nb\nc')]);
  });

  it('no elements, no sources', () => {
    expect(inlineSourcesOf('<p>nothing inline</p>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('allowedInlineSourcesOf', () => {
  const allowed = { scripts: ['a()', 'b()'], styles: ['p{color:red}'] };

  it('hashes only the elements on the allow-list, and counts the others', () => {
    const html =
      '<script>a()</script><style>p{color:red}</style><p><script>evil()</script><style>*{display:none}</style></p><script type="application/json">{}</script>';
    expect(allowedInlineSourcesOf(html, allowed)).toEqual({
      sources: { scripts: [sha('a()')], styles: [sha('p{color:red}')] },
      unknown: 2,
    });
  });

  it('a document with only the shell’s elements has none unknown; one not written is not listed', () => {
    expect(allowedInlineSourcesOf('<script>b()</script><script>a()</script>', allowed)).toEqual({
      sources: { scripts: [sha('b()'), sha('a()')], styles: [] },
      unknown: 0,
    });
  });
});
