import { useI18n } from '../i18n/i18n';

/** A screen staff reached by its address: what it is, and that it is the owners' (the server would refuse it anyway). */
export function OwnersOnly({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <>
      <h1>{title}</h1>
      <p className="admin-notice">{t('errors.forbidden')}</p>
    </>
  );
}
