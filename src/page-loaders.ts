import type { ComponentType } from 'react';

/**
 * Every page's module (`src/pages/<page>.tsx`, the 404 page's too), each a chunk
 * of its own, keyed by its path from the project's root: how Vite's build
 * manifest names the chunk, so that the server can preload it with the page. Not
 * the tests, nor the error boundary, which the route table imports itself.
 *
 * This glob is what the tests and the development server load (in alphabetical
 * order). The build replaces it with the same loaders in the route table's order
 * (scripts/page-order-plugin.ts): the order in which the bundler meets the pages is
 * the order of their CSS in the site's one stylesheet.
 */
export const pageLoaders = import.meta.glob<Record<string, ComponentType>>([
  '/src/pages/*.tsx',
  '!/src/pages/*.test.tsx',
  '!/src/pages/route-error.tsx',
]);
