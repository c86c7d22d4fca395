import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../components/ui/lang-context';
import { pagePaths } from '../page-ids';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="container page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={localize(pagePaths.home)}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
