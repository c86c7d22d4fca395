/**
 * The launch checklist: what still stands between the sample and the restaurant's own
 * site. Shown on the admin's first screen and printed by `npm run content:check -- --launch`
 * (which exits non-zero while anything is left). Each item names the file and field it
 * is about and says, in the operator's words, what to do; the admin words it again in
 * its own language from the same fields.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentFiles, type ContentSubject, type SiteContent } from '../../src/content/schema';
import { nameOnPath } from '../../src/content/item-name';
import { markedFields, type FieldPath } from './sample-markers';
import { isSamplePhoto, samplePhotoHashes } from './sample-photos';
import { securityExpiresAt } from './security-expiry';

/** `value`: the field's value as the content holds it now (the admin shows it beside the item). */
export type ChecklistItem =
  | { kind: 'sample'; file: ContentSubject; path: FieldPath; note: string; value: unknown; item: ItemNames; message: string }
  | { kind: 'sample-photo'; file: 'photos'; path: FieldPath; photo: string; value: unknown; item: ItemNames; message: string }
  | { kind: 'menu-page'; file: 'links'; path: FieldPath; page: 'dailyMenu' | 'foodMenu'; keys: string[]; message: string }
  | { kind: 'security-expiry'; file: 'venue'; path: FieldPath; date: string; message: string }
  | { kind: 'mail'; message: string };

/** security.txt's expiry is listed this long before it passes. */
const expiryNoticeDays = 30;

/** `exceptions[2].opens` */
export const fieldName = (at: FieldPath) => at.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * The menu pages and the links that give them another site's menu (an embedded page, or
 * the food menu's PDF), and whether they show a menu of our own (daily-menu.yaml's
 * published days, food-menu.yaml's sections): a page with neither shows only a notice.
 */
const menuPages = { dailyMenu: ['dailyMenu'], foodMenu: ['foodMenu', 'foodMenuPdf'] } as const;
const hasOwnMenu: Record<keyof typeof menuPages, (content: SiteContent) => boolean> = {
  dailyMenu: (content) => content.dailyMenu.days.some((day) => day.published),
  foodMenu: (content) => content.foodMenu.sections.length > 0,
};

/** The name of the list item a field belongs to, in both languages ("Cola 0,33 l"), as the admin names it. */
type ItemNames = { cs: string | null; en: string | null };
const itemNames = (data: unknown, at: FieldPath): ItemNames => ({ cs: nameOnPath(data, at, 'cs'), en: nameOnPath(data, at, 'en') });

/** The value at a path of the data, or undefined. */
const valueAt = (data: unknown, at: FieldPath): unknown =>
  at.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), data);

export async function launchChecklist({ dir, content, now, mailConfigured }: { dir: string; content: SiteContent; now: Date; mailConfigured: boolean }): Promise<ChecklistItem[]> {
  const items: ChecklistItem[] = [];
  for (const subject of Object.keys(contentFiles) as ContentSubject[]) {
    const text = await readFile(path.join(dir, contentFiles[subject].file), 'utf8').catch(() => '');
    for (const { path: at, note } of markedFields(text)) {
      items.push({ kind: 'sample', file: subject, path: at, note, value: valueAt(content[subject], at), item: itemNames(content[subject], at), message: `${contentFiles[subject].file} ${fieldName(at)}: still the sample value${note ? ` (${note})` : ''}` });
    }
  }
  const photos = [
    ...Object.entries(content.photos.pages).map(([page, photo]) => ({ at: ['pages', page, 'file'], photo })),
    ...Object.entries(content.photos.gallery).flatMap(([section, list]) => list.map((photo, index) => ({ at: ['gallery', section, index, 'file'], photo }))),
  ];
  for (const { at, photo } of photos) {
    const { file } = photo;
    // Shown by its description (what the owner sees of it), never its file's name.
    if (await isSampleFile(path.join(dir, 'photos', file))) items.push({ kind: 'sample-photo', file: 'photos', path: at, photo: file, value: photo.alt, item: itemNames(content.photos, at), message: `photos.yaml ${fieldName(at)}: photos/${file} is still a sample placeholder` });
  }
  for (const [page, keys] of Object.entries(menuPages) as [keyof typeof menuPages, readonly string[]][]) {
    if (!hasOwnMenu[page](content) && keys.every((key) => content.links[key as keyof SiteContent['links']] === null)) {
      items.push({ kind: 'menu-page', file: 'links', path: [keys[0]!], page, keys: [...keys], message: `links.yaml ${keys.join(', ')}: the ${page} page has neither a menu of its own nor a link` });
    }
  }
  const expires = content.venue.security.expires;
  if (securityExpiresAt(expires).getTime() - now.getTime() <= expiryNoticeDays * 86_400_000) {
    items.push({ kind: 'security-expiry', file: 'venue', path: ['security', 'expires'], date: expires, message: `venue.yaml security.expires: security.txt holds only until ${expires}; move it on (at most a year ahead)` });
  }
  if (!mailConfigured) items.push({ kind: 'mail', message: 'mail: SMTP_URL is not set; enquiries are kept as .eml files on the server and reach no one' });
  return items;
}

/** Whether the file is one of the shipped placeholders (size first: a real photo is not read to be hashed). */
async function isSampleFile(file: string): Promise<boolean> {
  const info = await lstat(file).catch(() => null);
  return info?.isFile() === true && samplePhotoHashes.has(info.size) && isSamplePhoto(await readFile(file));
}
