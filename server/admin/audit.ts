import type { Logger } from 'pino';
import { roleOf } from '../../src/admin/api/roles';
import type { AuditEvent } from './context';
import type { AdminState, AuditEntry } from './state/admin-state';

/** How many entries `GET /admin/api/audit` shows (newest first). */
const AUDIT_PAGE = 500;

/**
 * The audit log: every event the owners should see (sign-ins, failed ones, invitations,
 * revocations, saves, status changes), kept in the admin's state (AUDIT_RETENTION_DAYS,
 * state/admin-state.ts) and written as one info line each for the operator's log
 * system. An event carries names, ids and codes only: never an enquiry's text, never a
 * token (the types in context.ts have no field for either).
 */
export class AuditLog {
  constructor(
    private readonly state: AdminState,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {}

  async record(event: AuditEvent): Promise<void> {
    const entry = { at: this.now().toISOString(), ...event, ...(await this.actorRole(event)) } as AuditEntry;
    this.logger.info({ audit: entry }, `admin audit: ${event.type}`);
    await this.state.appendAudit(entry);
  }

  /**
   * The role of whoever acted (`by`, or the account signing in or out), as it is now: the log
   * names it ("Jana (personál)"). None for the command line, a failed sign-in, or an account gone.
   */
  private async actorRole(event: AuditEvent): Promise<{ actorRole?: AuditEntry['actorRole'] }> {
    const actor = 'by' in event ? event.by : 'owner' in event ? event.owner : null;
    if (actor === null || actor === 'cli') return {};
    const account = await this.state.getOwner(actor);
    return account ? { actorRole: roleOf(account) } : {};
  }

  list(limit = AUDIT_PAGE): Promise<AuditEntry[]> {
    return this.state.listAudit(limit, this.now());
  }
}
