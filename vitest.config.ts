import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/adversarial/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/budget/**/*.test.ts', 'tests/bundle/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // One test file more than there are cores: many of them spend most of their time
    // waiting on the processes they start (the built server, SMTP, Redis, nginx, the
    // mail process), and a core left idle meanwhile is time lost (Vitest's default is
    // one file per core, less one).
    maxWorkers: availableParallelism() + 1,
    // Safety nets, not budgets: a test that waits for a state fails here when the state
    // never comes. They leave room for a machine busy with other work (CI machines are
    // shared), where starting a process or encoding a photo takes several times longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
