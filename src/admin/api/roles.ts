/**
 * The admin's two roles and what each may do: the one table the server enforces
 * (server/admin/permissions.ts) and the screens follow (they show staff only what they may
 * do). No server imports: the client bundles it.
 */
import type { ContentSubject } from '../../content/schema';

export const roles = ['owner', 'staff'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => value === 'owner' || value === 'staff';

/** An account's role: one recorded before roles existed (none) is an owner's. */
export const roleOf = (account: { role?: Role | undefined } | null | undefined): Role => account?.role ?? 'owner';

/**
 * What a signed-in account may do beyond the lunch, today's exception, announcements, the
 * inbox and the day's book (which both roles may): every one of these is the owner's alone.
 */
export type OwnerPower =
  /** Erase an enquiry for good. */
  | 'erase-enquiry'
  /** Erase a booking for good (the book, its manage link, its e-mails kept by the server). */
  | 'erase-booking'
  /** Save any content file but those in `staffFiles`, upload or place photos. */
  | 'edit-content'
  /** Restore an earlier version of a file. */
  | 'restore'
  /** Read the launch checklist. */
  | 'checklist'
  /** Read the audit log. */
  | 'audit'
  /** List the accounts, invite, revoke, change a role. */
  | 'accounts'
  /** Read the site's visits ("Návštěvnost"). */
  | 'visits'
  /** Read the lunch e-mail's subscribers and sends, erase an address ("Odběr menu"). */
  | 'subscribers';

/** The content files staff may read and save: the lunch and the announcements (today's exception has its own endpoint). */
const staffFiles: readonly ContentSubject[] = ['dailyMenu', 'announcements'];

/** Whether `role` may read and save this content file (and read its history). */
export const mayEditFile = (role: Role, file: string): boolean =>
  role === 'owner' || (staffFiles as readonly string[]).includes(file);

/**
 * The menus whose dishes a role may mark sold out today (and back): staff may in the food
 * menu too, which they may not otherwise change (the server accepts their save of it only
 * when nothing but a dish's `soldOut` differs).
 */
const soldOutFiles: readonly ContentSubject[] = ['dailyMenu', 'foodMenu'];

/** Whether `role` may mark a dish of this file sold out (every role may: both menus). */
export const mayMarkSoldOut = (_role: Role, file: string): boolean =>
  (soldOutFiles as readonly string[]).includes(file);

/** Whether `role` has this power. */
export const may = (role: Role, _power: OwnerPower): boolean => role === 'owner';
