/**
 * The history's diff shows whatever a version holds as text: a
 * `<script>`, a `javascript:` address, markup in attributes' clothing and direction
 * controls come out escaped or as code points, never as elements, links or live controls.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { DiffView } from './diff-view';

const hostile = [
  '<script>alert(1)</script>',
  'url: javascript:alert(document.cookie)',
  '<a href="javascript:alert(1)">tap</a><img src=x onerror=alert(1)>',
  'name: \u202Egpj.exe\u202C and \u2066isolate\u2069 \u200Fmark \u200Bzero',
  '</code></li><li>"quoted" & \'single\'',
];

const render = () =>
  renderToString(
    <I18nProvider initial="en">
      <DiffView diff={hostile.map((line, index) => ({ op: (['+', '-', ' '] as const)[index % 3] ?? ' ', line }))} />
    </I18nProvider>,
  );

describe("the history's diff view", () => {
  it('renders markup as text: no element, attribute or link comes from a line', () => {
    const html = render();
    // (React's `<!-- -->` between adjacent texts is no element.)
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
    const tags = (html.match(/<[^>]*>/g) ?? []).filter((tag) => !tag.startsWith('<!--'));
    expect(new Set(tags.map((tag) => /^<\/?(\w+)/.exec(tag)?.[1]))).toEqual(
      new Set(['div', 'p', 'ol', 'li', 'span', 'code']),
    );
    expect(tags.filter((tag) => /\s(href|src|on\w+)=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('javascript:alert(document.cookie)');
    expect(html).toContain('&lt;/code&gt;&lt;/li&gt;&lt;li&gt;&quot;quoted&quot; &amp; &#x27;single&#x27;');
    // As many list items as lines: a line cannot close its own and open another.
    expect(html.match(/<li /g)).toHaveLength(hostile.length);
  });

  it('shows direction controls and zero-width characters as code points, not as themselves', () => {
    const html = render();
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/u);
    for (const code of ['U+202E', 'U+202C', 'U+2066', 'U+2069', 'U+200F', 'U+200B'])
      expect(html).toContain(`<span class="admin-control">${code}</span>`);
    expect(html).toContain('gpj.exe');
  });

  it('reads as what a restore would do: `+` is only in the version (it comes back), `-` is on the site today (it goes)', () => {
    // The server's diff runs from today's text to the version (server/admin/content/editor.ts).
    const html = renderToString(
      <I18nProvider initial="en">
        <DiffView
          diff={[
            { op: '+', line: 'closed: false' },
            { op: '-', line: 'closed: true' },
          ]}
        />
      </I18nProvider>,
    );
    const text = html.replace(/<[^<>]*>/g, '');
    expect(text).toContain('only in this version, comes back: closed: false');
    expect(text).toContain('on the site today, goes: closed: true');
  });
});

describe("a long file's diff", () => {
  const file = Array.from({ length: 40 }, (_, index) => `line ${index + 1}`);
  const text = (diff: { op: ' ' | '+' | '-'; line: string }[], lang: 'cs' | 'en') =>
    renderToString(
      <I18nProvider initial={lang}>
        <DiffView diff={diff} />
      </I18nProvider>,
    ).replace(/<[^<>]*>/g, '');

  it('shows each change with three unchanged lines either side, and counts the rest', () => {
    const diff = file.map((line, index) => ({ op: index === 20 ? ('+' as const) : (' ' as const), line }));
    const shown = text(diff, 'cs');
    for (const line of ['line 18', 'line 21', 'line 24']) expect(shown).toContain(line);
    for (const line of ['line 17', 'line 25']) expect(shown).not.toContain(line);
    expect(shown).toContain('… 17 řádků beze změny …');
    expect(shown).toContain('… 16 řádků beze změny …');
    expect(
      text([{ op: '-', line: 'a' }, ...file.slice(0, 6).map((line) => ({ op: ' ' as const, line }))], 'en'),
    ).toContain('… 3 unchanged lines …');
  });

  it('writes a single unchanged line out instead of counting it, and counts in Czech plural forms', () => {
    const eight = file
      .slice(0, 9)
      .map((line, index) => ({ op: index === 0 || index === 8 ? ('+' as const) : (' ' as const), line }));
    expect(text(eight, 'cs')).toContain('line 5');
    expect(text(eight, 'cs')).not.toContain('beze změny …');
    expect(
      text([{ op: '+', line: 'a' }, ...file.slice(0, 5).map((line) => ({ op: ' ' as const, line }))], 'cs'),
    ).toContain('… 2 řádky beze změny …');
  });
});
