import { isContentSubject, type AuditEntry, type ChangeSummary } from '../api/contract';
import { changeText, pluralForm } from '../history/change-words';
import { VisibleText } from '../history/visible-text';
import { dayName } from '../lunch/day-name';
import { useI18n, wordAt, type AdminI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

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
  // The day's book: which booking by its reference only (server/admin/context.ts), its day, what was done.
  action: 'audit.action',
  date: 'audit.bookingDate',
  reference: 'audit.reference',
  to: 'audit.movedTo',
  // A block's id is a code; the heading says what happened.
  block: null,
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
  action: 'audit.actions',
};

/** Who acted in an entry, named with their role: `by`, or the account signing in or out. */
const actorField = (entry: AuditEntry) =>
  'by' in entry ? 'by' : entry.type === 'sign-in' || entry.type === 'sign-out' ? 'owner' : null;

/** A save's or a restore's content file, named in the entry's heading instead ("Uložení: Nápojový lístek"). */
const fileInHeading = (entry: AuditEntry) =>
  (entry.type === 'content-save' || entry.type === 'content-restore') &&
  typeof entry.file === 'string' &&
  isContentSubject(entry.file);

/** What a save changed: its first change, and how many more ("Cola 0,33 l: cena 35 Kč → 39 Kč (+2 další)"). */
function changesText(summary: ChangeSummary, i18n: AdminI18n): string {
  const { t, lang } = i18n;
  if ('unreadable' in summary) return t('audit.unreadable');
  const [first] = summary.changes;
  if (!first) return '';
  const more = summary.count - 1;
  return more > 0
    ? `${changeText(first, i18n)} ${t(`audit.more${pluralForm(lang, more)}`, { n: more })}`
    : changeText(first, i18n);
}

const isSummary = (value: unknown): value is ChangeSummary =>
  typeof value === 'object' &&
  value !== null &&
  (('unreadable' in value && typeof value.unreadable === 'string') ||
    ('changes' in value && Array.isArray(value.changes) && 'count' in value && typeof value.count === 'number'));

/**
 * An entry's other fields in the owner's words: who, for whom, which content (by the
 * editor's name), which status, which enquiry (by when it came). A field we do not know
 * is shown as `key: value`, as text.
 */
function details(entry: AuditEntry, i18n: AdminI18n): string {
  const { t, lang, dateTime } = i18n;
  const actorRole = typeof entry.actorRole === 'string' ? wordAt(lang, `roles.${entry.actorRole}`) : undefined;
  // An invitation of staff is one of a new staff member (its role is then said by its purpose).
  const staffInvited = entry.type === 'invitation' && entry.role === 'staff';
  return Object.entries(entry)
    .filter(([key]) => key !== 'at' && key !== 'type' && !(staffInvited && key === 'role'))
    .flatMap(([key, value]): string[] => {
      if (key === 'changes' && isSummary(value)) {
        const text = changesText(value, i18n);
        return text ? [text] : [];
      }
      const plain = typeof value === 'string' ? value : JSON.stringify(value);
      const text = staffInvited && key === 'kind' && plain === 'new-owner' ? 'new-staff' : plain;
      if (key === actorField(entry) && actorRole && text !== 'cli')
        return [`${t(fieldLabels[key]!)}: ${text} (${actorRole})`];
      if (key === 'file' && fileInHeading(entry)) return [];
      // An uploaded photo's file name says nothing to the owner ("Nahrání fotografie" does).
      if (key === 'file') return isContentSubject(text) ? [`${t('audit.content')}: ${t(`files.${text}`)}`] : [];
      const label = fieldLabels[key];
      if (label === null) return [];
      if (label === undefined) return [`${key}: ${text}`];
      // The operator at the command line, whether they did it or made the invitation.
      if ((key === 'by' || key === 'invitedBy') && text === 'cli') return [`${t(label)}: ${t('audit.byCli')}`];
      const coded = codedFields[key];
      if (coded) return [`${t(label)}: ${wordAt(lang, `${coded}.${text}`) ?? text}`];
      // A booking's day as the book names it ("po 7. 6."), not as a code.
      if ((key === 'date' || key === 'to') && /^\d{4}-\d{2}-\d{2}$/.test(text))
        return [`${t(label)}: ${dayName(text, lang, 'short')}`];
      if (key === 'enquiry') {
        const at = receivedAt(text);
        return [`${t(label)}: ${at ? dateTime(at) : text}`];
      }
      return [`${t(label)}: ${text}`];
    })
    .join(' · ');
}

/** What happened; a save or a restore with its file. */
function heading(entry: AuditEntry, { t, lang }: AdminI18n): string {
  const type = wordAt(lang, `audit.types.${entry.type}`) ?? entry.type;
  return fileInHeading(entry)
    ? t('audit.ofFile', { type, file: t(`files.${String(entry.file)}` as MessageKey) })
    : type;
}

/** One entry of the audit log: when, what, and its details. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const i18n = useI18n();
  const { dateTime } = i18n;
  return (
    <li>
      <time dateTime={entry.at}>{dateTime(entry.at)}</time> <strong>{heading(entry, i18n)}</strong>
      <br />
      <span className="admin-muted">
        <VisibleText text={details(entry, i18n)} />
      </span>
    </li>
  );
}
