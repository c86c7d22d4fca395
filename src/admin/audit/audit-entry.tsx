import type { AuditEntry } from '../api/types';
import { isContentSubject } from '../content/content-page';
import { VisibleText } from '../history/visible-text';
import { adminMessages, useI18n, type AdminI18n } from '../i18n/i18n';
import { lookup, type MessageKey } from '../i18n/messages';

/** The time an enquiry was accepted, from its id (`20261122T100000000Z-…`, server/admin/inbox). */
function receivedAt(id: string): string | null {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(id);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}.${parts[7]}Z` : null;
}

/** What a field of an entry is called, by its key; `null` leaves it out (a content version, a passkey's id: codes). */
const fieldLabels: Record<string, MessageKey | null> = {
  by: 'audit.by',
  owner: 'audit.owner',
  email: 'audit.invited',
  kind: 'audit.kind',
  invitedBy: 'audit.invitedBy',
  status: 'audit.status',
  enquiry: 'audit.enquiry',
  reason: 'audit.reason',
  role: 'audit.role',
  version: null,
  credential: null,
  // Named beside whoever acted ("jana@… (personál)"), not on its own.
  actorRole: null,
};

/** The fields whose value is a code, and where its words are (a code without words is shown as it is). */
const codedFields: Record<string, string> = {
  status: 'inbox.status',
  reason: 'audit.reasons',
  kind: 'audit.kinds',
  role: 'roles',
};

/** Who acted in an entry, named with their role: `by`, or the account signing in or out. */
const actorField = (entry: AuditEntry) =>
  'by' in entry ? 'by' : entry.type === 'sign-in' || entry.type === 'sign-out' ? 'owner' : null;

/**
 * An entry's other fields in the owner's words: who, for whom, which content (by the
 * editor's name), which status, which enquiry (by when it came). A field we do not know
 * is shown as `key: value`, as text.
 */
function details(entry: AuditEntry, { t, lang, dateTime }: AdminI18n): string {
  const words = adminMessages[lang];
  const actorRole = typeof entry.actorRole === 'string' ? lookup(words, `roles.${entry.actorRole}`) : undefined;
  // An invitation of staff is one of a new staff member (its role is then said by its purpose).
  const staffInvited = entry.type === 'invitation' && entry.role === 'staff';
  return Object.entries(entry)
    .filter(([key]) => key !== 'at' && key !== 'type' && !(staffInvited && key === 'role'))
    .flatMap(([key, value]): string[] => {
      const plain = typeof value === 'string' ? value : JSON.stringify(value);
      const text = staffInvited && key === 'kind' && plain === 'new-owner' ? 'new-staff' : plain;
      if (key === actorField(entry) && actorRole && text !== 'cli')
        return [`${t(fieldLabels[key]!)}: ${text} (${actorRole})`];
      if (key === 'file') {
        return isContentSubject(text)
          ? [`${t('audit.content')}: ${t(`files.${text}`)}`]
          : [`${t('audit.file')}: ${text}`];
      }
      const label = fieldLabels[key];
      if (label === null) return [];
      if (label === undefined) return [`${key}: ${text}`];
      // The operator at the command line, whether they did it or made the invitation.
      if ((key === 'by' || key === 'invitedBy') && text === 'cli') return [`${t(label)}: ${t('audit.byCli')}`];
      const coded = codedFields[key];
      if (coded) return [`${t(label)}: ${lookup(words, `${coded}.${text}`) ?? text}`];
      if (key === 'enquiry') {
        const at = receivedAt(text);
        return [`${t(label)}: ${at ? dateTime(at) : text}`];
      }
      return [`${t(label)}: ${text}`];
    })
    .join(' · ');
}

/** One entry of the audit log: when, what, and its details. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const i18n = useI18n();
  const { lang, dateTime } = i18n;
  return (
    <li>
      <time dateTime={entry.at}>{dateTime(entry.at)}</time>{' '}
      <strong>{lookup(adminMessages[lang], `audit.types.${entry.type}`) ?? entry.type}</strong>
      <br />
      <span className="admin-muted">
        <VisibleText text={details(entry, i18n)} />
      </span>
    </li>
  );
}
