import { useTranslation } from 'react-i18next';

export function DailyMenuPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('dailyMenu.title')}</h1>
    </div>
  );
}
