import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { outcome, submitted, useAction } from '../api/action';
import { ApiError, request } from '../api/client';
import type { Answer, Requests } from '../api/contract';
import { pathSegment } from '../api/path-segment';
import { may, roles, type Role } from '../api/roles';
import type { Owner } from '../api/contract';
import { useI18n, wordAt } from '../i18n/i18n';
import { ceremonyError, problemText, type CeremonyProblem } from '../auth/ceremony-error';
import { passkeySignIn } from '../auth/passkey-sign-in';
import { currentRole, useRole, useSession, whenSignedIn } from '../auth/session';
import { Problem } from '../layout/problem';
import { ConfirmButton } from './confirm-button';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

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

/** What the owners' screen asks its action to do: invite, change a role, or revoke an account or a passkey (by its API path). */
type OwnersIntent =
  | { intent: 'invite'; body: Requests['invite'] }
  | { intent: 'role'; email: string; body: Requests['role'] }
  | { intent: 'revoke'; path: string };

/** The owners' action (the owners then load again). */
export async function ownersAction({ request: submission }: ActionFunctionArgs) {
  const todo = await submitted<OwnersIntent>(submission);
  if (todo.intent === 'invite')
    return outcome(request('/invitations', 'invitation', { method: 'POST', body: todo.body }));
  if (todo.intent === 'role')
    return outcome(request(`/owners/${pathSegment(todo.email)}`, 'roleChanged', { method: 'PATCH', body: todo.body }));
  return outcome(request(todo.path, null, { method: 'DELETE' }));
}

/** Invite an owner or staff: the link is shown once, here, to be passed on by any channel (never e-mailed by us). */
function InviteForm() {
  const { t, dateTime } = useI18n();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('owner');
  const [link, setLink] = useState<{ link: string; expiresAt: string; email: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const run = useAction<OwnersIntent, Answer<'invitation'>>();
  const invite = async () => {
    setProblem(null);
    setCopied(false);
    try {
      setLink({
        ...(await run({ intent: 'invite', body: { email, role } })),
        email,
      });
      setEmail('');
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
        <fieldset className="admin-group">
          <legend>{t('owners.role')}</legend>
          {roles.map((option) => (
            <div key={option} className="admin-field admin-field-check">
              <input
                id={`invite-role-${option}`}
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              <label htmlFor={`invite-role-${option}`}>
                {t(option === 'owner' ? 'owners.roleOwner' : 'owners.roleStaff')}
              </label>
            </div>
          ))}
        </fieldset>
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
      .map((transport) => wordAt(lang, `owners.transports.${transport}`))
      .filter((kind): kind is string => kind !== undefined);
    return kinds.length > 0 ? t('owners.passkeyKind', { kind: [...new Set(kinds)].join(', ') }) : t('owners.passkey');
  };
}

/**
 * The owners' loader (its failure: the route's errorElement); loaded again after an invitation, a
 * role change or a revocation. Staff are not shown the accounts: nothing is asked the server would refuse.
 */
export const ownersLoader = () =>
  whenSignedIn(async () => (may(currentRole(), 'accounts') ? request('/owners', 'owners') : null));

/** An account's role, and the one step to the other role (the server refuses to make the last owner staff, in words). */
function RoleControl({ owner, onChanged }: { owner: Owner; onChanged(problem: unknown, done?: string): void }) {
  const { t } = useI18n();
  const { session, signedIn } = useSession();
  const run = useAction<OwnersIntent>();
  const other: Role = owner.role === 'owner' ? 'staff' : 'owner';
  return (
    <p className="admin-role">
      <span>{t('owners.roleLabel', { role: t(`roles.${owner.role}`) })}</span>{' '}
      <button
        type="button"
        className="admin-button"
        onClick={() =>
          run({ intent: 'role', email: owner.email, body: { role: other } }).then(
            () => {
              // One's own role changed: the screens follow at once (staff's navigation).
              if (session.state === 'signed-in' && session.email === owner.email)
                signedIn({ email: owner.email, role: other });
              onChanged(null, t('owners.roleChanged', { email: owner.email, role: t(`roles.${other}`) }));
            },
            (error: unknown) => onChanged(error),
          )
        }
      >
        {t(other === 'owner' ? 'owners.makeOwner' : 'owners.makeStaff', { email: owner.email })}
      </button>
    </p>
  );
}

/** /admin/owners: invite, the accounts with their roles and passkeys, change a role, revoke; an owner's only. */
export function OwnersPage() {
  const { t } = useI18n();
  const loaded = useLoaderData() as { owners: Owner[] } | null;
  if (!may(useRole(), 'accounts') || !loaded)
    return (
      <>
        <h1>{t('owners.title')}</h1>
        <p className="admin-notice">{t('errors.forbidden')}</p>
      </>
    );
  return <Accounts owners={loaded.owners} />;
}

function Accounts({ owners }: { owners: Owner[] }) {
  const { t, dateTime } = useI18n();
  const passkeyName = usePasskeyName();
  const [problem, setProblem] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const run = useAction<OwnersIntent>();
  // (The owners load again after every action: the router revalidates.)
  const changed = (error: unknown, words = '') => {
    setProblem(error);
    setDone(words);
  };
  const revoke = (path: string) => {
    setProblem(null);
    setDone('');
    run({ intent: 'revoke', path }).catch(setProblem);
  };
  return (
    <>
      <h1>{t('owners.title')}</h1>
      <InviteForm />
      <section className="admin-card" aria-labelledby="owners-title">
        <h2 id="owners-title">{t('owners.listTitle')}</h2>
        <Problem error={problem} />
        <p role="status" aria-live="polite">
          {done}
        </p>
        <ul className="admin-owners">
          {owners.map((owner) => (
            <li key={owner.email}>
              <h3 className="admin-h3">{owner.email}</h3>
              <p className="admin-muted">{t('owners.since', { time: dateTime(owner.createdAt) })}</p>
              <RoleControl owner={owner} onChanged={changed} />
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
