/**
 * A version's changes as the history shows them: whatever a version holds (a `<script>`,
 * a `javascript:` address, direction controls) is text, never an element, a link or a live
 * control; a long list is counted in the language's plural forms; data that cannot be read
 * is said in words.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChangeSummary } from '../api/contract';
import { I18nProvider, type AdminLang } from '../i18n/i18n';
import { ChangeList } from './change-list';
import '../i18n/english.test-support';

const render = (summary: ChangeSummary | null, lang: AdminLang = 'cs', of: 'version' | 'restore' = 'version') =>
  renderToString(
    <I18nProvider initial={lang}>
      <ChangeList summary={summary} of={of} />
    </I18nProvider>,
  );
const text = (html: string) => html.replace(/<[^<>]*>/g, '').replace(/\u00a0/g, ' ');

const hostile = { cs: '<script>alert(1)</script> \u202Egpj.exe\u202C', en: '<img src=x onerror=alert(1)>' };

describe("a version's changes", () => {
  it('renders markup as text and direction controls as code points', () => {
    const html = render({
      changes: [
        { kind: 'renamed', where: [{ name: hostile }], from: hostile, to: { cs: 'javascript:alert(1)', en: 'x' } },
        { kind: 'field', where: [], field: ['social'], from: null, to: 'javascript:alert(document.cookie)' },
      ],
      count: 2,
    });
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
    const tags = (html.match(/<[^>]*>/g) ?? []).filter((tag) => !tag.startsWith('<!--'));
    expect(new Set(tags.map((tag) => /^<\/?(\w+)/.exec(tag)?.[1]))).toEqual(new Set(['ul', 'li', 'span']));
    expect(tags.filter((tag) => /\s(href|src|on\w+)=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/[\u202A-\u202E]/u);
    expect(html).toContain('<span class="admin-control">U+202E</span>');
    expect(text(html)).toContain('Sociální síť doplněno: „javascript:alert(document.cookie)“');
  });

  it('counts what it does not list, in Czech and English plural forms', () => {
    const one = { kind: 'published' as const, where: [{ day: '2026-12-01' }] };
    expect(text(render({ changes: [one], count: 38 }))).toContain('a 37 dalších změn');
    expect(text(render({ changes: [one], count: 3 }))).toContain('a 2 další změny');
    expect(text(render({ changes: [one], count: 2 }, 'en'))).toContain('and 1 more change');
  });

  it('says in words that a version cannot be read, and what a restore then does', () => {
    expect(text(render({ unreadable: 'after' }))).toContain('Tuto verzi nelze přečíst');
    expect(text(render({ unreadable: 'before' }, 'en', 'restore'))).toContain('Today’s file cannot be read');
    expect(text(render({ changes: [], count: 0 }, 'cs', 'restore'))).toContain('Obnovení nic nezmění');
    expect(text(render(null, 'en'))).toContain('The oldest version kept');
  });
});
