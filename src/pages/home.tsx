import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('home.title')}</h1>
    </div>
  );
}
