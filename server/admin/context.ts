import type { Request } from 'express';
import type { ChangeSummary } from './content/changes';
import type { Role } from '../../src/admin/api/roles';

/**
 * What an admin router (content, photos, inbox) is handed by the admin's index: the
 * request already passed the same-origin check and the session check.
 */
export interface AdminRequestContext {
  /** The signed-in owner's e-mail (lower-case), for history and audit. */
  ownerOf(req: Request): string;
  /** The signed-in account's role (the guard has already refused what staff may not ask at all). */
  roleOf(req: Request): Role;
  /** The admin's language for messages: 'cs' | 'en' (from Accept-Language, which the admin client sets). */
  langOf(req: Request): 'cs' | 'en';
  /** Records one audit event (also written as an info log line; never enquiry text). */
  audit(event: AuditEvent): Promise<void>;
}
export type AuditEvent =
  | { type: 'sign-in'; owner: string; credential: string }
  | { type: 'sign-in-failed'; reason: string; credential?: string }
  /** `by` invited `email`: a new account (with `role`, absent: owner), or a new device of the account `email` names. */
  | { type: 'invitation'; by: string; email: string; kind: 'new-owner' | 'new-device'; role?: Role }
  /** `by` gave the account `owner` the role `role`. */
  | { type: 'role-changed'; by: string; owner: string; role: Role }
  /** A passkey registered: with a new owner, or added to one; `invitedBy` made its invitation. */
  | { type: 'owner-registered' | 'passkey-added'; owner: string; credential: string; invitedBy: string }
  | { type: 'owner-revoked' | 'passkey-revoked'; by: string; owner: string; credential?: string }
  | { type: 'counter-regression'; owner: string; credential: string }
  | { type: 'sign-out'; owner: string }
  /** `changes`: the first change the write made, and the count of all (content/changes.ts). */
  | { type: 'content-save' | 'content-restore'; by: string; file: string; version: string; changes?: ChangeSummary }
  | { type: 'photo-upload'; by: string; file: string }
  | {
      type: 'enquiry-status';
      by: string;
      enquiry: string;
      status: 'new' | 'answered' | 'archived' | 'confirmed' | 'declined';
    }
  | { type: 'enquiry-retry' | 'enquiry-delete'; by: string; enquiry: string }
  /**
   * The day's book: `by` did `action` to the booking of `date` named by its `reference` (a move
   * to another day: its new date `to`; `erase`: the booking is gone everywhere, its reference
   * stays here). Never the guest's name, phone, e-mail or note.
   */
  | {
      type: 'booking';
      by: string;
      action: 'confirm' | 'decline' | 'cancel' | 'arrived' | 'noShow' | 'phone' | 'move' | 'erase';
      date: string;
      reference: string;
      to?: string;
    }
  /** `by` blocked a period of `date` (the block's id; its reason is the owner's text, kept in the book only), or lifted one. */
  | { type: 'booking-block' | 'booking-unblock'; by: string; date: string; block: string }
  /** `by` erased a subscriber of the lunch e-mail everywhere: never the address (the owner typed it; nothing keeps it). */
  | { type: 'subscriber-erased'; by: string };
