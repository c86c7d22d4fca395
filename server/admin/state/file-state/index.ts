import path from 'node:path';
import { roleOf } from '../../../../src/admin/api/roles';
import {
  auditCutoff,
  invitationFits,
  inviterStands,
  withinAuditBounds,
  sessionAlive,
  type AdminState,
  type AuditEntry,
  type EnquiryStatus,
  type Invitation,
  type Owner,
  type Passkey,
  type Session,
} from '../admin-state';
import { fileChallenges } from './challenges';
import { JsonFiles } from '../../../lib/json-files';

/** owners.json: who may sign in, with what, and who is invited (one file: a registration changes all three at once). */
interface People {
  owners: Owner[];
  passkeys: Passkey[];
  invitations: Invitation[];
}
const noPeople: People = { owners: [], passkeys: [], invitations: [] };

const future = (iso: string, now: Date) => Date.parse(iso) > now.getTime();

/**
 * The admin's state in DATA_DIR/admin, for a site without REDIS_URL: owners.json
 * (owners, passkeys, invitations), sessions.json, audit.json and statuses.json, every
 * write under the directory's lock (JsonFiles); challenges.json under a lock of its own
 * (challenges.ts). Every write drops what expired; every read takes the files as they are.
 */
export function fileAdminState(dataDir: string): AdminState {
  const files = new JsonFiles(path.join(dataDir, 'admin'));
  const people = () => files.read<People>('owners', noPeople);
  const changePeople = <T>(change: (current: People, now: Date) => { next: People | null; result: T }) =>
    files.locked(async () => {
      const now = new Date();
      const current = await people();
      const { next, result } = change(current, now);
      if (next)
        await files.write('owners', {
          ...next,
          invitations: next.invitations.filter((invitation) => future(invitation.expiresAt, now)),
        });
      return result;
    });
  const sessions = () => files.read<Session[]>('sessions', []);
  const changeSessions = (change: (current: Session[]) => Session[]) =>
    files.locked(async () => {
      await files.write('sessions', change(await sessions()));
    });

  return {
    listOwners: async () => (await people()).owners,
    getOwner: async (email) => (await people()).owners.find((owner) => owner.email === email) ?? null,
    register: ({ owner, passkey, invitation }, now) =>
      changePeople((current) => {
        const invited = current.invitations.find(
          (entry) => entry.tokenHash === invitation && future(entry.expiresAt, now),
        );
        const known = current.owners.find((entry) => entry.email === owner.email) ?? null;
        if (!invited || !invitationFits(invited, known)) return { next: null, result: false };
        const inviterKey = current.passkeys.find((entry) => entry.id === invited.byCredential)?.owner ?? null;
        if (
          !inviterStands(
            invited,
            inviterKey,
            current.owners.some((entry) => entry.email === invited.by),
          )
        )
          return { next: null, result: false };
        return {
          next: {
            owners: known ? current.owners : [...current.owners, owner],
            passkeys: [...current.passkeys.filter((entry) => entry.id !== passkey.id), passkey],
            invitations: current.invitations.filter((entry) => entry !== invited),
          },
          result: true,
        };
      }),
    removeOwner: async (email) => {
      const removed = await changePeople((current) => {
        if (!current.owners.some((owner) => owner.email === email)) return { next: null, result: false };
        return {
          next: {
            owners: current.owners.filter((owner) => owner.email !== email),
            passkeys: current.passkeys.filter((passkey) => passkey.owner !== email),
            // Their invitations go too, for them and by them: a revoked owner's links let nobody in.
            invitations: current.invitations.filter(
              (invitation) => invitation.email !== email && invitation.by !== email,
            ),
          },
          result: true,
        };
      });
      if (removed) await changeSessions((current) => current.filter((session) => session.owner !== email));
      return removed;
    },
    // Under the directory's lock: no other role change or registration comes between the count and the write.
    setRole: (email, role) =>
      changePeople((current) => {
        const account = current.owners.find((owner) => owner.email === email);
        if (!account) return { next: null, result: 'not-found' as const };
        if (roleOf(account) === role) return { next: null, result: 'unchanged' as const };
        const owners = current.owners.filter((owner) => roleOf(owner) === 'owner').length;
        if (role === 'staff' && owners <= 1) return { next: null, result: 'last-owner' as const };
        return {
          next: {
            ...current,
            owners: current.owners.map((owner) => (owner === account ? { ...owner, role } : owner)),
            // Made staff: the invitations they made go in the same step (a link of theirs never makes an owner now).
            invitations:
              role === 'staff' ? current.invitations.filter((entry) => entry.by !== email) : current.invitations,
          },
          result: 'changed' as const,
        };
      }),

    listPasskeys: async () => (await people()).passkeys,
    getPasskey: async (id) => (await people()).passkeys.find((passkey) => passkey.id === id) ?? null,
    usePasskey: (id, counter, at) =>
      changePeople((current) => ({
        next: {
          ...current,
          passkeys: current.passkeys.map((passkey) =>
            passkey.id === id ? { ...passkey, counter, lastUsedAt: at.toISOString() } : passkey,
          ),
        },
        result: undefined,
      })),
    removePasskey: async (id) => {
      const removed = await changePeople((current) => {
        const passkey = current.passkeys.find((entry) => entry.id === id) ?? null;
        return {
          next: passkey ? { ...current, passkeys: current.passkeys.filter((entry) => entry !== passkey) } : null,
          result: passkey,
        };
      });
      if (removed) await changeSessions((current) => current.filter((session) => session.credential !== id));
      return removed;
    },

    putInvitation: (invitation) =>
      changePeople((current) => ({
        next: { ...current, invitations: [...current.invitations, invitation] },
        result: undefined,
      })),
    getInvitation: async (tokenHash, now) =>
      (await people()).invitations.find((entry) => entry.tokenHash === tokenHash && future(entry.expiresAt, now)) ??
      null,

    ...fileChallenges(files.dir),

    putSession: (session, idleMs) => {
      const now = new Date();
      return changeSessions((current) => [
        ...current.filter((entry) => entry.idHash !== session.idHash && sessionAlive(entry, now, idleMs)),
        session,
      ]);
    },
    getSession: async (idHash, now, idleMs) => {
      const session = (await sessions()).find((entry) => entry.idHash === idHash);
      return session && sessionAlive(session, now, idleMs) ? session : null;
    },
    removeSession: (idHash) => changeSessions((current) => current.filter((entry) => entry.idHash !== idHash)),

    appendAudit: (entry) =>
      files.locked(async () => {
        const oldest = auditCutoff(entry.at);
        const current = await files.read<AuditEntry[]>('audit', []);
        const kept = [...current.filter((old) => Date.parse(old.at) >= oldest), entry];
        await files.write('audit', withinAuditBounds(kept));
      }),
    listAudit: async (limit, now = new Date()) => {
      const oldest = auditCutoff(now);
      return (await files.read<AuditEntry[]>('audit', []))
        .filter((entry) => Date.parse(entry.at) >= oldest)
        .slice(-limit)
        .reverse();
    },

    getStatuses: async (ids) => {
      const all = await files.read<Record<string, EnquiryStatus>>('statuses', {});
      return Object.fromEntries(ids.filter((id) => Object.hasOwn(all, id)).map((id) => [id, all[id]!]));
    },
    setStatus: (id, status) =>
      files.locked(async () => {
        const all = await files.read<Record<string, EnquiryStatus>>('statuses', {});
        await files.write('statuses', { ...all, [id]: status });
      }),
    listStatuses: () => files.read<Record<string, EnquiryStatus>>('statuses', {}),
    removeStatuses: async (ids) => {
      if (ids.length === 0) return;
      await files.locked(async () => {
        const all = await files.read<Record<string, EnquiryStatus>>('statuses', {});
        await files.write('statuses', Object.fromEntries(Object.entries(all).filter(([id]) => !ids.includes(id))));
      });
    },

    close: async () => undefined,
  };
}
