import { Router, type Request } from 'express';
import type { Answer } from '../../src/admin/api/contract';
import type { AuditLog } from './audit';
import { sendAdminError } from './api-errors';
import { invite, normalEmail } from './auth/invitations';
import { signedInFreshly, type Sessions } from './auth/sessions';
import { jsonBody } from './json-body';
import type { AdminState, Passkey, Session } from './state/admin-state';

export interface OwnerRouteParts {
  state: AdminState;
  audit: AuditLog;
  sessions: Sessions;
  siteUrl: string;
  now: () => Date;
  /** The session `requireSession` found for this request. */
  sessionOf(req: Request): Session;
}

/** A passkey's name for the owners' list: how it connects (this device, a phone nearby, a security key). */
function labelOf(passkey: Passkey): string {
  return passkey.transports.length > 0 ? passkey.transports.join(', ') : 'passkey';
}

/** The owners, their passkeys, invitations and revocations, and the audit log: for a signed-in owner. */
export function ownerRoutes({ state, audit, sessions, siteUrl, now, sessionOf }: OwnerRouteParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/owners', async (_req, res) => {
    const [owners, passkeys] = await Promise.all([state.listOwners(), state.listPasskeys()]);
    res.json({
      owners: owners
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map(({ email, createdAt }) => ({
          email,
          createdAt,
          passkeys: passkeys
            .filter((passkey) => passkey.owner === email)
            .map((passkey) => ({
              id: passkey.id,
              createdAt: passkey.createdAt,
              lastUsedAt: passkey.lastUsedAt,
              label: labelOf(passkey),
            })),
        })),
    } satisfies Answer<'owners'>);
  });
  // An owner invites a new owner, or a device of their own right after signing in; never another owner.
  router.post('/invitations', jsonBody(), async (req, res) => {
    const email = normalEmail((req.body as { email?: unknown } | undefined)?.email);
    if (!email) return sendAdminError(req, res, 400, 'invalid_email');
    const session = sessionOf(req);
    const own = email === session.owner;
    if (own && !signedInFreshly(session, now())) return sendAdminError(req, res, 403, 'sign_in_again');
    if (!own && (await state.getOwner(email))) return sendAdminError(req, res, 409, 'owner_exists');
    // No user handle for a new address: its link makes a new owner only, whoever has the address by then.
    const invitation = await invite(
      state,
      siteUrl,
      { email, by: session.owner, byCredential: session.credential, ...(own ? { userId: session.userId } : {}) },
      now(),
    );
    await audit.record({ type: 'invitation', by: session.owner, email, kind: own ? 'new-device' : 'new-owner' });
    res.status(201).json(invitation satisfies Answer<'invitation'>);
  });
  router.delete('/owners/:email', async (req, res) => {
    const email = normalEmail(req.params.email);
    const owners = await state.listOwners();
    if (!email || !owners.some((owner) => owner.email === email)) return sendAdminError(req, res, 404, 'not_found');
    // The CLI can remove anyone (the recovery path); the admin never locks every owner out.
    if (owners.length === 1) return sendAdminError(req, res, 409, 'last_owner');
    const by = sessionOf(req).owner;
    await state.removeOwner(email);
    await audit.record({ type: 'owner-revoked', by, owner: email });
    if (email === by) sessions.clearCookie(res);
    res.status(204).end();
  });
  router.delete('/passkeys/:id', async (req, res) => {
    const id = req.params.id;
    const all = await state.listPasskeys();
    const passkey = all.find((entry) => entry.id === id);
    if (!passkey) return sendAdminError(req, res, 404, 'not_found');
    if (all.length === 1) return sendAdminError(req, res, 409, 'last_owner');
    const by = sessionOf(req).owner;
    await state.removePasskey(passkey.id);
    await audit.record({ type: 'passkey-revoked', by, owner: passkey.owner, credential: passkey.id });
    res.status(204).end();
  });
  router.get('/audit', async (_req, res) => {
    res.json({ entries: await audit.list() } satisfies Answer<'audit'>);
  });
  return router;
}
