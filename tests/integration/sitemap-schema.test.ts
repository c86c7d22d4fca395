import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const run = promisify(execFile);
const schema = path.resolve('tests/fixtures/sitemap.xsd');

/** xmllint (Debian: libxml2-utils; macOS: built in) validates against the XSD, offline. */
function hasXmllint(): boolean {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'ballon-sitemap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function validate(xml: string): Promise<{ ok: boolean; output: string }> {
  const file = path.join(dir, `sitemap-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    const { stderr } = await run('xmllint', ['--noout', '--nonet', '--schema', schema, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe('sitemap.xml against the sitemaps.org 0.9 schema (xmllint)', () => {
  it('has xmllint to validate with (npm test installs libxml2-utils, see scripts/ensure-test-tools.sh)', () => {
    expect(hasXmllint()).toBe(true);
  });

  it.each([['https://www.restaurace-ballon.test'], ['http://localhost:3000']])(
    'is valid with SITE_URL=%s',
    async (site) => {
      const { app } = createTestApp({ env: { SITE_URL: site } });
      const xml = (await request(app).get('/sitemap.xml').expect(200)).text;
      const result = await validate(xml);
      expect(result.output).toContain('validates');
      expect(result.ok, result.output).toBe(true);
    },
  );

  it('the schema is strict enough to catch mistakes', async () => {
    const { app } = createTestApp();
    const xml = (await request(app).get('/sitemap.xml').expect(200)).text;
    const broken = [
      xml.replace(/<loc>[^<]*<\/loc>/, '<loc>/kontakt</loc>'), // shorter than the 12 characters of an absolute URL
      xml.replace('hreflang="en"', 'hreflang="english language"'),
      xml.replace('<url>', '<url><priority>2</priority>'),
      xml.replace(' rel="alternate"', ''),
      xml.replace('</loc>', '</loc><xhtml:meta name="x"/>'),
    ];
    for (const candidate of broken) {
      const result = await validate(candidate);
      expect(result.ok, result.output).toBe(false);
    }
  });
});
