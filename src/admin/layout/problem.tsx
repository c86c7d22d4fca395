import { ApiError, MALFORMED_ANSWER } from '../api/client';
import { useI18n } from '../i18n/i18n';

/** An API error as one sentence: the server's own (localized) message when it sent one. */
export function useProblemText(): (error: unknown) => string {
  const { t } = useI18n();
  return (error) => {
    if (!(error instanceof ApiError)) return t('errors.server', { status: '?' });
    if (error.status === 0) return t('errors.network');
    if (error.code === MALFORMED_ANSWER) return t('errors.malformed');
    if (error.message) return error.message;
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 404) return t('errors.notFound');
    if (error.status === 429) return t('errors.rateLimited');
    return t('errors.server', { status: error.status });
  };
}

export function Problem({ error }: { error: unknown }) {
  const text = useProblemText();
  if (!error) return null;
  return (
    <p className="admin-error" role="alert">
      {text(error)}
    </p>
  );
}
