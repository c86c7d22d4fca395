import { useTranslation } from 'react-i18next';

export function FeastPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('feast.title')}</h1>
    </div>
  );
}
