// `npm run content:check [dir]`: validates a content folder without starting the
// server. Built to dist/server/content-check.js (an entry in vite.config.ts), so it
// runs in the image too: `docker exec ballon npm run content:check` checks the
// folder the server reads (CONTENT_DIR), `docker run --rm -v "$PWD/content:/content"
// <image> node dist/server/content-check.js /content` checks one before it goes live.
// The folder: the argument, else CONTENT_DIR (from the environment or .env), else ./content.
// Exit code 0 when valid, 1 when not (every problem printed, one per line, at most
// 20 per file), also when the expiry day of security.txt in venue.yaml has passed (one
// more than a year ahead is a warning on stderr, exit 0), 2 on misuse: an unknown
// option (`--version`, any other `-x`), more than one argument, or no folder at the
// path (`content: no folder at <path>`).
// `--help` / `-h` print the usage and exit 0.
// `--launch` also prints the launch checklist (launch-checklist.ts: sample values and
// photos, menu pages without content, security.txt's expiry within 30 days, no SMTP_URL),
// one item a line on stdout, and exits 1 while anything is left: the admin's first
// screen lists the same items.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChecklist } from './launch-checklist';
import { formatContentError, loadContent } from './load';
import { securityExpiryProblem } from './security-expiry';

const launch = process.argv.includes('--launch');
const args = process.argv.slice(2).filter((arg) => arg !== '--launch');
const usage = 'usage: npm run content:check [--launch] [dir]   (default: CONTENT_DIR, else ./content)\n';
if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
  process.stdout.write(usage);
} else if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  process.stdout.write(usage);
  process.exitCode = 2;
} else {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const dir = path.resolve(args[0] ?? (process.env.CONTENT_DIR || 'content'));
  const started = performance.now();
  const result = await loadContent(dir);
  const ms = Math.round(performance.now() - started);
  // security.txt's expiry is a matter of today's date, not of the files: the server loads the folder
  // either way; this check fails once the day has passed and warns when it is over a year ahead.
  const expiry = result.ok ? securityExpiryProblem(result.snapshot.content.venue.security.expires, new Date()) : null;
  if (result.ok && expiry?.level === 'error') {
    process.stderr.write(`venue.yaml security.expires: ${expiry.message}\n`);
    process.stderr.write(`content: 1 problem in ${dir}; the server would run with it, but its /.well-known/security.txt is out of date\n`);
    process.exitCode = 1;
  } else if (result.ok) {
    if (expiry) process.stderr.write(`warning: venue.yaml security.expires: ${expiry.message}\n`);
    const { content, version } = result.snapshot;
    const photos = Object.keys(content.photos.pages).length + Object.values(content.photos.gallery).flat().length;
    process.stdout.write(`content: OK (${Object.keys(content).length} files, ${photos} photos, version ${version}) in ${dir} [${ms} ms]\n`);
    if (launch) {
      const items = await launchChecklist({ dir, content, now: new Date(), mailConfigured: Boolean(process.env.SMTP_URL) });
      for (const item of items) process.stdout.write(`launch: ${item.message}\n`);
      process.stdout.write(items.length === 0 ? 'launch: ready, nothing left\n' : `launch: ${items.length} item${items.length === 1 ? '' : 's'} left before launch\n`);
      if (items.length > 0) process.exitCode = 1;
    }
  } else if (result.noFolder) {
    process.stderr.write(`${result.errors.map(formatContentError).join('\n')}\n`);
    process.exitCode = 2;
  } else {
    for (const error of result.errors) process.stderr.write(`${formatContentError(error)}\n`);
    const count = result.errors.reduce((sum, error) => sum + (error.more ?? 1), 0);
    process.stderr.write(`content: ${count} problem${count === 1 ? '' : 's'} in ${dir}; the server would not start with it (or would keep its last good content)\n`);
    process.exitCode = 1;
  }
}
