import { useTranslation } from 'react-i18next';

export function DrinksPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('drinks.title')}</h1>
    </div>
  );
}
