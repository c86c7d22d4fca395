/**
 * A food menu section's id is its anchor on the page (`/jidelni-listek#predkrmy`) and,
 * prefixed `food-`, its heading's id. An id the page already uses for itself (`main`,
 * the filter's `food-filter`, a checkbox's `food-without-1`, a footer block) would
 * give the page two elements of one id: invalid HTML, the skip link, a label or an
 * aria-labelledby pointing at the wrong one. The loader refuses such an id with its
 * file and line, whichever id of the rendered page it is (read here from the page
 * itself, so a new element of the page is covered the day it appears).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/load';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

const dir = mkdtempSync(path.join(tmpdir(), 'food-ids-'));
cpSync(path.resolve('content'), dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = readFileSync(path.join(dir, 'food-menu.yaml'), 'utf8');
const { sections } = testContent.view().content.foodMenu;

/** The ids of the food menu page that are not its sections' own (in both languages). */
async function pageOwnIds(): Promise<string[]> {
  const { app } = createTestApp();
  const ids = new Set<string>();
  for (const url of ['/jidelni-listek', '/en/jidelni-listek']) {
    const html = (await request(app).get(url).expect(200)).text;
    for (const [, id] of html.matchAll(/\sid="([^"]+)"/g)) ids.add(id!);
  }
  for (const section of sections) {
    ids.delete(section.id);
    ids.delete(`food-${section.id}`);
  }
  return [...ids].sort();
}

describe('a food menu section named as something of the page itself', () => {
  it('is refused by the loader at its line, for every id the page uses (as the anchor or as its heading)', async () => {
    const ids = await pageOwnIds();
    expect(ids).toContain('main');
    expect(ids).toContain('food-filter');
    const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
    const taken = ids
      .flatMap((id) => [id, ...(id.startsWith('food-') ? [id.slice('food-'.length)] : [])])
      .filter((id) => slug.test(id));
    const accepted: string[] = [];
    for (const id of taken) {
      writeFileSync(path.join(dir, 'food-menu.yaml'), sample.replace(/^(\s*- id: )\S+/m, `$1${id}`));
      const loaded = await loadContent(dir);
      if (loaded.ok) {
        accepted.push(id);
        continue;
      }
      expect(loaded.errors, id).toEqual([
        expect.objectContaining({
          file: 'food-menu.yaml',
          field: 'sections[0].id',
          line: expect.any(Number),
          message: expect.stringContaining(id),
        }),
      ]);
    }
    expect(accepted).toEqual([]);
  }, 60_000);

  it('an id of its own is still taken', async () => {
    writeFileSync(path.join(dir, 'food-menu.yaml'), sample.replace(/^(\s*- id: )\S+/m, '$1napoje-k-jidlu'));
    expect((await loadContent(dir)).ok).toBe(true);
  });
});
