import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isCurrentPath, Link, NavLink } from './site-link';

/** The markup of `element` rendered on the page at `path`, inside a data router as on the site. */
function renderAt(path: string, element: React.ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('which link points at the page shown (the router NavLink contract)', () => {
  it.each([
    ['/galerie', '/galerie', false, true],
    ['/Galerie', '/galerie', false, true],
    ['/en/galerie', '/en', false, true],
    ['/en/galerie', '/en', true, false],
    ['/en', '/en', true, true],
    ['/galerie', '/', false, false],
    ['/', '/', true, true],
    ['/galerie-stara', '/galerie', false, false],
    ['/kontakt', '/kontakt#kontaktni-formular', true, true],
    ['/kontakt', '/kontakt?odeslano=1', true, true],
  ])('%s, a link to %s (end %s): %s', (pathname, to, end, expected) => {
    expect(isCurrentPath(pathname, to, end)).toBe(expected);
  });
});

describe('the site links', () => {
  it('render a real <a href> with the attributes given, and nothing of the framework mode', () => {
    const html = renderAt(
      '/',
      <Link className="button" to="/kontakt#kontaktni-formular" hrefLang="cs">
        Kontakt
      </Link>,
    );
    expect(html).toBe('<a class="button" hrefLang="cs" href="/kontakt#kontaktni-formular">Kontakt</a>');
  });

  it('mark the current page with aria-current="page" and the class active, and no other', () => {
    const nav = (
      <>
        <NavLink className="nav-link" to="/galerie">
          Galerie
        </NavLink>
        <NavLink className="nav-link" to="/kontakt">
          Kontakt
        </NavLink>
      </>
    );
    expect(renderAt('/galerie', nav)).toBe(
      '<a class="nav-link active" aria-current="page" href="/galerie">Galerie</a><a class="nav-link" href="/kontakt">Kontakt</a>',
    );
  });
});
