import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/ui/site-link';
import { useLang } from '../lang-context';
import { notFoundMessages } from '../i18n/not-found';
import { localizePath, type Lang } from '../lang';
import { pagePaths } from '../page-ids';
import './not-found.css';

/**
 * The page for an unknown path, in both languages whatever the prefix (the
 * spec's bilingual 404): the page's language first, under the one `h1`, then the
 * other, marked with its `lang`; each with a link to its own home page. The
 * status (404) and `noindex` come from the route and the head.
 *
 * In the browser, the missing path goes to the console at info level
 * (`404: /en/whatever`, the spec's "the missing path is logged"), once each time
 * the page is shown for a location: after a client-side navigation and after
 * the hydration of a directly loaded 404 (the server logs it on its side).
 */
export function NotFoundPage() {
  const lang = useLang();
  const location = useLocation();
  // StrictMode runs an effect twice in development: one line per location (each navigation
  // makes a new one, even to the same path), not per run.
  const logged = useRef<typeof location | null>(null);
  useEffect(() => {
    if (logged.current === location) return;
    logged.current = location;
    // eslint-disable-next-line no-console -- the spec asks for this one line
    console.info(`404: ${location.pathname}`);
  }, [location]);

  const languages: Lang[] = lang === 'cs' ? ['cs', 'en'] : ['en', 'cs'];
  return (
    <div className="container page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      {languages.map((language, index) => {
        const messages = notFoundMessages[language];
        const own = language === lang;
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <div
            key={language}
            className={own ? 'not-found__part' : 'not-found__part not-found__part--other'}
            lang={own ? undefined : language}
          >
            <Heading className="not-found__title">{messages.title}</Heading>
            <p>{messages.text}</p>
            <Link
              className={own ? 'button' : 'button button--outline'}
              to={localizePath(pagePaths.home, language)}
              hrefLang={own ? undefined : language}
            >
              {messages.home}
            </Link>
          </div>
        );
      })}
    </div>
  );
}
