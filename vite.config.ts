import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { photoVariantsPlugin } from './scripts/photo-variants-plugin.ts';

// One config for the client bundle (`vite build`) and the server bundle
// (`vite build --ssr server/index.ts`, see scripts/build.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), photoVariantsPlugin()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        // Same asset URLs as the client build (never inlined), so hydration matches.
        assetsInlineLimit: 0,
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'esm', entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        assetsInlineLimit: 0,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // Bundle nothing from node_modules into the server build except what must be
    // transformed (fontsource CSS is only ever imported by the client).
    noExternal: [],
  },
}));
