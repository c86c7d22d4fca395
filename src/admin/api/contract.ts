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
import { keptForms, type KeptFormId } from '../../page-ids';
import type { ContentSubject } from '../../content/schema';
import { roles, type Role } from './roles';

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
  'bookings',
] as const satisfies readonly ContentSubject[];

export const isContentSubject = (name: string | undefined): name is ContentSubject =>
  (contentSubjects as readonly string[]).includes(name as string);

/** The forms a kept enquiry may name (src/page-ids.ts `keptForms`: the retired table request's too): the inbox's `form`. */
export const enquiryForms = keptForms;

/** The owner's mark on an enquiry; `confirmed` and `declined` are for table requests. */
export const enquiryStatuses = ['new', 'answered', 'archived', 'confirmed', 'declined'] as const;

/**
 * How the site has a photo the saved photos.yaml names: `ready` (every file made), `processing`
 * (being made; `thumb` is the previous or first one when there is one), `refused` (it cannot be
 * used: the site keeps its previous version, if any); `thumb` is its smallest JPEG; `sample`: it
 * is still one of the shipped placeholders.
 */
const photoStates = ['ready', 'processing', 'refused'] as const;
const photoOverview = z.object({
  file: z.string(),
  state: z.enum(photoStates),
  thumb: z.nullable(z.string()),
  sample: z.boolean(),
});
export type PhotoOverview = z.infer<typeof photoOverview>;

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
  soldOut: '/sold-out',
  bookings: '/bookings',
  visits: '/visits',
  subscribers: '/subscribers',
} as const;

// ── Answers ─────────────────────────────────────────────────────────────────

const path = z.array(z.union([z.string(), z.number()]));

/** The two roles (roles.ts): what each may do is there. */
const role = z.enum(roles);

/** Who is signed in (`/session`, and the sign-in's and the invitation's answers). */
const owner = z.object({ email: z.string(), role });

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
  /** The public page where the value shows (a page id of src/page-ids.ts); null for what no page shows. */
  page: z.nullable(z.string()),
  /** That page's name as the site calls it, in the admin's language (a new page needs no words here); null with no page. */
  pageName: z.nullable(z.string()),
  /** The field's current value as the owner reads it (in the admin's language); null when it has none to show. */
  value: z.nullable(z.string()),
  /** The list item the field belongs to, by its name in the admin's language; null or absent outside a list. */
  item: z.optional(z.nullable(z.string())),
  message: z.string(),
  fix: z.string(),
});

const historyVersion = z.object({ id: z.string(), at: z.string(), by: z.string() });

/** A text in both languages, as the content writes names. */
const named = z.object({ cs: z.string(), en: z.string() });

const itemKinds = [
  'category',
  'drink',
  'section',
  'group',
  'dish',
  'edition',
  'day',
  'soup',
  'main',
  'exception',
  'announcement',
  'arrangement',
  'photo',
] as const;
const itemKind = z.enum(itemKinds);

/** One step of where a change is (server/admin/content/changes.ts). */
const place = z.union([
  z.object({ name: named }),
  z.object({ day: z.string() }),
  z.object({ date: z.string() }),
  z.object({ weekday: z.string() }),
  z.object({ from: z.string(), until: z.string() }),
  z.object({ edition: z.string() }),
  z.object({ choice: z.string() }),
  z.object({ gallery: z.string() }),
  z.object({ kind: itemKind }),
]);
const where = z.array(place);

/** A change between two versions' data, worded by history/change-words.ts. */
const change = z.union([
  z.object({ kind: z.enum(['added', 'removed']), where, item: itemKind, name: place, value: z.optional(z.unknown()) }),
  z.object({ kind: z.literal('renamed'), where, from: named, to: named }),
  z.object({ kind: z.literal('moved'), where, item: itemKind }),
  z.object({ kind: z.enum(['published', 'unpublished']), where }),
  z.object({
    kind: z.literal('field'),
    where,
    field: z.array(z.string()),
    from: z.optional(z.unknown()),
    to: z.optional(z.unknown()),
  }),
]);

