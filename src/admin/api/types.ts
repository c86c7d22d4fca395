/** The answers of the admin's API as the client reads them; the routers in server/admin/ (and their READMEs) define them. */
import type { ContentSubject } from '../../content/schema';

export interface Session {
  owner: { email: string };
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export interface ContentList {
  files: { file: ContentSubject; version: string; editable: boolean; why?: string }[];
  editable: boolean;
  why?: string;
}

export interface ContentFile {
  version: string;
  data: unknown;
  /** The fields still marked `# SAMPLE` in the file. */
  samples?: (string | number)[][];
  /** Why a file edited by hand cannot be read (data is then null), in the admin's language. */
  errors?: { line: number | null; message: string }[];
}

export interface ChecklistItem {
  kind: string;
  file?: string;
  /** The field it is about, as keys and list indexes (a 422's paths name fields the same way). */
  path?: (string | number)[];
  /** The public page where the value shows (a page id of src/page-ids.ts); null for what no page shows. */
  page: string | null;
  /** The field's current value as the owner reads it (in the admin's language); null when it has none to show. */
  value: string | null;
  /** The list item the field belongs to, by its name in the admin's language; null or absent outside a list. */
  item?: string | null;
  message: string;
  fix: string;
}

export interface HistoryVersion {
  id: string;
  at: string;
  by: string;
}

/** A text in both languages, as the content writes names. */
export type Named = { cs: string; en: string };

export type ItemKind =
  | 'category'
  | 'drink'
  | 'section'
  | 'group'
  | 'dish'
  | 'edition'
  | 'day'
  | 'soup'
  | 'main'
  | 'exception'
  | 'announcement'
  | 'arrangement'
  | 'photo';

/** One step of where a change is (server/admin/content/changes.ts). */
export type Place =
  | { name: Named }
  | { day: string }
  | { date: string }
  | { weekday: string }
  | { from: string; until: string }
  | { edition: string }
  | { choice: string }
  | { gallery: string }
  | { kind: ItemKind };

/** A change between two versions' data, worded by history/change-words.ts. */
export type Change =
  | { kind: 'added' | 'removed'; where: Place[]; item: ItemKind; name: Place; value?: unknown }
  | { kind: 'renamed'; where: Place[]; from: Named; to: Named }
  | { kind: 'moved'; where: Place[]; item: ItemKind }
  | { kind: 'published' | 'unpublished'; where: Place[] }
  | { kind: 'field'; where: Place[]; field: string[]; from?: unknown; to?: unknown };

/** The first changes and how many in all; or which side's data could not be read. */
export type ChangeSummary = { changes: Change[]; count: number } | { unreadable: 'before' | 'after' | 'both' };

/** A version: what it changed from the one before it (null: the oldest kept), and what restoring it would change today. */
export interface HistoryEntry extends HistoryVersion {
  changes: ChangeSummary | null;
  restore: ChangeSummary;
}

export interface Owner {
  email: string;
  createdAt: string;
  passkeys: { id: string; createdAt: string; lastUsedAt: string | null; label: string }[];
}

export interface AuditEntry {
  at: string;
  type: string;
  [field: string]: unknown;
}

/** The owner's mark; `confirmed` and `declined` are for table requests. */
export type EnquiryStatus = 'new' | 'answered' | 'archived' | 'confirmed' | 'declined';

/** Why a delivery waits or failed, in kinds (server/admin/inbox/kept-enquiries.ts). */
export type DeliveryCause =
  'unreachable' | 'deferred' | 'refused' | 'login' | 'settings' | 'storage' | 'unreadable' | 'unknown';

/** One enquiry of `GET /admin/api/enquiries` (server/admin/inbox/README.md). */
export interface Enquiry {
  id: string;
  /** `contact`, `lounge` or `table` (a string: the card shows a form it does not know by its name). */
  form: string;
  /** When it was accepted (ISO). */
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Waiting to be sent (or retrying), sent, or refused for good by the mail server. */
  delivery: 'queued' | 'sent' | 'failed';
  /** Why it failed, or why one waiting failed its last try (the mail server's answer; '' when it said nothing); else null. */
  reason: string | null;
  /** `reason` as a kind the card says in words (server/admin/inbox/kept-enquiries.ts, DeliveryCause); null without one. */
  cause: DeliveryCause | null;
  /** A waiting one's next try (ISO), when known. */
  nextAttemptAt: string | null;
  /** A sent one: in the restaurant's mailbox, or kept on this server only (no mail server is set); null unless sent. */
  sentTo: 'mailbox' | 'here' | null;
  status: EnquiryStatus;
  /** A table request's Prague date (YYYY-MM-DD), time (HH:MM) and party; null for any other enquiry. */
  table: { date: string; time: string; guests: number } | null;
}
