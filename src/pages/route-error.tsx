import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '../components/ui/site-link';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../lang-context';
import { pagePaths } from '../page-ids';

/** What a failing route shows: the spec's generic error screen. The error's
 * message is shown in development only. */
export function RouteError() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="container page status-page" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      {import.meta.env.DEV ? <pre className="status-page__detail">{message}</pre> : null}
      <Link className="button" to={localize(pagePaths.home)}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
