/**
 * The owner's numbers ("Návštěvnost"), behind the admin's same-origin, session and role checks:
 * owners only (permissions.ts leaves every route it does not name to the owners).
 *
 * - `GET /visits`: the report (src/admin/visits/contract.ts `VisitsReport`) up to now.
 *
 * When the counts cannot be read (Redis down, DATA_DIR unusable) the answer is 503
 * `visits_unavailable` in the admin's language, with one warning line: the operator's to fix.
 */
import { Router } from 'express';
import type { VisitsReport } from '../../../src/admin/visits/contract';
import { recordFailure } from '../../runtime/request-logging';
import { sendAdminError } from '../api-errors';
import type { VisitsPort } from './port';

export type { VisitsPort } from './port';

export function visitsRoutes({ visits, now }: { visits: VisitsPort; now: () => Date }): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/visits', async (req, res) => {
    let report: VisitsReport;
    try {
      report = await visits.report(now());
    } catch (error) {
      // The request's one line, at warning level: no client caused it.
      recordFailure(res, error, 'admin visits: the counts cannot be read', true);
      return sendAdminError(req, res, 503, 'visits_unavailable');
    }
    res.json(report satisfies VisitsReport);
  });
  return router;
}
