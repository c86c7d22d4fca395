import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * The fault tests' mail process (tests/faults/support/mail-process.ts), bundled once per run into
 * one JavaScript file that `node` starts as it is. Through tsx every start compiled and resolved
 * the server's modules again, twice the CPU of a start: about 50 starts per run, and under load
 * a start could miss its 20 s. Everything is in the bundle, dependencies too, in the order the
 * source imports them: the lock counter patches `fs` before graceful-fs copies it.
 */
export default async function bundleMailProcess({ provide }: { provide: (key: 'mailProcess', value: string) => void }) {
  const root = path.resolve(import.meta.dirname, '../..');
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const outDir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'mail-process-'));
  chmodSync(outDir, 0o755); // the permission tests start it as `nobody`
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: 'tests/faults/support/mail-process.ts',
      outDir,
      minify: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'mail-process.mjs' } },
    },
  });
  provide('mailProcess', path.join(outDir, 'mail-process.mjs'));
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    mailProcess: string;
  }
}
