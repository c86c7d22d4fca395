/**
 * The admin's API, written once: every answer of `/admin/api` as a zod schema (zod mini,
 * small enough for the admin's first chunk) with its type inferred, the request bodies the
 * client sends, the admin's page paths and the ids of the content files and enquiry forms.
 *
 * Both sides read it. The server's routers (server/admin/) type what they send with
 * `satisfies Answer<'…'>`, so an answer that drifts from this file does not compile; the
 * client (client.ts) parses every answer with its schema where it enters the browser, so a
 * malformed answer is one clear error (`ApiError` code `malformed_answer`), never a crash
 * deeper in a screen. This is the only module of src/admin the server may import
 * (.dependency-cruiser.cjs, `nothing-imports-admin-client`): it imports zod and the
 * page ids, nothing of React or the screens.
 */
import { z } from 'zod/mini';
import { formAnchors, type FormId } from '../../page-ids';
import type { ContentSubject } from '../../content/schema';

// ── Ids ─────────────────────────────────────────────────────────────────────

/** The content files the admin edits, by id (the keys of src/content/schema.ts `contentFiles`; a test keeps them equal). */
export const contentSubjects = [
  'venue',
  'hours',
  'drinks',
  'events',
  'lounge',
  'announcements',
  'links',
  'photos',
  'dailyMenu',
  'foodMenu',
] as const satisfies readonly ContentSubject[];

export const isContentSubject = (name: string | undefined): name is ContentSubject =>
  (contentSubjects as readonly string[]).includes(name as string);

/** The site's enquiry forms (src/page-ids.ts `formAnchors`): the inbox's `form`. */
export const enquiryForms = Object.keys(formAnchors) as FormId[];

/** The owner's mark on an enquiry; `confirmed` and `declined` are for table requests. */
export const enquiryStatuses = ['new', 'answered', 'archived', 'confirmed', 'declined'] as const;

// ── Pages ───────────────────────────────────────────────────────────────────

/**
 * The admin's pages under `/admin` (the router's basename): src/admin/routes.tsx routes them,
 * server/admin/pages.ts answers each with the shell.
 */
export const adminPages = {
  invitation: '/invitation',
  signIn: '/sign-in',
  home: '/',
  lunch: '/lunch/:date?',
  content: '/content/:file',
  history: '/history/:file',
  photos: '/photos',
  inbox: '/inbox',
  owners: '/owners',
  audit: '/audit',
} as const;

// ── Answers ─────────────────────────────────────────────────────────────────

const path = z.array(z.union([z.string(), z.number()]));

const owner = z.object({ email: z.string() });

const session = z.object({ owner, idleExpiresAt: z.string(), absoluteExpiresAt: z.string() });

const contentList = z.object({
  files: z.array(
    z.object({
      file: z.enum(contentSubjects),
      /** null: the file is not there (yet). */
      version: z.nullable(z.string()),
      editable: z.boolean(),
      why: z.optional(z.string()),
    }),
  ),
  editable: z.boolean(),
  why: z.optional(z.string()),
});

const contentFile = z.object({
  version: z.string(),
  /** The file's data (checked by the content's own schemas on save), or null when a hand edit cannot be read. */
  data: z.unknown(),
  /** The fields still marked `# SAMPLE` in the file. */
  samples: z.optional(z.array(path)),
  /** Why a file edited by hand cannot be read (data is then null), in the admin's language. */
  errors: z.optional(z.array(z.object({ line: z.nullable(z.number()), message: z.string() }))),
});

const saved = z.object({ version: z.string() });

const checklistItem = z.object({
  kind: z.string(),
  file: z.optional(z.string()),
  /** The field it is about, as keys and list indexes (a 422's paths name fields the same way). */
  path: z.optional(path),
  message: z.string(),
  fix: z.string(),
});

const historyVersion = z.object({ id: z.string(), at: z.string(), by: z.string() });

const diffLine = z.object({ op: z.enum([' ', '+', '-']), line: z.string() });

const historyEntry = z.extend(historyVersion, { text: z.string(), diff: z.array(diffLine) });

const passkey = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  label: z.string(),
});

const ownerEntry = z.object({ email: z.string(), createdAt: z.string(), passkeys: z.array(passkey) });

