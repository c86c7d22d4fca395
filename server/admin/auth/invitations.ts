import { z } from 'zod';
import { roleOf, type Role } from '../../../src/admin/api/roles';
import type { AdminState, Invitation } from '../state/admin-state';
import { hashOf, isSecret, matchesHash, newSecret } from './secrets';

/** An invitation is valid this long, until the passkey is registered with it. */
export const INVITATION_TTL_MS = 24 * 3_600_000;

const emailSchema = z.email().max(254);

/** An e-mail address as the admin names an owner (trimmed, lower case), or null when it is none. */
export function normalEmail(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 254) return null;
  const email = input.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}

/** The link an invitation is passed on with: the token in the fragment, which no server (ours, a proxy's log) ever receives. */
function invitationLink(siteUrl: string, token: string): string {
  return `${new URL(siteUrl).origin}/admin/invitation#token=${token}`;
}

/** Whom an invitation is for, and who made it. */
interface InvitationFor {
  email: string;
  /** An owner's e-mail, or 'cli'. */
  by: string;
  /** The user handle of the owner whose new device it adds; none: a new owner (Invitation.userId). */
  userId?: string;
  /** The passkey the inviting owner's session started with (Invitation.byCredential). */
  byCredential?: string;
  /** The new account's role (Invitation.role); absent: owner. */
  role?: Role;
}

/**
 * Invites `email` (by an owner, or 'cli'): a new random token (256 bits) of which only
 * the hash is kept; the link is shown once and can never be shown again.
 */
export async function invite(
  state: AdminState,
  siteUrl: string,
  { email: address, by, userId, byCredential, role }: InvitationFor,
  now: Date,
): Promise<{ link: string; expiresAt: string }> {
  const email = normalEmail(address);
  if (!email) throw new TypeError('not an e-mail address');
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  await state.putInvitation({
    tokenHash: hashOf(token),
    email,
    by,
    ...(userId === undefined ? {} : { userId }),
    ...(byCredential === undefined ? {} : { byCredential }),
    // Only a new account's: a new device keeps its account's role.
    ...(role === undefined || userId !== undefined ? {} : { role }),
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { link: invitationLink(siteUrl, token), expiresAt };
}

/**
 * The operator's invitation (`npm run admin -- invite [--role staff]`, the recovery path): anyone.
 * A new device of the account the address names now (which keeps its role: `role` says
 * which it has), else a new account with `role`; `device` says which.
 */
export async function inviteByOperator(
  state: AdminState,
  siteUrl: string,
  address: string,
  now: Date,
  role: Role = 'owner',
): Promise<{ link: string; expiresAt: string; device: boolean; role: Role }> {
  const email = normalEmail(address);
  if (!email) throw new TypeError('not an e-mail address');
  const owner = await state.getOwner(email);
  const invitation = await invite(
    state,
    siteUrl,
    { email, by: 'cli', ...(owner ? { userId: owner.userId } : { role }) },
    now,
  );
  return { ...invitation, device: owner !== null, role: owner ? roleOf(owner) : role };
}

/** The live invitation a token opens (opening it consumes nothing: mail scanners open links), or null. */
export async function openInvitation(state: AdminState, token: unknown, now: Date): Promise<Invitation | null> {
  if (!isSecret(token)) return null;
  const invitation = await state.getInvitation(hashOf(token), now);
  // Found by its hash; compared once more in constant time, whatever the store's lookup did.
  return invitation && matchesHash(token, invitation.tokenHash) ? invitation : null;
}
