import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pageOrderPlugin } from './scripts/page-order-plugin.ts';
import { photoVariantsPlugin } from './scripts/photo-variants-plugin.ts';

/**
 * react-router's package exports point at its development build in every mode,
 * so a production bundle would carry its dev-only warnings
 * (remix-run/react-router#12532, #14102). The browser's production bundle uses the
 * production build the package ships beside it: the same version and API, minus
 * the warnings. Both entry points are mapped, so there is one router instance.
 */
function reactRouterProductionBuild(): Alias[] {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
}

/**
 * react-i18next imports `use-sync-external-store/shim`, a fallback for React
 * before 18; React 19 has the hook itself, which the shim only forwards to (shim
 * code on every page otherwise). The browser's bundle gets React's.
 */
function reactOwnSyncExternalStore(): Plugin {
  const shim = '\0use-sync-external-store-shim';
  return {
    name: 'react-own-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: { filter: { id: /^use-sync-external-store\/shim$/ }, handler: () => shim },
    load: {
      filter: { id: /^\0use-sync-external-store-shim$/ },
      handler: () => "export { useSyncExternalStore } from 'react';",
    },
  };
}

/**
 * react-router's production build creates its components and contexts at the
 * top of the module (`var Form = React.forwardRef(…)`, `Form.displayName = "Form"`)
 * without a pure annotation, so the bundler must keep every one of them, and all
 * they use, whether the site uses it or not: `<Form>`, `useSubmit`, the framework
 * mode's prefetch links, `HistoryRouter`… Marking those calls pure and dropping
 * the display names (development tooling only) lets the unused ones go, on every
 * page (the saving: docs/performance.md). Only react-router's own production chunk is touched.
 */
function reactRouterTreeShaking(): Plugin {
  const chunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: chunk },
      handler(code) {
        const pure = code.replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2');
        return { code: pure.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null };
      },
    },
  };
}

/**
 * The admin's first load checks the API's answers with zod mini (src/admin/api/contract.ts,
 * 7 kB gzip alone), while its content editor reads the content's schemas in classic zod. Both
 * are built on zod's core, whose modules a bundle shares between them with everything either
 * uses: the first load would carry the core as the editor needs it (≈ 13 kB gzip more). Here
 * the contract gets a copy of zod of its own (its modules' ids tagged), holding only what the
 * contract uses; the editor's chunks keep theirs. Two copies never meet: the contract's
 * schemas only parse answers, the content's only describe forms.
 */
function adminContractZodCopy(): Plugin {
  const tag = '?admin-contract';
  // (With the two screens' answers kept in their chunks, src/admin/{visits,subscribers}/contract.ts: the
  // same copy, so those chunks import the few zod pieces they use from the entry, not the editor's core.)
  const contract = /[\\/]src[\\/]admin[\\/](?:api|visits|subscribers)[\\/]contract\.ts$/;
  return {
    name: 'admin-contract-zod-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copy = importer.endsWith(tag);
      if (!copy && !(contract.test(importer) && /^zod(\/|$)/.test(source))) return null;
      const resolved = await this.resolve(source, copy ? importer.slice(0, -tag.length) : importer, {
        ...options,
        skipSelf: true,
      });
      return resolved && !resolved.external ? `${resolved.id}${tag}` : resolved;
    },
    async load(id) {
      return id.endsWith(tag) ? readFile(id.slice(0, -tag.length), 'utf8') : null;
    },
  };
}

/** The form pages' shared code that runs without the schemas (see the chunk groups below). */
function enquiryFormModule(id: string): boolean {
  // The table request is the contact page's alone: its own code stays in that page's chunk.
  if (/[\\/]src[\\/]components[\\/]forms[\\/]/.test(id))
    return !/[\\/](prepare-[\w-]+\.ts|table-[\w-]+\.tsx)$/.test(id);
  return /[\\/]src[\\/]forms[\\/](form-state|form-fields|lounge-values|contact-values|send-message|contact-api-path|idempotency-key|field-errors|form-messages)\.ts$/.test(
    id,
  );
}

