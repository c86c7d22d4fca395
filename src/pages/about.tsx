import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('about.title')}</h1>
    </div>
  );
}
