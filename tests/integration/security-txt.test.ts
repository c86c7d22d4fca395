/**
 * /.well-known/security.txt (RFC 9116) from venue.yaml's `security` block: the
 * fields, the type, the live content (an edit shows without a restart), the
 * schema's messages, the expiry rule (served when past, with one warning; content:check
 * fails on a past day and warns on one more than a year ahead).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { copySample, edit, removeDir } from '../../server/content/content-fixture.test-support';
import { liveContentSource } from '../../server/content/content-source';
import { formatContentError, loadContent } from '../../server/content/load';
import { securityExpiresAt, securityExpiryProblem } from '../../server/content/security-expiry';
import { ContentStore } from '../../server/content/store';
import { createTestApp } from '../support/test-app';
import { testContent } from '../support/test-content';

const sample = testContent.view().content.venue.security;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A copy of the sample content, removed after the test. */
function sampleCopy(): string {
  const dir = copySample();
  cleanups.push(() => removeDir(dir));
  return dir;
}

/** The app over a live store on a copy of the sample (reloaded by hand). */
async function liveApp(now: () => Date) {
  const dir = sampleCopy();
  const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }), watch: false });
  cleanups.push(() => store.close());
  const content = liveContentSource(store, { current: () => ({ version: 'test', photos: testContent.view().photos }) });
  return { dir, store, ...createTestApp({ deps: { content, now } }) };
}

/** RFC 9116's fields: `Name: value` lines, ending with a line break. */
function fields(text: string): [string, string][] {
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => {
      const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match![1]!, match![2]!];
    });
}

describe('/.well-known/security.txt', () => {
  it('answers the contact, the expiry, our languages and its canonical address, as UTF-8 text', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/.well-known/security.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(fields(response.text)).toEqual([
      ['Contact', sample.contact],
      // The end of the expiry day in Prague (CEST in June: 22:00 UTC), in RFC 3339 form.
      ['Expires', `${sample.expires}T22:00:00.000Z`],
      ['Preferred-Languages', 'cs, en'],
      ['Canonical', 'https://www.restaurace-ballon.test/.well-known/security.txt'],
    ]);
    expect(sample.contact).toMatch(/^(mailto:|https:\/\/)/);
  });

  it('names the canonical address on SITE_URL', async () => {
    const { app } = createTestApp({ env: { SITE_URL: 'http://localhost:3000' } });
    const { text } = await request(app).get('/.well-known/security.txt').expect(200);
    expect(text).toContain('Canonical: http://localhost:3000/.well-known/security.txt\n');
  });

  it('is this spelling only', async () => {
    const { app } = createTestApp();
    for (const url of ['/.well-known/SECURITY.TXT', '/security.txt', '/.well-known/security.txt/']) {
      const response = await request(app).get(url);
      expect([301, 404], url).toContain(response.status);
      expect(response.text, url).not.toContain('Preferred-Languages');
    }
  });

  it('follows an edit of venue.yaml on the next request, without a restart', async () => {
    const { app, dir, store } = await liveApp(() => new Date('2026-06-15T12:00:00Z'));
    edit(dir, 'venue.yaml', `contact: ${sample.contact}`, 'contact: https://www.example.com/security');
    edit(dir, 'venue.yaml', `expires: ${sample.expires}`, 'expires: 2027-01-31');
    expect(await store.reload()).toBe('changed');
    const { text } = await request(app).get('/.well-known/security.txt').expect(200);
    expect(text).toContain('Contact: https://www.example.com/security\n');
    // Winter time: the day ends at 23:00 UTC.
    expect(text).toContain('Expires: 2027-01-31T23:00:00.000Z\n');
  });

  it('is still served once expired, saying so in its Expires, with one warning in the log per expiry day', async () => {
    let now = new Date(securityExpiresAt(sample.expires).getTime() + 60_000);
    const { app, logs, dir, store } = await liveApp(() => now);
    const first = await request(app).get('/.well-known/security.txt').expect(200);
    expect(new Date(fields(first.text).find(([name]) => name === 'Expires')![1]).getTime()).toBeLessThan(now.getTime());
    expect(first.text).toContain(`Contact: ${sample.contact}`);
    await request(app).get('/.well-known/security.txt').expect(200);
    const warned = () => logs.filter((line) => line.level === 40 && line.msg.startsWith('security.txt has expired'));
    expect(warned()).toEqual([
      expect.objectContaining({ expires: sample.expires, msg: expect.stringContaining('venue.yaml') }),
    ]);

    // A new day in venue.yaml: no more warning; once it passes too, one more.
    edit(dir, 'venue.yaml', `expires: ${sample.expires}`, 'expires: 2028-06-30');
    expect(await store.reload()).toBe('changed');
    await request(app).get('/.well-known/security.txt').expect(200);
    expect(warned()).toHaveLength(1);
    now = new Date('2028-07-01T12:00:00Z');
    await request(app).get('/.well-known/security.txt').expect(200);
    await request(app).get('/.well-known/security.txt').expect(200);
    expect(warned()).toHaveLength(2);
  });

  it('warns of nothing in the last moment of the expiry day', async () => {
    const { app, logs } = createTestApp({
      deps: { now: () => new Date(securityExpiresAt(sample.expires).getTime() - 1) },
    });
    await request(app).get('/.well-known/security.txt').expect(200);
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);
  });
});

