import { useTranslation } from 'react-i18next';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('contact.title')}</h1>
    </div>
  );
}
