/** The answers of the admin's API as the client reads them; the routers in server/admin/ (and their READMEs) define them. */
import type { ContentSubject } from '../../content/schema';
import type { Role } from './roles';

/** Who is signed in (`/session`, and the sign-in's and the invitation's answers). */
export interface Account {
  email: string;
  role: Role;
}

export interface Session {
  owner: Account;
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
  message: string;
  fix: string;
}

export interface HistoryVersion {
  id: string;
  at: string;
  by: string;
}

export interface DiffLine {
  op: ' ' | '+' | '-';
  line: string;
}

export interface HistoryEntry extends HistoryVersion {
  text: string;
  diff: DiffLine[];
}

export interface Owner {
  email: string;
  createdAt: string;
  role: Role;
  passkeys: { id: string; createdAt: string; lastUsedAt: string | null; label: string }[];
}

export interface AuditEntry {
  at: string;
  type: string;
  [field: string]: unknown;
}

/** The owner's mark; `confirmed` and `declined` are for table requests. */
export type EnquiryStatus = 'new' | 'answered' | 'archived' | 'confirmed' | 'declined';

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
  /** Why it failed (the mail server's answer; '' when it said nothing); null unless failed. */
  reason: string | null;
  status: EnquiryStatus;
  /** A table request's Prague date (YYYY-MM-DD), time (HH:MM) and party; null for any other enquiry. */
  table: { date: string; time: string; guests: number } | null;
}
