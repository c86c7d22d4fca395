import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Any console.error or console.warn a test did not expect fails it: React's
 * warnings (keys, hydration, act) and our own mistakes must not scroll by.
 */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(calls, 'unexpected console output').toEqual([]);
});
