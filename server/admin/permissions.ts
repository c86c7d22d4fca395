import type { Request, RequestHandler } from 'express';
import { mayEditFile, mayMarkSoldOut, type Role } from '../../src/admin/api/roles';
import { sendAdminError } from './api-errors';

/**
 * What staff may ask of the admin's API (src/admin/api/roles.ts says why): every other
 * request of a staff member is a 403 in their language before any route reads a body or
 * writes anything. An allow-list: a route added later is the owners' until it is named here.
 */
const staffRequests: { method: string; path: RegExp; file?: true; soldOut?: true }[] = [
  { method: 'GET', path: /^\/session$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  // Which files exist and whether they can be saved: the lunch screen asks.
  { method: 'GET', path: /^\/content$/ },
  { method: 'GET', path: /^\/content\/([^/]+)$/, file: true },
  // The hours, read only: the lunch week marks the days the restaurant is closed (public on every page anyway).
  { method: 'GET', path: /^\/content\/hours$/ },
  { method: 'PUT', path: /^\/content\/([^/]+)$/, file: true },
  // A menu read and saved to mark a dish sold out: the save is checked to change nothing else (content/routes.ts).
  { method: 'GET', path: /^\/content\/([^/]+)$/, soldOut: true },
  { method: 'PUT', path: /^\/content\/([^/]+)$/, soldOut: true },
  { method: 'GET', path: /^\/history\/([^/]+)$/, file: true },
  { method: 'GET', path: /^\/history\/([^/]+)\/[^/]+$/, file: true },
  { method: 'POST', path: /^\/today$/ },
  { method: 'GET', path: /^\/enquiries$/ },
  { method: 'PATCH', path: /^\/enquiries\/[^/]+$/ },
  { method: 'POST', path: /^\/enquiries\/[^/]+\/retry$/ },
  // The day's book (bookings/): read any day, take a phone booking, confirm, decline, move, cancel, mark, block.
  // Not erasing a booking (DELETE /bookings/<date>/<id>): it cannot be undone, so it is the owners'.
  { method: 'GET', path: /^\/bookings\/[^/]+$/ },
  { method: 'POST', path: /^\/bookings\/phone$/ },
  { method: 'POST', path: /^\/bookings\/[^/]+\/blocks$/ },
  { method: 'DELETE', path: /^\/bookings\/[^/]+\/blocks\/[^/]+$/ },
  { method: 'POST', path: /^\/bookings\/[^/]+\/[^/]+\/(confirm|decline|cancel|arrived|no-show|move)$/ },
  // Notifications on one's own devices (push-routes.ts: an account touches only its own).
  { method: 'GET', path: /^\/push\/(key|devices)$/ },
  { method: 'POST', path: /^\/push\/devices$/ },
  { method: 'DELETE', path: /^\/push\/devices\/[^/]+$/ },
  { method: 'POST', path: /^\/push\/devices\/[^/]+\/test$/ },
];

/** Whether `role` may send this request (method and path under /admin/api). */
function mayRequest(role: Role, method: string, path: string): boolean {
  if (role === 'owner') return true;
  const asked = method === 'HEAD' ? 'GET' : method;
  return staffRequests.some((allowed) => {
    if (allowed.method !== asked) return false;
    const match = allowed.path.exec(path);
    if (match === null) return false;
    if (allowed.soldOut) return mayMarkSoldOut(role, match[1]!);
    return !allowed.file || mayEditFile(role, match[1]!);
  });
}

/** The guard behind the session check: a staff member's request outside the allow-list is 403 `staff_forbidden`. */
export function requireRole(roleOf: (req: Request) => Role): RequestHandler {
  return (req, res, next) => {
    if (mayRequest(roleOf(req), req.method, req.path)) return next();
    sendAdminError(req, res, 403, 'staff_forbidden');
  };
}
