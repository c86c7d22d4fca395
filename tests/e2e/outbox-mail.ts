import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the production server of this run writes its .eml files, and keeps the enquiries not yet delivered (see playwright.config.ts). */
const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'production', 'mail');
const outboxDir = path.join(process.env.E2E_DATA_DIR ?? '', 'production', 'outbox');

/** The texts of the files in `dir` whose name ends with `suffix` and that contain `text`. */
async function filesContaining(dir: string, suffix: string, text: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const file of files.filter((name) => name.endsWith(suffix))) {
    const raw = await readFile(path.join(dir, file), 'utf8').catch(() => ''); // (delivered and moved meanwhile)
    if (raw.includes(text)) found.push(raw);
  }
  return found;
}

/** The .eml files the production server has delivered that contain `text` (a name unique to one test). */
export function mailsContaining(text: string): Promise<string[]> {
  return filesContaining(mailDir, '.eml', text);
}

/** The enquiries containing `text` still waiting in the production server's outbox (one JSON record each). */
export function pendingContaining(text: string): Promise<string[]> {
  return filesContaining(outboxDir, '.json', text);
}

/** The first delivered .eml that contains `text`. */
export async function mailContaining(text: string): Promise<string | undefined> {
  return (await mailsContaining(text))[0];
}
