import { describe, expect, it } from 'vitest';
import { brokenRules } from '../support/probe-rules';

/**
 * The admin is one feature under its own dependency rules, like the enquiries
 * (tests/integration/enquiries-feature.test.ts): probes that break each rule are found.
 */

describe('the admin’s dependency rules say what its README says', () => {
  it('refuses its insides outside it, Redis outside its room, the backends importing each other, and a feature it may not use', async () => {
    const rules = await brokenRules({
      'server/http/probe-admin-outside.ts': '../admin/auth/sessions',
      'server/admin/probe-admin-root.ts': './state/redis-state',
      'server/admin/auth/probe-admin-ioredis.ts': 'ioredis',
      'server/admin/probe-admin-connection.ts': '../redis/connection',
      'server/admin/state/redis-state/probe-admin-backend.ts': '../file-state',
      'server/admin/state/file-state/probe-admin-backend.ts': '../redis-state',
      'server/admin/probe-admin-document.ts': '../document/render',
      'server/admin/probe-admin-enquiries.ts': '../enquiries/accept',
      // The inbox is handed the queue's inbox (server/index.ts): it imports nothing of the enquiries itself.
      'server/admin/inbox/probe-inbox-enquiries.ts': '../../enquiries/queue',
      'server/admin/probe-admin-allowed.ts': '../http/same-origin',
    });
    expect(rules['server/http/probe-admin-outside.ts']).toContain('admin-insides');
    expect(rules['server/admin/probe-admin-root.ts']).toContain('admin-redis-in-its-room');
    expect(rules['server/admin/auth/probe-admin-ioredis.ts']).toContain('admin-no-redis-client-outside-its-room');
    expect(rules['server/admin/probe-admin-connection.ts']).toContain('admin-no-redis-client-outside-its-room');
    expect(rules['server/admin/state/redis-state/probe-admin-backend.ts']).toContain('admin-backends-apart');
    expect(rules['server/admin/state/file-state/probe-admin-backend.ts']).toContain('admin-backends-apart');
    expect(rules['server/admin/probe-admin-document.ts']).toContain('admin-imports');
    expect(rules['server/admin/probe-admin-enquiries.ts']).toContain('admin-imports');
    expect(rules['server/admin/inbox/probe-inbox-enquiries.ts']).toContain('admin-imports');
    expect(rules['server/admin/probe-admin-allowed.ts']).toEqual([]);
  }, 900_000); // A safety net: depcruise takes seconds on an idle machine, minutes at nice 19 on a busy one.
});