/** The first changes and how many in all; or which side's data could not be read. */
const changeSummary = z.union([
  z.object({ changes: z.array(change), count: z.number() }),
  z.object({ unreadable: z.enum(['before', 'after', 'both']) }),
]);

/** A version: what it changed from the one before it (null: the oldest kept), and what restoring it would change today. */
const historyEntry = z.extend(historyVersion, { changes: z.nullable(changeSummary), restore: changeSummary });

const passkey = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  label: z.string(),
});

const ownerEntry = z.object({ email: z.string(), createdAt: z.string(), role, passkeys: z.array(passkey) });

/** One audit entry: when and what (`type`), and the event's own fields (server/admin/context.ts `AuditEvent`). */
const auditEntry = z.looseObject({ at: z.string(), type: z.string() });

/** Why a delivery waits or failed, in kinds (server/admin/inbox/kept-enquiries.ts). */
const deliveryCauses = [
  'unreachable',
  'deferred',
  'refused',
  'login',
  'settings',
  'storage',
  'unreadable',
  'unknown',
] as const;

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
  /** Why it failed, or why one waiting failed its last try (the mail server's answer; '' when it said nothing); else null. */
  reason: z.nullable(z.string()),
  /** `reason` as a kind the card says in words (server/admin/inbox/kept-enquiries.ts); null without one. */
  cause: z.nullable(z.enum(deliveryCauses)),
  /** A waiting one's next try (ISO), when known. */
  nextAttemptAt: z.nullable(z.string()),
  /** A sent one: in the restaurant's mailbox, or kept on this server only (no mail server is set); null unless sent. */
  sentTo: z.nullable(z.enum(['mailbox', 'here'])),
  status: z.enum(enquiryStatuses),
  /** A table request's Prague date (YYYY-MM-DD), time (HH:MM) and party; null for any other enquiry. */
  table: z.nullable(z.object({ date: z.string(), time: z.string(), guests: z.number() })),
});

/** The areas guests book (server/bookings/free-times.ts `bookingAreas`), in the order the book lists them. */
export const bookingAreas = ['restaurant', 'cafe', 'terrace'] as const;
const bookingArea = z.enum(bookingAreas);
/** Where a booking is (server/bookings/booking.ts): the first four hold covers. */
const bookingStates = ['confirmed', 'pending', 'arrived', 'noShow', 'declined', 'cancelled'] as const;
/** What the owner does to a booking in the day's book (`POST /bookings/:date/:id/:action`). */
export const bookingActions = ['confirm', 'decline', 'cancel', 'arrived', 'noShow'] as const;

