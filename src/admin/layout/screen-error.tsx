import { useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { Problem } from './problem';

/**
 * Every screen's errorElement (routes.tsx): its data could not be loaded or saved, or its
 * code not fetched. Said in the admin's sentences (the server's own message when it sent
 * one), with "Try again" in place; the header and navigation stay.
 */
export function ScreenError() {
  const { t } = useI18n();
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  // An answer of the API is asked again; a screen whose code did not arrive is loaded anew.
  const api = error instanceof ApiError;
  return (
    <section className="admin-card" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title">{t('errors.screenTitle')}</h1>
      {api ? (
        <Problem error={error} />
      ) : (
        <p className="admin-error" role="alert">
          {t('errors.screenLoad')}
        </p>
      )}
      <button
        type="button"
        className="admin-button"
        disabled={state === 'loading'}
        onClick={() => (api ? void revalidate() : window.location.reload())}
      >
        {t('common.retry')}
      </button>
    </section>
  );
}
