import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixedContentSource } from '../../server/content/content-source';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

/** § 435 of the Civil Code wants the operator named on the site. */
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const spaces = (text: string) => text.replace(/\u00a0/g, ' ');

const cases = Object.values(pagePaths).flatMap((path) =>
  (['cs', 'en'] as const).map((lang) => ({ lang, url: localizePath(path, lang) })),
);

describe('the footer names the operating company', () => {
  const { app } = createTestApp();
  const { operator } = testContent.view().content.venue;

  it.each(cases)('$url: name, IČO and registered address from the content data', async ({ lang, url }) => {
    const response = await request(app).get(url).expect(200);
    const footer = spaces(footerOf(response.text));
    expect(footer).toContain(operator.name);
    expect(footer).toContain(operator.ico);
    expect(footer).toContain(spaces(operator.registeredAddress));
    expect(footer).toContain(lang === 'cs' ? 'IČO' : 'Company ID');
  });

  it('follows the content: another operator shows at once, the sample one is gone', async () => {
    const view = testContent.view();
    const other = { name: 'Jiná Gastro a.s.', ico: '12345678', registeredAddress: 'Vítězné náměstí 1, 160 00 Praha 6' };
    const content = fixedContentSource(
      { ...view.content, venue: { ...view.content.venue, operator: other } },
      view.photos,
      testContent.modified(),
    );
    const { app: otherApp } = createTestApp({ deps: { content } });
    const footer = spaces(footerOf((await request(otherApp).get('/kontakt').expect(200)).text));
    expect(footer).toContain(other.name);
    expect(footer).toContain('12345678');
    expect(footer).toContain(other.registeredAddress);
    expect(footer).not.toContain(operator.name);
  });
});
