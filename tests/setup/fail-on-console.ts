import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Any console.error or console.warn a test did not expect fails it: React's
 * warnings (keys, hydration, act) and our own mistakes must not scroll by. So
 * does any console.info but the one line the site writes (the 404 page's
 * `404: <path>`, src/pages/not-found.tsx).
 */
const NOT_FOUND_LINE = /^404: \/\S*$/;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (level === 'info' && NOT_FOUND_LINE.test(text)) return;
      calls.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(calls, 'unexpected console output').toEqual([]);
});
