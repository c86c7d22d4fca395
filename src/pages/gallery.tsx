import { useTranslation } from 'react-i18next';

export function GalleryPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('gallery.title')}</h1>
    </div>
  );
}
