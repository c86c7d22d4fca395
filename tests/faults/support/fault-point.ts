import { createRequire, syncBuiltinESMExports } from 'node:module';

type FsPromises = Record<string, (...args: string[]) => Promise<unknown>>;

/**
 * `before:rename:/sent/:3` kills this process with SIGKILL just before the third
 * `rename` whose arguments contain `/sent/`; `after:…` just after it completed.
 * The server's modules import these functions from `node:fs/promises` by name;
 * `syncBuiltinESMExports` makes those bindings see the wrapper, so the
 * production code runs unchanged up to the exact point of the crash.
 */
export function installFaultPoint(spec: string | undefined): void {
  if (!spec) return;
  const [when, op, needle, nth] = spec.split(':');
  if ((when !== 'before' && when !== 'after') || !op || !needle || !nth)
    throw new Error(`bad MAIL_TEST_FAULT: ${spec}`);
  const fsp = createRequire(import.meta.url)('node:fs/promises') as FsPromises;
  const original = fsp[op];
  if (!original) throw new Error(`no fs/promises.${op}`);
  let seen = 0;
  const die = () => process.kill(process.pid, 'SIGKILL');
  fsp[op] = async (...args: string[]) => {
    const hit = args.some((arg) => typeof arg === 'string' && arg.includes(needle)) && ++seen === Number(nth);
    if (hit && when === 'before') die();
    const result = await original(...args);
    if (hit) die();
    return result;
  };
  syncBuiltinESMExports();
}
