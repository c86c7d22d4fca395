/**
 * What a careless operator can put in the content folder (a review's findings):
 * a file that is not UTF-8, a huge file, a FIFO or a device, thousands of
 * problems, brackets thousands deep, two photos with one address, texts too
 * long or made of invisible characters. Each is refused with a message naming
 * the file, quickly, and never by hanging or by a log line of megabytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySample, edit, lineOfText, removeDir } from './content-fixture.test-support';
import { formatContentError, loadContent } from './load';

let dir: string;
afterEach(() => removeDir(dir));

const messages = async () => {
  const result = await loadContent(dir);
  return result.ok ? [] : result.errors.map(formatContentError);
};

/** The text as Windows-1250 bytes (the Czech letters of the sample; anything else outside ASCII as ?). */
function windows1250(text: string): Buffer {
  const czech: Record<string, number> = { á: 0xe1, č: 0xe8, ď: 0xef, é: 0xe9, ě: 0xec, í: 0xed, ň: 0xf2, ó: 0xf3, ř: 0xf8, š: 0x9a, ť: 0x9d, ú: 0xfa, ů: 0xf9, ý: 0xfd, ž: 0x9e, Č: 0xc8, Ř: 0xd8, Š: 0x8a, Ž: 0x8e, Á: 0xc1, É: 0xc9, Í: 0xcd, Ú: 0xda, Ů: 0xd9, Ý: 0xdd };
  return Buffer.from([...text].map((char) => (char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : (czech[char] ?? 0x3f))));
}

/** Resolves with ['TIMEOUT'] when loading takes more than 2 s (a read that never ends). */
const messagesWithin2s = () => Promise.race([messages(), new Promise<string[]>((resolve) => setTimeout(() => resolve(['TIMEOUT']), 2000))]);

describe('loadContent refuses what it cannot sensibly read', () => {
  it('a file that is not UTF-8 (saved as Windows-1250) is an error, not U+FFFD in the page', async () => {
    dir = copySample();
    const venue = path.join(dir, 'venue.yaml');
    writeFileSync(venue, windows1250(readFileSync(venue, 'utf8')));
    expect((await messages()).join('\n')).toMatch(/venue\.yaml.*UTF-8/);
    expect(await messages()).toEqual(['venue.yaml: not UTF-8 text; save it as UTF-8']);
  });

  it('a UTF-8 file with a byte-order mark is fine', async () => {
    dir = copySample();
    const venue = path.join(dir, 'venue.yaml');
    writeFileSync(venue, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(venue)]));
    const result = await loadContent(dir);
    expect(result.ok ? result.snapshot.content.venue.name.cs : result.errors.map(formatContentError)).toBe('Restaurace Ballon');
  });

  it('a huge file is refused before it is parsed (the parse would block the event loop: docs/performance.md)', async () => {
    dir = copySample();
    const parts = ['announcements:\n'];
    for (let i = 0; i < 20_000; i++) parts.push(`  - id: n${i}\n    from: 2026-01-01\n    until: 2026-01-02\n    text: { cs: ${'x'.repeat(80)}, en: ${'y'.repeat(80)} }\n`);
    const bytes = Buffer.from(parts.join(''));
    writeFileSync(path.join(dir, 'announcements.yaml'), bytes);
    const problems = await messages();
    expect(problems.join('\n')).toMatch(/announcements\.yaml.*(large|MB|size)/);
    expect(problems).toEqual([`announcements.yaml: ${(bytes.length / 1e6).toFixed(1)} MB is too large (at most 1 MB)`]);
  });

  it('a file of exactly 1 MB is still read', async () => {
    dir = copySample();
    const file = path.join(dir, 'links.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text + '#'.repeat(1_000_000 - Buffer.byteLength(text)));
    expect(await messages()).toEqual([]);
    writeFileSync(file, text + '#'.repeat(1_000_001 - Buffer.byteLength(text)));
    expect(await messages()).toEqual(['links.yaml: 1.0 MB is too large (at most 1 MB)']);
  });

  it('an invalid file reports a bounded number of problems (one log line, not megabytes)', async () => {
    dir = copySample();
    const parts = ['announcements:\n'];
    for (let i = 0; i < 50; i++) parts.push(`  - id: N${i}\n    from: 2026-13-01\n    until: 2026-01-02\n    text: { cs: a }\n`);
    writeFileSync(path.join(dir, 'announcements.yaml'), parts.join(''));
    const problems = await messages();
    expect(problems.length).toBeLessThanOrEqual(50);
    // 20 problems, in the order of the file, then one line counting the rest (50 notices, the most allowed, × 3 problems each: id, from, text.en).
    expect(problems).toHaveLength(21);
    expect(problems[0]).toBe('announcements.yaml:2 announcements[0].id: expected an id of lower-case letters, digits and dashes');
    expect(problems[20]).toBe('… and 130 more problems in announcements.yaml');
  });

  it('a YAML file that is a FIFO or a device is refused, not read forever', async () => {
    dir = copySample();
    rmSync(path.join(dir, 'links.yaml'));
    symlinkSync('/dev/zero', path.join(dir, 'links.yaml'));
    const result = await messagesWithin2s();
    expect(result.join('\n')).toMatch(/links\.yaml.*not a (regular )?file/);
    expect(result).toEqual(['links.yaml: not a regular file']);
  }, 10_000);

  it('a named pipe (FIFO) no one writes to is refused without waiting for a writer', async () => {
    dir = copySample();
    rmSync(path.join(dir, 'venue.yaml'));
    // By its full path: not a binary of the project (knip), one of the system.
    execFileSync('/usr/bin/mkfifo', [path.join(dir, 'venue.yaml')]);
    // Several loads at once: a blocked open would also take the thread pool's threads, one each.
    const results = await Promise.all([messagesWithin2s(), messagesWithin2s(), messagesWithin2s(), messagesWithin2s(), messagesWithin2s()]);
    for (const result of results) expect(result).toEqual(['venue.yaml: not a regular file']);
  }, 10_000);

  it('brackets thousands deep are named as too deep, once, not "Maximum call stack size exceeded"', async () => {
    dir = copySample();
    writeFileSync(path.join(dir, 'announcements.yaml'), `announcements: ${'['.repeat(5000)}${']'.repeat(5000)}\n`);
    writeFileSync(path.join(dir, 'links.yaml'), `${Array.from({ length: 1200 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`);
    // 70 levels: the parser copes, but no content file is nested like that (the deepest has 8).
    writeFileSync(path.join(dir, 'lounge.yaml'), `arrangements: ${'['.repeat(70)}${']'.repeat(70)}\n`);
    const problems = await messages();
    expect(problems.join('\n')).not.toMatch(/call stack/i);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^lounge\.yaml:1: nested too deeply \(lists or fields inside each other more than 64 levels deep\)/);
    expect(problems[1]).toMatch(/^announcements\.yaml:\d+: nested too deeply/);
    expect(problems[2]).toMatch(/^links\.yaml:\d+: nested too deeply/);
  });

  it('the folder missing, or a file given instead, is one line: no folder at <path>', async () => {
    dir = copySample();
    for (const missing of [path.join(dir, 'nothing-here'), path.join(dir, 'venue.yaml')]) {
      const result = await loadContent(missing);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.noFolder).toBe(true);
      expect(result.errors.map(formatContentError)).toEqual([`content: no folder at ${missing}`]);
    }
  });
});