/**
 * The owner's admin (src/admin/entry.tsx) is a build of its own (`vite build --mode admin`,
 * scripts/build.mjs), not a second input of the site's: with one stylesheet for the whole
 * site (`cssCodeSplit: false` below) its CSS would land in every public page's inlined CSS,
 * and React, the router and i18next would move into a chunk the two entries share. Built
 * apart, the public bundle is byte for byte what it is without the admin (tests/budget).
 * Its chunks go beside the site's in dist/client; its manifest is merged into the site's.
 */
const adminBuild = {
  outDir: 'dist/client',
  manifest: '.vite/admin-manifest.json',
  emptyOutDir: false,
  copyPublicDir: false,
  assetsInlineLimit: 0,
  // Its own stylesheet, named in its manifest entry (`css`), never the site's `style.css`.
  cssCodeSplit: true,
  rollupOptions: {
    input: 'src/admin/entry.tsx',
    // Named so that an admin file is recognisable wherever it shows up (the budget test looks).
    output: {
      entryFileNames: 'assets/admin-[hash].js',
      chunkFileNames: 'assets/admin-[name]-[hash].js',
      assetFileNames: 'assets/admin-[name]-[hash][extname]',
      // Each screen is a chunk of its own (src/admin/routes.tsx, route `lazy`), fetched when it is
      // first opened; what every screen needs (React, the router, the layout, the words, the API
      // client and its contract) is the entry's one chunk: one gzip stream, one request.
      // tests/budget/admin-chunks.test.ts holds each chunk and the first load to a ceiling.
      // A dish's chips and their words (the lunch and the content editors') are a chunk of their own,
      // not grouped with the content's schemas, which those two editors share as well.
      codeSplitting: {
        groups: [
          { name: 'entry', tags: ['$initial' as const] },
          { name: 'dish-chips', test: /[\\/]src[\\/]admin[\\/](?:menus[\\/]dish-chips\.tsx|i18n[\\/]dish-words\.ts)$/ },
        ],
      },
    },
  },
};

// One config for the client bundle (`vite build`), the admin's (`vite build --mode admin`)
// and the server bundle (`vite build --ssr`: server/index.ts, server/enquiries/cli.ts,
// server/admin/cli.ts and server/content/content-check.ts, see scripts/build.mjs).
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    photoVariantsPlugin(),
    ...(mode === 'admin' ? [adminContractZodCopy()] : [pageOrderPlugin()]),
    ...(isSsrBuild ? [] : [reactRouterTreeShaking(), reactOwnSyncExternalStore()]),
  ],
  publicDir: 'public',
  // (Not in the development client's build, scripts/build-development-client.mjs: it keeps the router's warnings.)
  resolve: {
    alias: command === 'build' && !isSsrBuild && mode !== 'development' ? reactRouterProductionBuild() : [],
  },
  build:
    mode === 'admin'
      ? adminBuild
      : isSsrBuild
        ? {
            // Same asset URLs as the client build (never inlined), so hydration matches.
            assetsInlineLimit: 0,
            outDir: 'dist/server',
            target: 'node20',
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: {
              // The server, and beside it `npm run mail` (server/enquiries/cli.ts), `npm run admin`
              // (server/admin/cli.ts) and `npm run content:check` (server/content/content-check.ts), sharing chunks.
              input: {
                index: 'server/index.ts',
                'mail-cli': 'server/enquiries/cli.ts',
                'admin-cli': 'server/admin/cli.ts',
                'content-check': 'server/content/content-check.ts',
              },
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
            rollupOptions: {
              input: 'src/entry-client.tsx',
              output: {
                // Everything every page needs (React, the router, i18next, the layout)
                // in the entry's one chunk instead of three that Rolldown would split
                // off by who shares them: one gzip stream compresses better (on every
                // page: docs/performance.md), and the browser makes fewer requests. Pages, languages
                // and page messages stay chunks of their own, loaded with their page.
                codeSplitting: {
                  groups: [
                    { name: 'entry-client', tags: ['$initial'] },
                    // What both form pages show and do, in one chunk instead of five; not
                    // the schemas (zod), which load with a form's first use (prepare-*.ts).
                    { name: 'enquiry-form', test: enquiryFormModule },
                  ],
                },
              },
            },
          },
  ssr: {
    // Bundle nothing from node_modules into the server build except what must be
    // transformed (fontsource CSS is only ever imported by the client).
    noExternal: [],
  },
}));
