import { describe, expect, it } from 'vitest';
import { fixLink } from './home-page';

describe("a checklist item's fix link", () => {
  it("links inside the admin, under the router's basename", () => {
    expect(fixLink('/admin/content/venue')).toBe('/content/venue');
    expect(fixLink('/admin/content/venue#f-phones-restaurant')).toBe('/content/venue#f-phones-restaurant');
    expect(fixLink('/photos')).toBe('/photos');
  });

  it('makes no link of anything else (it is then shown as text)', () => {
    for (const fix of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example/x',
      '/admin/x"><script>',
      'SMTP_URL in .env',
    ])
      expect(fixLink(fix), fix).toBeNull();
  });
});
