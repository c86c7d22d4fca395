import { useTranslation } from 'react-i18next';

export function FoodMenuPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('foodMenu.title')}</h1>
    </div>
  );
}
