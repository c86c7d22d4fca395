import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    globalSetup: ['tests/setup/ensure-build.ts'],
    environment: 'node',
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    testTimeout: 15_000,
  },
});
