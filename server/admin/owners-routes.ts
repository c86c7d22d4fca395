import { Router, type Request } from 'express';
import type { Answer } from '../../src/admin/api/contract';
import { isRole, roleOf, type Role } from '../../src/admin/api/roles';
import type { AuditLog } from './audit';
import { sendAdminError } from './api-errors';
import { invite, normalEmail } from './auth/invitations';
import { signedInFreshly, type Sessions } from './auth/sessions';
import { jsonBody } from './json-body';
import type { AdminState, Owner, Passkey, Session } from './state/admin-state';

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

/** The accounts that are owners' (the last of them is never revoked nor made staff). */
const ownersAmong = (accounts: readonly Owner[]) => accounts.filter((account) => roleOf(account) === 'owner');

/** The `role` of a body: absent is an owner's; anything else but the two roles is null. */
function roleIn(body: unknown): Role | null {
  const role = (body as { role?: unknown } | undefined)?.role;
  if (role === undefined) return 'owner';
  return isRole(role) ? role : null;
}

/** The accounts, their roles and passkeys, invitations and revocations, and the audit log: for a signed-in owner (permissions.ts). */
export function ownerRoutes({ state, audit, sessions, siteUrl, now, sessionOf }: OwnerRouteParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/owners', async (_req, res) => {
    const [owners, passkeys] = await Promise.all([state.listOwners(), state.listPasskeys()]);
    res.json({
      owners: owners
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((account) => ({
          email: account.email,
          createdAt: account.createdAt,
          role: roleOf(account),
          passkeys: passkeys
            .filter((passkey) => passkey.owner === account.email)
            .map((passkey) => ({
              id: passkey.id,
              createdAt: passkey.createdAt,
              lastUsedAt: passkey.lastUsedAt,
              label: labelOf(passkey),
            })),
        })),
    } satisfies Answer<'owners'>);
  });
  // An owner invites a new owner or staff member, or a device of their own right after signing in; never another account.
  router.post('/invitations', jsonBody(), async (req, res) => {
    const email = normalEmail((req.body as { email?: unknown } | undefined)?.email);
    if (!email) return sendAdminError(req, res, 400, 'invalid_email');
    const role = roleIn(req.body);
    if (!role) return sendAdminError(req, res, 400, 'role_invalid');
    const session = sessionOf(req);
    const own = email === session.owner;
    if (own && !signedInFreshly(session, now())) return sendAdminError(req, res, 403, 'sign_in_again');
    if (!own && (await state.getOwner(email))) return sendAdminError(req, res, 409, 'owner_exists');
    // No user handle for a new address: its link makes a new owner only, whoever has the address by then.
    const invitation = await invite(
      state,
      siteUrl,
      { email, by: session.owner, byCredential: session.credential, ...(own ? { userId: session.userId } : { role }) },
      now(),
    );
    await audit.record({
      type: 'invitation',
      by: session.owner,
      email,
      ...(own ? { kind: 'new-device' as const } : { kind: 'new-owner' as const, role }),
    });
    res.status(201).json(invitation satisfies Answer<'invitation'>);
  });
  router.delete('/owners/:email', async (req, res) => {
    const email = normalEmail(req.params.email);
    const owners = await state.listOwners();
    if (!email || !owners.some((owner) => owner.email === email)) return sendAdminError(req, res, 404, 'not_found');
    // The CLI can remove anyone (the recovery path); the admin never locks every owner out.
    const remaining = ownersAmong(owners);
    if (remaining.length === 1 && remaining[0]!.email === email) return sendAdminError(req, res, 409, 'last_owner');
    const by = sessionOf(req).owner;
    await state.removeOwner(email);
    await audit.record({ type: 'owner-revoked', by, owner: email });
    if (email === by) sessions.clearCookie(res);
    res.status(204).end();
  });
  // An owner changes an account's role; the state refuses to make the last owner staff in the same step as it writes.
  router.patch('/owners/:email', jsonBody(), async (req, res) => {
    const email = normalEmail(req.params.email);
    const role = isRole((req.body as { role?: unknown } | undefined)?.role) ? (req.body as { role: Role }).role : null;
    if (!role) return sendAdminError(req, res, 400, 'role_invalid');
    if (!email) return sendAdminError(req, res, 404, 'not_found');
    const change = await state.setRole(email, role);
    if (change === 'not-found') return sendAdminError(req, res, 404, 'not_found');
    if (change === 'last-owner') return sendAdminError(req, res, 409, 'last_owner_role');
    if (change === 'changed')
      await audit.record({ type: 'role-changed', by: sessionOf(req).owner, owner: email, role });
    res.json({ email, role } satisfies Answer<'roleChanged'>);
  });
  router.delete('/passkeys/:id', async (req, res) => {
    const id = req.params.id;
    const [all, accounts] = await Promise.all([state.listPasskeys(), state.listOwners()]);
    const passkey = all.find((entry) => entry.id === id);
    if (!passkey) return sendAdminError(req, res, 404, 'not_found');
    // The last passkey of any owner: staff's passkeys would not let anyone manage the admin.
    const owners = new Set(ownersAmong(accounts).map((account) => account.email));
    const ownersKeys = all.filter((entry) => owners.has(entry.owner));
    if (ownersKeys.length === 1 && ownersKeys[0] === passkey) return sendAdminError(req, res, 409, 'last_owner');
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
