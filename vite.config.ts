import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { photoVariantsPlugin } from './scripts/photo-variants-plugin.ts';

/**
 * react-router's package exports point at its development build in every mode,
 * so a production bundle would carry its dev-only warnings
 * (remix-run/react-router#12532, #14102). The browser's production bundle uses the
 * production build the package ships beside it: the same version and API, minus
 * the warnings. Both entry points are mapped, so there is one router instance.
 */
function reactRouterProductionBuild(): Alias[] {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
}

// One config for the client bundle (`vite build`) and the server bundle
// (`vite build --ssr`: server/index.ts, server/mail/cli.ts and server/content/content-check.ts,
// see scripts/build.mjs).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), photoVariantsPlugin()],
  publicDir: 'public',
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProductionBuild() : [] },
  build: isSsrBuild
    ? {
        // Same asset URLs as the client build (never inlined), so hydration matches.
        assetsInlineLimit: 0,
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          // The server, and beside it `npm run mail` (server/mail/cli.ts) and
          // `npm run content:check` (server/content/content-check.ts), sharing chunks.
          input: { index: 'server/index.ts', 'mail-cli': 'server/mail/cli.ts', 'content-check': 'server/content/content-check.ts' },
          output: { format: 'esm', entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // One stylesheet for the whole site (a few KB gzip): a single render-blocking
        // request on the first page, none on the next ones.
        cssCodeSplit: false,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // Bundle nothing from node_modules into the server build except what must be
    // transformed (fontsource CSS is only ever imported by the client).
    noExternal: [],
  },
}));
