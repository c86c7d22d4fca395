// A copy of the sample content (content/) with other external links, and with an
// extra closed day, for a server started by the browser tests or the Lighthouse
// script: the links are content (links.yaml), so a test that needs menu frames or a
// social link gets its own folder.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Copies content/ to `target` and writes its links.yaml from `links` (unset keys: null).
 * `closedDay` adds a closed date to hours.yaml and a notice shown on it to
 * announcements.yaml (a browser test moves its clock there). Returns `target`.
 */
export function contentCopyWithLinks(target, links, closedDay, lunchDates) {
  cpSync(path.join(root, 'content'), target, { recursive: true });
  if (lunchDates) redateLunch(target, lunchDates);
  const keys = ['dailyMenu', 'foodMenu', 'foodMenuPdf', 'menuSubscribe', 'social', 'reservation'];
  const lines = keys.map((key) => `${key}: ${links[key] ? JSON.stringify(links[key]) : 'null'}`);
  lines.push(
    `menuProvider: ${links.menuProvider ? `{ name: ${JSON.stringify(links.menuProvider.name)}, url: ${JSON.stringify(links.menuProvider.url)} }` : 'null'}`,
  );
  writeFileSync(
    path.join(target, 'links.yaml'),
    `# Written by scripts/content-copy.mjs for a test server.\n${lines.join('\n')}\n`,
  );
  if (closedDay) {
    const edit = (file, key, item) => {
      const doc = parseDocument(readFileSync(path.join(target, file), 'utf8'));
      doc.addIn([key], doc.createNode(item));
      writeFileSync(path.join(target, file), String(doc));
    };
    edit('hours.yaml', 'exceptions', { date: closedDay.date, name: closedDay.name, closed: true });
    edit('announcements.yaml', 'announcements', {
      id: 'test-closed-day',
      from: closedDay.date,
      until: closedDay.date,
      text: closedDay.notice,
    });
  }
  return target;
}

/**
 * Gives the sample daily menu's days the dates `dates` (YYYY-MM-DD, in order; the
 * sample's days beyond them are dropped), so that a test server started on any day
 * has published lunch menus around it (the sample's own dates pass).
 */
function redateLunch(target, dates) {
  const file = path.join(target, 'daily-menu.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const days = doc.get('days');
  while (days.items.length > dates.length) days.items.pop();
  days.items.forEach((day, index) => day.set('date', dates[index]));
  writeFileSync(file, String(doc));
}

/** The dates the sample's hours.yaml already has an exception for. */
export function sampleExceptionDates() {
  const doc = parseDocument(readFileSync(path.join(root, 'content', 'hours.yaml'), 'utf8'));
  return (doc.toJS().exceptions ?? []).map((exception) => String(exception.date));
}
