import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/adversarial/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/budget/**/*.test.ts', 'tests/bundle/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    testTimeout: 15_000,
  },
});
