import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'public/assets/',
      '.cache/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    // The router's <Link>/<NavLink> bring framework mode's prefetching into every page's
    // bundle (src/components/ui/site-link.tsx): the site's own links are used instead.
    // The admin (src/admin) is a build of its own that no public page loads: it uses the router's.
    files: ['src/**/*.tsx'],
    ignores: ['src/components/ui/site-link.tsx', 'src/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: "Use Link/NavLink from src/components/ui/site-link.tsx (the router's carry unused prefetching).",
          })),
        },
      ],
    },
  },
  {
    // A regular expression whose time grows faster than its input's length is a way to stall
    // the one event loop with one request (one long path once held every request). The server and the
    // pages see request data: every pattern there must run in linear time, or on input cut to a
    // bound right before it (then a disable comment names that bound).
    files: ['server/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-move': 'error',
      'regexp/no-super-linear-backtracking': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['scripts/**', 'tests/**', 'bench/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
