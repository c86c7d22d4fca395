import { useTranslation } from 'react-i18next';
import { localizePath } from '../../lang';
import { useLang } from '../../lang-context';
import { pagePaths } from '../../page-ids';
import './subscribe-card.css';

/**
 * The daily menu's subscribe card with our own form (server/subscribers), shown when links.yaml's
 * `menuSubscribe` is not set (when it is, the spec's card with its external link stays). A plain
 * `<form method="post">`: the server answers with its own small pages, with JavaScript or without,
 * so the card adds markup and words to the page's first load, no script of its own. It holds no
 * per-request state, so the page cache keeps the page as before. `#odber` is where the server's
 * pages link back to. The address's length is the server's check (the forms' limits live in the
 * forms' chunk, which this page does not load).
 */
/** The card's own words (`dailyMenu.subscribe.form`). */
type FormWord = 'email' | 'lang' | 'langCs' | 'langEn' | 'consent' | 'privacyLink' | 'submit' | 'honeypot' | 'note';

export function SubscribeCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const words = (key: FormWord) => t(`dailyMenu.subscribe.form.${key}`);
  return (
    <section
      id="odber"
      className="card menu-card menu-card--accent subscribe-card"
      aria-labelledby="daily-subscribe-title"
    >
      <h2 id="daily-subscribe-title" className="menu-card__title">
        {t('dailyMenu.subscribe.title')}
      </h2>
      <p>{t('dailyMenu.subscribe.text')}</p>
      <form className="subscribe-card__form" method="post" action={localizePath('/denni-menu/odber', lang)}>
        <label className="subscribe-card__label" htmlFor="odber-email">
          {words('email')}
        </label>
        <input
          className="subscribe-card__email"
          id="odber-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <fieldset className="subscribe-card__langs">
          <legend className="subscribe-card__label">{words('lang')}</legend>
          {(['cs', 'en'] as const).map((value) => (
            <span className="subscribe-card__choice" key={value}>
              <input
                id={`odber-lang-${value}`}
                type="radio"
                name="lang"
                value={value}
                defaultChecked={value === lang}
              />
              <label htmlFor={`odber-lang-${value}`}>{words(value === 'cs' ? 'langCs' : 'langEn')}</label>
            </span>
          ))}
        </fieldset>
        <div className="subscribe-card__choice subscribe-card__consent">
          <input id="odber-consent" type="checkbox" name="consent" value="on" required />
          <label htmlFor="odber-consent">{words('consent')}</label>
        </div>
        <p className="subscribe-card__privacy">
          <a href={`${localizePath(pagePaths.privacy, lang)}#odber-menu`}>{words('privacyLink')}</a>
        </p>
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="odber-website">{words('honeypot')}</label>
          <input id="odber-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="subscribe-card__note">{words('note')}</p>
        <button className="button button--light" type="submit">
          {words('submit')}
        </button>
      </form>
    </section>
  );
}
