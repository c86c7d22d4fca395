import { isRole, roleOf, type Role } from '../../src/admin/api/roles';
import type { AuditLog } from './audit';
import { inviteByOperator, normalEmail } from './auth/invitations';
import type { AdminState } from './state/admin-state';

const USAGE = 'usage: npm run admin -- invite [--role owner|staff] <e-mail> | list | revoke <e-mail>';

/** `--role staff` or `--role=staff` before the e-mail: the role and what is left; null when malformed. */
function takeRole(args: readonly string[]): { role: Role; rest: string[] } | null {
  const rest = [...args];
  const at = rest.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at === -1) return { role: 'owner', rest };
  const [flag] = rest.splice(at, 1);
  const value = flag === '--role' ? rest.splice(at, 1)[0] : flag!.slice('--role='.length);
  return isRole(value) ? { role: value, rest } : null;
}

/** A refusal the operator reads (usage, an unknown owner): one line on stderr, exit code 1. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export interface CommandParts {
  state: AdminState;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
  /** stdout: the link, the list. */
  print: (line: string) => void;
  /** stderr: what the operator should know beside it. */
  note: (line: string) => void;
}

/**
 * `invite [--role owner|staff] <e-mail>` prints a one-time link (valid 24 hours, consumed when
 * its passkey is registered) for anyone: a new passkey of the account the address names now
 * (which keeps its role), else a new account with the role (owner by default); `list` the
 * accounts, their roles and passkeys; `revoke <e-mail>` removes an owner with
 * their passkeys and sessions: the recovery path when every device is lost (revoke, then
 * invite again). Each is in the audit log, by 'cli'.
 */
export async function runAdminCommand(
  args: readonly string[],
  { state, audit, siteUrl, now, print, note }: CommandParts,
): Promise<void> {
  const [name, ...after] = args;
  const taken = name === 'invite' ? takeRole(after) : { role: 'owner' as const, rest: after };
  if (!taken) throw new AdminCommandError(USAGE);
  const [argument, ...rest] = taken.rest;
  if (name === 'list' && argument === undefined) {
    const [owners, passkeys] = await Promise.all([state.listOwners(), state.listPasskeys()]);
    if (owners.length === 0) note('no owners yet: npm run admin -- invite <e-mail>');
    for (const owner of owners) {
      const theirs = passkeys.filter((passkey) => passkey.owner === owner.email);
      print(`${owner.email}  ${roleOf(owner)}  since ${owner.createdAt}  passkeys: ${theirs.length}`);
      for (const passkey of theirs)
        print(`  ${passkey.id}  created ${passkey.createdAt}  last used ${passkey.lastUsedAt ?? 'never'}`);
    }
    return;
  }
  if ((name !== 'invite' && name !== 'revoke') || argument === undefined || rest.length > 0)
    throw new AdminCommandError(USAGE);
  const email = normalEmail(argument);
  if (!email) throw new AdminCommandError(`not an e-mail address: ${JSON.stringify(argument.slice(0, 254))}`);
  if (name === 'invite') {
    const { link, expiresAt, device, role } = await inviteByOperator(state, siteUrl, email, now(), taken.role);
    await audit.record(
      device
        ? { type: 'invitation', by: 'cli', email, kind: 'new-device' }
        : { type: 'invitation', by: 'cli', email, kind: 'new-owner', role },
    );
    print(link);
    const what = device
      ? `a new passkey of this account, which stays ${role === 'staff' ? 'staff' : 'an owner'}`
      : `a new account: ${role === 'staff' ? 'staff' : 'an owner'}`;
    note(
      `one-time link for ${email} (${what}), valid until ${expiresAt}: pass it on by any channel; it is shown only now`,
    );
    return;
  }
  const passkeys = (await state.listPasskeys()).filter((passkey) => passkey.owner === email).length;
  if (!(await state.removeOwner(email))) throw new AdminCommandError(`not an owner: ${email} (npm run admin -- list)`);
  await audit.record({ type: 'owner-revoked', by: 'cli', owner: email });
  print(`revoked ${email}: ${passkeys} passkey(s) removed, their sessions end at their next request`);
  // The recovery path leaves the admin without an owner until the next invitation: said, not refused.
  if (!(await state.listOwners()).some((owner) => roleOf(owner) === 'owner'))
    note('no owner is left: nobody can invite or change the address until npm run admin -- invite <e-mail>');
}
