#!/usr/bin/env node
// The site with React's development build in the browser, for the browser tests' hydration
// checks (playwright.config.ts, project `development`): React reports a hydration mismatch of
// an attribute only in its development build. It is the production build's server (dist/server,
// copied) beside a client bundle built in development mode (dist/development/client), so the
// server renders exactly what visitors get and the browser hydrates it with React's
// development build, StrictMode's double effects included. Unminified: a build for checks,
// never served to visitors. Run after scripts/build.mjs (npm test builds that first).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'dist', 'development');
if (!existsSync(path.join(root, 'dist', 'server', 'index.js'))) {
  console.error('build-development-client: dist/server is missing; run `npm run build` first');
  process.exit(1);
}

const started = Date.now();
// Vite picks React's (and the router's) development builds from NODE_ENV, and the mode keeps
// the production-only aliases and plugins of vite.config.ts out.
process.env.NODE_ENV = 'development';
await build({
  root,
  mode: 'development',
  logLevel: 'warn',
  build: { outDir: path.join(target, 'client'), emptyOutDir: true, minify: false },
});
rmSync(path.join(target, 'server'), { recursive: true, force: true });
cpSync(path.join(root, 'dist', 'server'), path.join(target, 'server'), { recursive: true });
console.log(`build: the development client in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/development)`);
