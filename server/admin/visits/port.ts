/**
 * What the owner's numbers need of the counting: the report, handed in by the process
 * (server/index.ts: server/visits' `report`), since the admin may not import server/visits
 * (its dependency rule), as the day's book is handed the bookings' desk.
 */
import type { VisitsReport } from '../../../src/admin/visits/contract';

export interface VisitsPort {
  /** The counts up to `now`, as Prague days and hours (throws when the store cannot be read). */
  report(now: Date): Promise<VisitsReport>;
}
