import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { LanguageToggle } from '../layout/admin-layout';
import { ceremonyError, problemText, type CeremonyProblem } from './ceremony-error';
import { useSession } from './session';

/** The invitation's token, from the link's fragment (`#token=…`): a fragment never reaches a server log. */
export function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{16,}$/.test(token) ? token : null;
}

/** /admin/invitation: one button creates the passkey; the link is used up only once that succeeds. */
export function InvitationPage() {
  const { t } = useI18n();
  const { signedIn } = useSession();
  const [token] = useState(() => tokenOf(window.location.hash));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CeremonyProblem | null>(token ? null : 'invitation.noToken');
  const [done, setDone] = useState<string | null>(null);

  async function register() {
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      // (Checked as far as the contract knows them; the library reads the rest.)
      const optionsJSON = (await request('/invitation/options', 'registrationOptions', {
        method: 'POST',
        body: { token },
        quiet401: true,
      })) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON });
      const answer = await request('/invitation/verify', 'signedIn', {
        method: 'POST',
        body: { token, response },
        quiet401: true,
      });
      // The link is spent: it leaves the address bar (and so the history's next screenshot).
      window.history.replaceState(null, '', window.location.pathname);
      setDone(answer.owner.email);
      signedIn(answer.owner);
    } catch (error) {
      setProblem(ceremonyError(error, 'invitation'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <header className="admin-header">
        <p className="admin-brand">{t('common.appName')}</p>
        <div className="admin-header-tools">
          <LanguageToggle />
        </div>
      </header>
      <main id="admin-main" className="admin-main">
        <section className="admin-card admin-narrow" aria-labelledby="invitation-title">
          <h1 id="invitation-title">{t('invitation.title')}</h1>
          {done ? (
            <>
              <p role="status">{t('invitation.done', { email: done })}</p>
              <Link className="admin-button admin-button-primary admin-button-big" to="/">
                {t('invitation.continue')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('invitation.intro')}</p>
              <button
                type="button"
                className="admin-button admin-button-primary admin-button-big"
                onClick={() => void register()}
                disabled={busy || !token}
              >
                {t('invitation.button')}
              </button>
              <p role="status" aria-live="polite" className="admin-status">
                {busy ? t('invitation.working') : ''}
              </p>
            </>
          )}
          {problem && (
            <p className="admin-error" role="alert">
              {problemText(problem, t)}
            </p>
          )}
        </section>
      </main>
    </>
  );
}
