import { describe, expect, it } from 'vitest';
import { emailButton, emailDocument, emailLink, linkColor } from './email-html';

describe('email-html', () => {
  it('puts the body in the centered 600 px column and escapes the title and the language', () => {
    const html = emailDocument('cs"', 'Menu <b> & co', '<p>body</p>');
    expect(html).toContain('<html lang="cs&quot;">');
    expect(html).toContain('<title>Menu &lt;b&gt; &amp; co</title>');
    expect(html).toContain('<div style="max-width:600px;margin:0 auto"><p>body</p></div></body></html>');
  });

  it('draws links and the button in the one link color, their address and label escaped', () => {
    expect(emailLink('https://x.cz/?a=1&b="2"', '<x>')).toBe(
      `<a href="https://x.cz/?a=1&amp;b=&quot;2&quot;" style="color:${linkColor}">&lt;x&gt;</a>`,
    );
    expect(emailButton('https://x.cz/', 'Go')).toContain(`background:${linkColor};color:#ffffff`);
  });
});
