import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The admin is one feature under its own dependency rules, like the enquiries
 * (tests/integration/enquiries-feature.test.ts): probes that break each rule are found.
 */

const root = process.cwd();
/** Writes each probe (a repository path importing a target), and returns the rules depcruise says each breaks. */
async function broken(probes: Record<string, string>): Promise<Record<string, string[]>> {
  const files = Object.keys(probes);
  await Promise.all(files.map((file) => writeFile(path.join(root, file), `import '${probes[file]}';\n`)));
  try {
    const run = promisify(execFile);
    const { stdout } = await run(path.join(root, 'node_modules/.bin/depcruise'), [...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: root }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    const { violations } = (JSON.parse(stdout) as { summary: { violations: { from: string; rule: { name: string } }[] } }).summary;
    return Object.fromEntries(files.map((file) => [file, violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name)]));
  } finally {
    await Promise.all(files.map((file) => rm(path.join(root, file), { force: true })));
  }
}

describe('the admin’s dependency rules say what its README says', () => {
  it('refuses its insides outside it, Redis outside its room, the backends importing each other, and a feature it may not use', async () => {
    const rules = await broken({
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
