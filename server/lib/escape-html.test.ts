import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves everything else alone, diacritics included', () => {
    expect(escapeHtml('Svatomartinské hody – 159 Kč')).toBe('Svatomartinské hody – 159 Kč');
  });
});
