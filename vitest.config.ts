import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFirst } from './tests/setup/slow-first.ts';

/** Every test file, in the two projects below. */
const include = [
  'src/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/adversarial/**/*.test.ts',
  'tests/faults/**/*.test.ts',
  'tests/budget/**/*.test.ts',
  'tests/bundle/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.mjs',
];

/**
 * The app's tests of plain functions: no React, no i18n instance, no mocks, spies, clock or
 * environment. They share modules with the server's tests (below) instead of each starting
 * a module graph of its own like the rest of src/.
 */
const plainAppTests = [
  'src/admin/api/contract.test.ts',
  'src/admin/api/path-segment.test.ts',
  'src/admin/auth/invitation-page.test.ts',
  'src/admin/content/hours-exceptions-order.test.ts',
  'src/admin/content/merge.test.ts',
  'src/admin/home/home-page.test.ts',
  'src/admin/inbox/enquiry-view.test.ts',
  'src/admin/inbox/mailto.test.ts',
  'src/admin/lunch/lunch-days.test.ts',
  'src/admin/lunch/lunch-week.test.ts',
  'src/admin/menus/menu-lists.test.ts',
  'src/admin/sold-out/sold-out-dishes.test.ts',
  'src/components/gallery/gallery-position.test.ts',
  'src/components/layout/dropdown-mode.test.ts',
  'src/components/menus/food-filter.test.ts',
  'src/components/menus/menu-source.test.ts',
  'src/content/duration.test.ts',
  'src/content/feast-season.test.ts',
  'src/content/food-menu.test.ts',
  'src/content/item-name.test.ts',
  'src/content/map-links.test.ts',
  'src/content/time-property.test.ts',
  'src/forms/send-message.test.ts',
  'src/i18n/english-copy.test.ts',
  'src/i18n/resources.test.ts',
  'src/i18n/spec-texts.test.ts',
  'src/i18n/typography.test.ts',
  'src/lang.test.ts',
  'src/lunch/lunch-state.test.ts',
  'src/lunch/pick-lunch.test.ts',
  'src/lunch/published-days.test.ts',
];

/**
 * The test files that need a module graph of their own: they replace modules (vi.mock), spy on
 * shared objects, change the environment or the clock, or read the i18n instance and the page
 * registries that every page test loads into; and the files whose clients of a server they stop
 * report to the console after the file is done. Vitest's default: a fresh one per file.
 */
const ownModules = [
  'src/**/*.test.{ts,tsx}',
  'server/admin/content/save-bounds.property.test.ts',
  'server/admin/content/save-bounds.test.ts',
  'server/admin/content/history-bounds.test.ts',
  'server/admin/inbox/erase-files.test.ts',
  'server/admin/state/admin-state.test.ts',
  'server/content/load-prescan.test.ts',
  'server/content/photo-library.test.ts',
  'server/content/store-history.test.ts',
  'server/content/store-poll-missing-photo.test.ts',
  'server/enquiries/enquiry-form.test.ts',
  'server/enquiries/file-queue/inbox-retry-atomic.test.ts',
  'server/enquiries/redis-queue/*.test.ts',
  'server/runtime/shutdown.test.ts',
  'tests/adversarial/idempotency.test.ts',
  'tests/adversarial/long-paths.test.ts',
  'tests/adversarial/rate-limit.test.ts',
  'tests/integration/contact-api.test.ts',
  'tests/integration/content-stall.test.ts',
  'tests/integration/enquiries-feature.test.ts',
  'tests/integration/feed-cache.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // One test file more than there are cores: many of them spend most of their time
    // waiting on the processes they start (the built server, SMTP, Redis, nginx, the
    // mail process), and a core left idle meanwhile is time lost (Vitest's default is
    // one file per core, less one).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirst },
    // Safety nets, not budgets: a test that waits for a state fails here when the state
    // never comes. They leave room for a machine busy with other work (CI machines are
    // shared), where starting a process or encoding a photo takes several times longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // A worker thread per file: the same fresh module graph as a process, for less to start.
      {
        extends: true,
        test: {
          name: 'own-modules',
          include: ownModules,
          exclude: [...configDefaults.exclude, ...plainAppTests],
          pool: 'threads',
        },
      },
      // The rest share each worker's modules from file to file: a fresh graph per file was
      // 185 s of the 330 s Vitest took in CI (importing the server, React, sharp… again), and
      // these files keep no state in modules that another file would see.
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: [...include.filter((glob) => !glob.startsWith('src/')), ...plainAppTests],
          exclude: [...configDefaults.exclude, ...ownModules.filter((glob) => !glob.startsWith('src/'))],
          isolate: false,
          // The fault tests' mail process, bundled once, for the project that holds the fault tests.
          globalSetup: ['tests/setup/mail-process-bundle.ts'],
        },
      },
    ],
  },
});