describe('photos.yaml: one address per photo', () => {
  it('two gallery entries with the same address are refused by the check', async () => {
    dir = copySample();
    // Lounge/01.JPG has the id lounge-01, as lounge/01.jpg: the page shows lounge/01.jpg's image with this alt text,
    // while the log says "it is left out of the site".
    edit(dir, 'photos.yaml', '  lounge:\n', '  lounge:\n    - file: Lounge/01.JPG\n      alt: { cs: Jiná, en: Other }\n');
    mkdirSync(path.join(dir, 'photos/Lounge'), { recursive: true });
    writeFileSync(path.join(dir, 'photos/Lounge/01.JPG'), readFileSync(path.join(dir, 'photos/lounge/02.jpg')));
    // The error is at the second entry (lounge/01.jpg, now gallery.lounge[1]) and names the first.
    const line = lineOfText(dir, 'photos.yaml', 'file: lounge/01.jpg');
    expect(await messages()).toEqual([`photos.yaml:${line} gallery.lounge[1].file: lounge/01.jpg has the same address as gallery.lounge[0] (lounge-01)`]);
  });

  it('the same file listed twice in the gallery is refused at the second', async () => {
    dir = copySample();
    const line = edit(dir, 'photos.yaml', '    - file: lounge/03.jpg\n', '    - file: lounge/01.jpg\n');
    expect(await messages()).toEqual([`photos.yaml:${line} gallery.lounge[2].file: lounge/01.jpg has the same address as gallery.lounge[0] (lounge-01)`]);
  });

  it('a page photo may also be shown in the gallery (the photo library makes it once)', async () => {
    dir = copySample();
    edit(dir, 'photos.yaml', '    - file: lounge/03.jpg\n', '    - file: interior.jpg\n');
    expect(await messages()).toEqual([]);
  });
});

describe('texts', () => {
  it('refuses a name longer than 300 characters and a notice longer than 500, saying how long', async () => {
    dir = copySample();
    const name = edit(dir, 'venue.yaml', 'cs: Restaurace Ballon', `cs: ${'a'.repeat(301)}`);
    const notice = edit(dir, 'announcements.yaml', "en: We're closed December 24–26. Happy holidays!", `en: ${'b'.repeat(501)}`);
    expect(await messages()).toEqual([
      `venue.yaml:${name} name.cs: expected a Czech text of at most 300 characters, not 301`,
      `announcements.yaml:${notice} announcements[0].text.en: expected an English text of at most 500 characters, not 501`,
    ]);
  });

  it('accepts a name of 300 characters and a notice of 500', async () => {
    dir = copySample();
    edit(dir, 'venue.yaml', 'cs: Restaurace Ballon', `cs: ${'a'.repeat(300)}`);
    edit(dir, 'announcements.yaml', "en: We're closed December 24–26. Happy holidays!", `en: ${'b'.repeat(500)}`);
    expect(await messages()).toEqual([]);
  });

  it('counts a text made only of invisible characters (zero-width space, soft hyphen, no-break space) as empty', async () => {
    dir = copySample();
    const line = edit(dir, 'venue.yaml', 'cs: Restaurace Ballon', 'cs: "\\u200b\\u00a0\\u00ad\\u2060\\ufeff"');
    const alt = edit(dir, 'photos.yaml', 'en: The restaurant interior with wooden tables and pendant lamps', 'en: "\\u200c\\u200d"');
    expect(await messages()).toEqual([`venue.yaml:${line} name.cs: expected a Czech text, not an empty one`, `photos.yaml:${alt} pages.interior.alt.en: expected an English text, not an empty one`]);
  });
});

describe('links.yaml', () => {
  it('a links.yaml address that is no valid CSP source is refused', async () => {
    dir = copySample();
    edit(dir, 'links.yaml', 'dailyMenu: null', 'dailyMenu: https://menu.example.cz,x/denni');
    expect((await messages()).join('\n')).toMatch(/links\.yaml:\d+ dailyMenu/);
  });
});
