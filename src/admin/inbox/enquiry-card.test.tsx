/**
 * An enquiry's every field as a guest might fill it (issue 22, point 6): markup, a
 * `javascript:` address and direction controls come out as text; the only link on the
 * card is the reply, and it is a mailto: we built.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../api/types';
import { I18nProvider } from '../i18n/i18n';
import { EnquiryCard } from './enquiry-card';

const evil = '<script>alert(1)</script><a href="javascript:alert(2)">x</a> javascript:alert(3) \u202Egnp.exe\u202C \u2067rtl\u2069';
const enquiry: Enquiry = {
  id: 'e1',
  form: evil,
  receivedAt: '2026-11-20T10:00:00.000Z',
  name: evil,
  email: `x${evil}@example.cz`,
  subject: evil,
  message: `${evil}\nsecond line`,
  delivery: 'failed',
  reason: evil,
  status: 'new',
};

describe('an enquiry in the inbox', () => {
  it.each(['cs', 'en'] as const)('shows every guest-typed field as text, with one link: our mailto: (%s)', (lang) => {
    const html = renderToString(
      <I18nProvider initial={lang}>
        <EnquiryCard enquiry={enquiry} actions={{ setStatus: () => {}, retry: () => {}, remove: () => {} }} />
      </I18nProvider>,
    );
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of a few KB, not request data
    const tags = (html.match(/<[^>]*>/g) ?? []).filter((tag) => !tag.startsWith('<!--'));
    expect(tags.filter((tag) => /^<(script|img|iframe)/i.test(tag))).toEqual([]);
    const links = tags.filter((tag) => /^<a\b/.test(tag));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^<a class="admin-button admin-button-primary" href="mailto:[^"\s<>]*">$/);
    expect(tags.filter((tag) => /\son\w+=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(html).toContain('<span class="admin-control">U+202E</span>');
  });
});