/** One booking of the day's book (server/bookings/day-book.ts `BookEntry`): the guest's details are the admin's only. */
const bookEntry = z.object({
  /** The store's id: the actions' paths carry it, the screen never shows it. */
  id: z.string(),
  reference: z.string(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  party: z.number(),
  area: bookingArea,
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  note: z.nullable(z.string()),
  state: z.enum(bookingStates),
  source: z.enum(['online', 'phone']),
  lang: z.enum(['cs', 'en']),
});

/** A blocked period (`area` null: the whole restaurant), wall-clock times of its day (`to` may be 24:00). */
const bookBlock = z.object({
  id: z.string(),
  area: z.nullable(bookingArea),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});

/** A table request kept from before online booking (the inbox's), listed read-only on its date. */
const keptTableRequest = z.object({
  name: z.string(),
  email: z.string(),
  time: z.string(),
  guests: z.number(),
  status: z.enum(enquiryStatuses),
});

/** `GET /bookings/:date`: the day's book (server/bookings/day-book.ts `DayBook`) and the old table requests of that date. */
const dayBook = z.object({
  date: z.string(),
  version: z.number(),
  open: z.boolean(),
  areas: z.array(z.object({ area: bookingArea, covers: z.number() })),
  bookings: z.array(bookEntry),
  blocks: z.array(bookBlock),
  slots: z.array(z.object({ time: z.string(), covers: z.partialRecord(bookingArea, z.number()) })),
  /** null: the inbox could not be read now (the bookings still are). */
  tableRequests: z.nullable(z.array(keptTableRequest)),
});

/** One device with notifications switched on, as its account sees it: the push service's host, never the endpoint. */
const pushDevice = z.object({ id: z.string(), service: z.string(), createdAt: z.string() });

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
  /** PATCH /owners/:email */
  roleChanged: z.object({ email: z.string(), role }),
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
  /** GET /photos: the photos the saved photos.yaml names, as the site has them */
  photoLibrary: z.object({ photos: z.array(photoOverview) }),
  /** GET /push/key: the server's VAPID public key (base64url), the browser's `applicationServerKey` */
  pushKey: z.object({ publicKey: z.string() }),
  /** GET /push/devices: the signed-in account's devices, newest first */
  pushDevices: z.object({ devices: z.array(pushDevice) }),
  /** POST /push/devices: the device switched on */
  pushDevice: z.object({ device: pushDevice }),
  /** GET /bookings/:date */
  dayBook,
  /** POST /bookings/:date/:id/:action, POST /bookings/:date/:id/move */
  bookingChanged: z.object({ booking: bookEntry }),
  /** POST /bookings/phone: the booking (`repeat`: the same one was taken a moment ago, nothing new) */
  phoneBooked: z.object({ booking: bookEntry, repeat: z.boolean() }),
  /** POST /bookings/:date/blocks: the block and the references of the bookings already in its period */
  blockAdded: z.object({ block: bookBlock, overlapping: z.array(z.string()) }),
  /**
   * DELETE /bookings/:date/:id (owners only): the booking erased everywhere; `emailsLeft`: an
   * e-mail of it still being sent, which the server erases once it is (within minutes)
   */
  bookingErased: z.object({ reference: z.string(), emailsLeft: z.boolean() }),
  /** POST /push/devices/:id/test: what the push service said */
  pushTest: z.object({ outcome: z.enum(['sent', 'gone', 'failed']) }),
} as const;

export type Endpoint = keyof typeof answers;
/** The answer of an endpoint, as the server sends it and the client reads it. */
export type Answer<E extends Endpoint> = z.infer<(typeof answers)[E]>;

export type Account = z.infer<typeof owner>;
export type ChecklistItem = z.infer<typeof checklistItem>;
export type HistoryVersion = z.infer<typeof historyVersion>;
export type Named = z.infer<typeof named>;
export type ItemKind = z.infer<typeof itemKind>;
export type Place = z.infer<typeof place>;
export type Change = z.infer<typeof change>;
export type ChangeSummary = z.infer<typeof changeSummary>;
export type DeliveryCause = (typeof deliveryCauses)[number];
export type HistoryEntry = Answer<'historyEntry'>;
export type Owner = z.infer<typeof ownerEntry>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type Enquiry = z.infer<typeof enquiry>;
/** One enquiry as the server answers it: the inbox's `form` is one of the site's forms. */
export type EnquiryAnswer = Omit<Enquiry, 'form'> & { form: KeptFormId };
export type PushDevice = z.infer<typeof pushDevice>;
export type DayBook = Answer<'dayBook'>;
export type BookEntry = z.infer<typeof bookEntry>;
export type BookBlock = z.infer<typeof bookBlock>;
export type BookingArea = (typeof bookingAreas)[number];
export type BookingAction = (typeof bookingActions)[number];

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
  invite: { email: string; role?: Role };
  /** PATCH /owners/:email */
  role: { role: Role };
  /** PATCH /enquiries/:id */
  enquiryStatus: { status: EnquiryStatus };
  /** POST /bookings/phone (`force`: above capacity, after a 409 `booking_full`; e-mail and note may be '') */
  phoneBooking: {
    date: string;
    time: string;
    party: number;
    area: BookingArea | 'any';
    name: string;
    phone: string;
    email: string;
    note: string;
    lang: 'cs' | 'en';
    force?: boolean;
  };
  /** POST /bookings/:date/:id/move */
  moveBooking: { date: string; time: string; party: number; area: BookingArea; force?: boolean };
  /** POST /bookings/:date/blocks (`to` may be 24:00) */
  block: { area: BookingArea | 'all'; from: string; to: string; reason: string };
  /** POST /push/devices: the browser's `PushSubscription.toJSON()` */
  pushSubscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}
