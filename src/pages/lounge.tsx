import { useTranslation } from 'react-i18next';

export function LoungePage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('lounge.title')}</h1>
    </div>
  );
}
