import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { ceremonyError, problemText, type CeremonyProblem } from './ceremony-error';
import { useSession } from './session';

/**
 * Sign-in: one button, a discoverable passkey (no e-mail asked, nothing revealed about
 * who is an owner). Shown at /admin/sign-in and in place of any page whose session
 * ended, which then shows again once signed in (its unsaved edit is in drafts.ts).
 */
export function SignIn({ expired = false, onSignedIn }: { expired?: boolean; onSignedIn?: () => void }) {
  const { t } = useI18n();
  const { signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CeremonyProblem | null>(null);

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      // The ceremony's code (WebAuthn's library) arrives with the first tap, not with every screen.
      const { browserSupportsWebAuthn, passkeySignIn } = await import('./passkey-sign-in');
      if (!browserSupportsWebAuthn()) return setProblem('signIn.unsupported');
      signedIn(await passkeySignIn());
      onSignedIn?.();
    } catch (error) {
      setProblem(ceremonyError(error, 'signIn'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card admin-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      {expired && (
        <p className="admin-notice" role="status">
          {t('signIn.expired')}
        </p>
      )}
      <p>{t('signIn.intro')}</p>
      <button
        type="button"
        className="admin-button admin-button-primary admin-button-big"
        onClick={() => void signIn()}
        disabled={busy}
      >
        {t('signIn.button')}
      </button>
      <p role="status" aria-live="polite" className="admin-status">
        {busy ? t('signIn.working') : ''}
      </p>
      {problem && (
        <p className="admin-error" role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </section>
  );
}
