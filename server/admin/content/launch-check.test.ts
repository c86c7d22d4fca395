/**
 * `npm run content:check -- --launch` prints the launch checklist and exits 1 while
 * anything is left; once every marker is confirmed from the admin, the photos are the
 * restaurant's own, the menus are linked and mail is configured, it exits 0.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { findMarkers, keepKeyLineComments } from '../../content/sample-markers';
import { ContentEditor } from './editor';

const root = path.resolve(import.meta.dirname, '../../..');
const fixedClock = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(root, 'tests/support/fixed-clock.mjs')}`.trim(), FIXED_NOW: '2027-01-15T12:00:00Z' };

function launchCheck(dir: string, env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '-s', 'content:check', '--', '--launch', dir], { cwd: root, env: { ...process.env, CONTENT_DIR: '', SMTP_URL: '', ...fixedClock, ...env } }, (error, stdout) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout });
    });
  });
}

const dir = copySample();
afterAll(() => removeDir(dir));

it('lists what is left before launch and exits 1, then 0 once nothing is', async () => {
  const before = await launchCheck(dir, {});
  expect(before.code).toBe(1);
  expect(before.stdout).toContain('launch: venue.yaml phones.events: still the sample value (the lounge, groups and events)\n');
  expect(before.stdout).toContain('launch: photos.yaml pages.hero.file: photos/hero.jpg is still a sample placeholder\n');
  // Both menu pages show the menus of our own files: neither is listed as showing nothing.
  expect(before.stdout).not.toMatch(/launch: links\.yaml (dailyMenu|foodMenu)/);
  expect(before.stdout).toContain('launch: mail: SMTP_URL is not set');

  const editor = await ContentEditor.open({ dir });
  for (const subject of Object.keys(contentFiles) as ContentSubject[]) {
    const read = await editor.read(subject);
    if ('problem' in read) throw new Error(read.problem);
    const doc = parseDocument(read.text);
    keepKeyLineComments(doc, read.text);
    const confirm = findMarkers(doc).map((marker) => marker.path);
    const data = subject === 'links' ? { ...(read.data as object), dailyMenu: 'https://menu.example/daily', foodMenuPdf: 'https://menu.example/food.pdf', menuProvider: { name: 'Menu s.r.o.', url: 'https://menu.example' } } : read.data;
    expect(await editor.save(subject, { ifMatch: read.version, data, confirm, by: 'owner@example.cz' })).toMatchObject({ ok: true });
  }
  // The restaurant's own photos: any other bytes than the sample's.
  for (const file of readdirSync(path.join(dir, 'photos'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.jpg'))) appendFileSync(path.join(dir, 'photos', file), 'own');
  const after = await launchCheck(dir, { SMTP_URL: 'smtp://mail.example:25' });
  expect(after.stdout).toContain('launch: ready, nothing left\n');
  expect(after.code).toBe(0);
}, 600_000);
