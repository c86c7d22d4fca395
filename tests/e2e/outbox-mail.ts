import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the production server of this run writes its .eml files (see playwright.config.ts). */
const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'production', 'mail');

/** The .eml files the production server has delivered that contain `text` (a name unique to one test). */
export async function mailsContaining(text: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(mailDir, file), 'utf8');
    if (raw.includes(text)) found.push(raw);
  }
  return found;
}

/** The first delivered .eml that contains `text`. */
export async function mailContaining(text: string): Promise<string | undefined> {
  return (await mailsContaining(text))[0];
}
