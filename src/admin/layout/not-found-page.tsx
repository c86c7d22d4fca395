import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="admin-card">
      <h1>{t('notFound.title')}</h1>
      <p>{t('errors.notFound')}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
}