describe('venue.yaml security', () => {
  it.each([
    [
      'a contact without mailto:',
      'contact: info@example.com',
      'security.contact: expected a contact written as mailto:security@example.com or https://… (an e-mail address needs the mailto: in front)',
    ],
    [
      'a contact over http',
      'contact: http://www.example.com/security',
      'security.contact: expected a contact written as mailto:',
    ],
    [
      'a mailto: without an address',
      'contact: mailto:nobody',
      'security.contact: expected a contact written as mailto:',
    ],
    ['an expiry that is no date', 'expires: soon', 'security.expires: expected a date written as YYYY-MM-DD'],
    [
      'an expiry not in the calendar',
      'expires: 2027-02-30',
      'security.expires: expected a date that exists in the calendar',
    ],
  ])('refuses %s, naming the line', async (_what, replacement, message) => {
    const dir = sampleCopy();
    const key = replacement.split(':')[0]!;
    const line = edit(dir, 'venue.yaml', `${key}: ${sample[key as keyof typeof sample]}`, replacement);
    const result = await loadContent(dir);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors.map(formatContentError);
    expect(errors).toEqual([expect.stringContaining(`venue.yaml:${line} ${message}`)]);
  });

  it('refuses a folder without the block', async () => {
    const dir = sampleCopy();
    edit(dir, 'venue.yaml', 'security:\n', 'securityy:\n');
    const result = await loadContent(dir);
    expect(result.ok).toBe(false);
  });
});

describe('the expiry rule', () => {
  const at = (iso: string) => new Date(iso);

  it('holds up to the end of the day in Prague, a year ahead at most', () => {
    expect(securityExpiryProblem('2027-06-30', at('2027-06-30T21:59:59Z'))).toBeNull();
    expect(securityExpiryProblem('2027-06-30', at('2027-06-30T22:00:00Z'))?.level).toBe('error');
    expect(securityExpiryProblem('2027-06-15', at('2026-06-15T12:00:00Z'))).toBeNull();
    expect(securityExpiryProblem('2027-06-16', at('2026-06-15T12:00:00Z'))?.level).toBe('warning');
    // From a leap day, a year ahead is 1 March.
    expect(securityExpiryProblem('2029-03-01', at('2028-02-29T12:00:00Z'))).toBeNull();
    expect(securityExpiryProblem('2029-03-02', at('2028-02-29T12:00:00Z'))?.level).toBe('warning');
  });

  it('says what to do', () => {
    expect(securityExpiryProblem('2026-01-01', at('2026-06-15T12:00:00Z'))?.message).toBe(
      '2026-01-01 has passed (today is 2026-06-15): security.txt now tells whoever reads it that its contact may be out of date; check the contact and set a day less than a year ahead',
    );
    expect(securityExpiryProblem('2030-01-01', at('2026-06-15T12:00:00Z'))?.message).toBe(
      '2030-01-01 is more than a year ahead (RFC 9116 recommends less than a year, so that an old contact is not taken for a current one); set a day up to 2027-06-15',
    );
  });
});

describe('npm run content:check and the expiry', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  /** The check run on `dir` with its clock at 2026-06-15 (tests/support/fixed-clock.mjs). */
  const contentCheck = (dir: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env = {
        ...process.env,
        CONTENT_DIR: '',
        NODE_OPTIONS: `--import=${path.join(root, 'tests/support/fixed-clock.mjs')}`,
        FIXED_NOW: '2026-06-15T12:00:00Z',
      };
      execFile(
        path.join(root, 'node_modules/.bin/tsx'),
        ['server/content/content-check.ts', dir],
        { cwd: root, env },
        (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
        },
      );
    });

  it('fails on a day that has passed, passes with a warning on one over a year ahead, and says nothing of one in between', async () => {
    const [past, far, fine] = [sampleCopy(), sampleCopy(), sampleCopy()];
    edit(past, 'venue.yaml', `expires: ${sample.expires}`, 'expires: 2026-06-14');
    edit(far, 'venue.yaml', `expires: ${sample.expires}`, 'expires: 2027-06-16');
    edit(fine, 'venue.yaml', `expires: ${sample.expires}`, 'expires: 2027-06-15');
    const [pastRun, farRun, fineRun] = await Promise.all([contentCheck(past), contentCheck(far), contentCheck(fine)]);

    expect(pastRun.code).toBe(1);
    expect(pastRun.stdout).toBe('');
    expect(pastRun.stderr.split('\n')).toEqual([
      'venue.yaml security.expires: 2026-06-14 has passed (today is 2026-06-15): security.txt now tells whoever reads it that its contact may be out of date; check the contact and set a day less than a year ahead',
      `content: 1 problem in ${past}; the server would run with it, but its /.well-known/security.txt is out of date`,
      '',
    ]);

    expect(farRun.code).toBe(0);
    expect(farRun.stderr).toBe(
      'warning: venue.yaml security.expires: 2027-06-16 is more than a year ahead (RFC 9116 recommends less than a year, so that an old contact is not taken for a current one); set a day up to 2027-06-15\n',
    );
    expect(farRun.stdout).toMatch(/^content: OK /);

    expect(fineRun).toMatchObject({ code: 0, stderr: '' });
    expect(fineRun.stdout).toMatch(/^content: OK /);
  }, 60_000);
});