/** One audit entry: when and what (`type`), and the event's own fields (server/admin/context.ts `AuditEvent`). */
const auditEntry = z.looseObject({ at: z.string(), type: z.string() });

/** One enquiry of `GET /admin/api/enquiries` (server/admin/inbox/README.md). */
const enquiry = z.object({
  id: z.string(),
  /** The form it came from (`enquiryForms`; a string: the card shows a form it does not know by its name). */
  form: z.string(),
  /** When it was accepted (ISO). */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Waiting to be sent (or retrying), sent, or refused for good by the mail server. */
  delivery: z.enum(['queued', 'sent', 'failed']),
  /** Why it failed (the mail server's answer; '' when it said nothing); null unless failed. */
  reason: z.nullable(z.string()),
  status: z.enum(enquiryStatuses),
  /** A table request's Prague date (YYYY-MM-DD), time (HH:MM) and party; null for any other enquiry. */
  table: z.nullable(z.object({ date: z.string(), time: z.string(), guests: z.number() })),
});

/**
 * Every answer of the API with a body, by endpoint (method and path under /admin/api). An
 * answer without a body (204) has no schema: the client reads nothing.
 */
export const answers = {
  /** GET /session */
  session,
  /** POST /sign-in/options: WebAuthn's options (@simplewebauthn/server), read by @simplewebauthn/browser */
  signInOptions: z.looseObject({ challenge: z.string() }),
  /** POST /invitation/options: WebAuthn's options for a new passkey */
  registrationOptions: z.looseObject({
    challenge: z.string(),
    user: z.looseObject({ id: z.string(), name: z.string() }),
  }),
  /** POST /invitation/verify, POST /sign-in/verify */
  signedIn: z.object({ owner }),
  /** GET /content */
  contentList,
  /** GET /content/:file */
  contentFile,
  /** PUT /content/:file, POST /history/:file/:id/restore, POST /today */
  saved,
  /** GET /checklist */
  checklist: z.object({ items: z.array(checklistItem) }),
  /** GET /history/:file */
  history: z.object({ versions: z.array(historyVersion) }),
  /** GET /history/:file/:id */
  historyEntry,
  /** GET /owners */
  owners: z.object({ owners: z.array(ownerEntry) }),
  /** POST /invitations */
  invitation: z.object({ link: z.string(), expiresAt: z.string() }),
  /** GET /audit */
  audit: z.object({ entries: z.array(auditEntry) }),
  /** GET /enquiries */
  enquiries: z.object({ enquiries: z.array(enquiry) }),
  /** PATCH /enquiries/:id */
  enquiryStatus: z.object({ id: z.string(), status: z.enum(enquiryStatuses) }),
  /** POST /enquiries/:id/retry */
  enquiryRetry: z.object({ id: z.string(), delivery: z.literal('queued') }),
  /** POST /photos */
  photoUploaded: z.object({ file: z.string() }),
} as const;

export type Endpoint = keyof typeof answers;
/** The answer of an endpoint, as the server sends it and the client reads it. */
export type Answer<E extends Endpoint> = z.infer<(typeof answers)[E]>;

export type Session = Answer<'session'>;
export type ContentList = Answer<'contentList'>;
export type ContentFile = Answer<'contentFile'>;
export type ChecklistItem = z.infer<typeof checklistItem>;
export type HistoryVersion = z.infer<typeof historyVersion>;
export type DiffLine = z.infer<typeof diffLine>;
export type HistoryEntry = Answer<'historyEntry'>;
export type Owner = z.infer<typeof ownerEntry>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type Enquiry = z.infer<typeof enquiry>;
/** One enquiry as the server answers it: the inbox's `form` is one of the site's forms. */
export type EnquiryAnswer = Omit<Enquiry, 'form'> & { form: FormId };

// ── Requests ────────────────────────────────────────────────────────────────

/** The bodies the client sends (the server checks each with its own rules and answers a 4xx in words). */
export interface Requests {
  /** PUT /content/:file (with If-Match) */
  save: { data: unknown; confirm?: (string | number)[][] };
  /** POST /today */
  today:
    | { kind: 'closed'; reason: { cs: string; en: string } }
    | { kind: 'closes-early'; closes: string; reason: { cs: string; en: string } };
  /** POST /invitations */
  invite: { email: string };
  /** PATCH /enquiries/:id */
  enquiryStatus: { status: EnquiryStatus };
}
