import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { outcome, submitted, useAction } from '../api/action';
import { ApiError, request } from '../api/client';
import type { Answer, Requests } from '../api/contract';
import { pathSegment } from '../api/path-segment';
import type { Owner } from '../api/contract';
import { adminMessages, useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';
import { ceremonyError, problemText, type CeremonyProblem } from '../auth/ceremony-error';
import { passkeySignIn } from '../auth/passkey-sign-in';
import { useSession, whenSignedIn } from '../auth/session';
import { Problem } from '../layout/problem';
import { ConfirmButton } from './confirm-button';

/**
 * Signing in again where a refusal asked for it (a second device needs a sign-in at most
 * 5 minutes old): the passkey prompt in place, then `then` (the refused step once more).
 */
function SignInAgain({ then }: { then(): void }) {
  const { t } = useI18n();
  const { signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CeremonyProblem | null>(null);
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button-primary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            signedIn(await passkeySignIn());
            then();
          } catch (error) {
            setProblem(ceremonyError(error, 'signIn'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('owners.signInAgain')}
      </button>
      <p role="status" aria-live="polite" className="admin-status">
        {busy ? t('signIn.working') : ''}
      </p>
      {problem && (
        <p className="admin-error" role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </>
  );
}

/** Invite: the link is shown once, here, to be passed on by any channel (never e-mailed by us). */
/** What the owners' screen asks its action to do: invite, or revoke an owner or a passkey (by its API path). */
type OwnersIntent = { intent: 'invite'; body: Requests['invite'] } | { intent: 'revoke'; path: string };

/** The owners' action (the owners then load again). */
export async function ownersAction({ request: submission }: ActionFunctionArgs) {
  const todo = await submitted<OwnersIntent>(submission);
  if (todo.intent === 'invite')
    return outcome(request('/invitations', 'invitation', { method: 'POST', body: todo.body }));
  return outcome(request(todo.path, null, { method: 'DELETE' }));
}

function InviteForm({ onInvited }: { onInvited(): void }) {
  const { t, dateTime } = useI18n();
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<{ link: string; expiresAt: string; email: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const run = useAction<OwnersIntent, Answer<'invitation'>>();
  const invite = async () => {
    setProblem(null);
    setCopied(false);
    try {
      setLink({
        ...(await run({ intent: 'invite', body: { email } })),
        email,
      });
      setEmail('');
      onInvited();
    } catch (error) {
      setProblem(error);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('owners.inviteTitle')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void invite();
        }}
      >
        <div className="admin-field">
          <label htmlFor="invite-email">{t('owners.email')}</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            aria-describedby="invite-own-device"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id="invite-own-device" className="admin-muted">
            {t('owners.ownDevice')}
          </p>
        </div>
        <button type="submit" className="admin-button admin-button-primary">
          {t('owners.inviteButton')}
        </button>
      </form>
      <Problem error={problem} />
      {problem instanceof ApiError && problem.code === 'sign_in_again' && <SignInAgain then={() => void invite()} />}
      {link && (
        <div className="admin-notice">
          <p>
            {t('owners.linkFor', { email: link.email })} {t('owners.linkOnce', { time: dateTime(link.expiresAt) })}
          </p>
          <label htmlFor="invite-link">{t('owners.linkLabel')}</label>
          <input id="invite-link" readOnly value={link.link} onFocus={(event) => event.target.select()} />
          <button
            type="button"
            className="admin-button"
            onClick={() =>
              void navigator.clipboard?.writeText(link.link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {t('owners.copy')}
          </button>
          <p role="status" aria-live="polite">
            {copied ? t('owners.copied') : ''}
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * A passkey's name from how it connects (the server's label: its WebAuthn transports,
 * `internal`, `hybrid`, `usb`…, or `passkey` when it named none), in the admin's words.
 */
function usePasskeyName(): (label: string) => string {
  const { t, lang } = useI18n();
  return (label) => {
    const kinds = label
      .split(', ')
      .map((transport) => lookup(adminMessages[lang], `owners.transports.${transport}`))
      .filter((kind): kind is string => kind !== undefined);
    return kinds.length > 0 ? t('owners.passkeyKind', { kind: [...new Set(kinds)].join(', ') }) : t('owners.passkey');
  };
}

/** The owners' loader (its failure: the route's errorElement); loaded again after an invitation or a revocation. */
export const ownersLoader = () => whenSignedIn(() => request('/owners', 'owners'));

/** /admin/owners: invite, the owners and their passkeys, revoke either. */
export function OwnersPage() {
  const { t, dateTime } = useI18n();
  const passkeyName = usePasskeyName();
  const owners: Owner[] = (useLoaderData() as { owners: Owner[] }).owners;
  const [problem, setProblem] = useState<unknown>(null);
  const run = useAction<OwnersIntent>();
  // (The owners load again after every action: nothing more to do once it is done.)
  const load = () => undefined;
  const revoke = (path: string) => {
    setProblem(null);
    run({ intent: 'revoke', path }).then(load, setProblem);
  };
  return (
    <>
      <h1>{t('owners.title')}</h1>
      <InviteForm onInvited={load} />
      <section className="admin-card" aria-labelledby="owners-title">
        <h2 id="owners-title">{t('owners.listTitle')}</h2>
        <Problem error={problem} />
        <ul className="admin-owners">
          {owners.map((owner) => (
            <li key={owner.email}>
              <h3 className="admin-h3">{owner.email}</h3>
              <p className="admin-muted">{t('owners.since', { time: dateTime(owner.createdAt) })}</p>
              <ul>
                {owner.passkeys.map((passkey) => (
                  <li key={passkey.id} className="admin-passkey">
                    <span>
                      {passkeyName(passkey.label)} · {t('owners.since', { time: dateTime(passkey.createdAt) })} ·{' '}
                      {passkey.lastUsedAt
                        ? t('owners.lastUsed', { time: dateTime(passkey.lastUsedAt) })
                        : t('owners.neverUsed')}
                    </span>
                    <ConfirmButton
                      label={t('owners.revokePasskey', { time: dateTime(passkey.createdAt) })}
                      onConfirm={() => revoke(`/passkeys/${pathSegment(passkey.id)}`)}
                    >
                      {t('owners.revokePasskey', { time: dateTime(passkey.createdAt) })}
                    </ConfirmButton>
                  </li>
                ))}
              </ul>
              <ConfirmButton
                label={t('owners.revokeOwner', { email: owner.email })}
                onConfirm={() => revoke(`/owners/${pathSegment(owner.email)}`)}
              >
                {t('owners.revokeOwner', { email: owner.email })}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
