/**
 * Reload tests with a real store on a temporary copy of content/: the watcher
 * sees an edit (written in place, or saved by rename as editors do), an invalid
 * edit keeps the old content and logs one error line, a deleted file errors
 * clearly and keeps the old content, and a fixed file recovers.
 */
import { readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, edit, lineOfText, removeDir } from './content-fixture.test-support';
import { ContentInvalidError, ContentStore } from './store';

interface LogLine {
  level: number;
  msg: string;
  version?: string;
  ms?: number;
  problems?: string[];
}

let dir: string;
let logs: LogLine[];
let store: ContentStore | undefined;
const logger = () => pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
const errors = () => logs.filter((line) => line.level >= 50);

beforeEach(() => {
  dir = copySample();
  logs = [];
});
afterEach(() => {
  store?.close();
  store = undefined;
  removeDir(dir);
});

/**
 * Polls until `check` passes: the watcher, its debounce and the reload take what they
 * take on a busy machine, so the bound is only a safety net (30 s), never the assertion.
 */
async function eventually(check: () => void, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const colaPrice = (s: ContentStore) => s.current().content.drinks.categories[0]!.items[0]!.price;

describe('ContentStore', () => {
  it('refuses to open an invalid folder, listing every problem one per line', async () => {
    const phone = edit(dir, 'venue.yaml', "'+420 000 000 002'", "'+420 2'");
    unlinkSync(path.join(dir, 'links.yaml'));
    const opened = ContentStore.open({ dir, logger: logger(), watch: false });
    await expect(opened).rejects.toBeInstanceOf(ContentInvalidError);
    await expect(opened).rejects.toThrow(
      `the content in ${dir} is invalid:\nvenue.yaml:${phone} phones.events: expected a +420 phone number written as +420 123 456 789\nlinks.yaml: the file is missing`,
    );
  });

  it('refuses to open a folder that is not there (or is a file) with one line naming the path', async () => {
    for (const missing of [path.join(dir, 'nothing-here'), path.join(dir, 'venue.yaml')]) {
      const opened = ContentStore.open({ dir: missing, logger: logger(), watch: false });
      await expect(opened).rejects.toBeInstanceOf(ContentInvalidError);
      await expect(opened).rejects.toThrow(new RegExp(`^content: no folder at ${missing.replaceAll('/', '\\/').replaceAll('.', '\\.')}$`));
    }
  });

  it('shows an edit on the next current() once the watcher fires', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    const first = store.current();
    const seen: string[] = [];
    store.onChange((snapshot) => seen.push(snapshot.version));
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: 39 }');
    await eventually(() => expect(colaPrice(store!)).toBe(39));
    expect(store.current().version).not.toBe(first.version);
    expect(seen).toEqual([store.current().version]);
    const reloaded = logs.find((line) => line.msg === 'content reloaded');
    expect(reloaded).toMatchObject({ level: 30, version: store.current().version });
    expect(typeof reloaded?.ms).toBe('number');
  });

  it('sees a file an editor saves by writing a copy and renaming it over the old one', async () => {
    store = await ContentStore.open({ dir, logger: logger(), pollMs: 0 });
    const copy = path.join(dir, '.hours.yaml.swp');
    const text = readFileSync(path.join(dir, 'hours.yaml'), 'utf8');
    writeFileSync(copy, text.replace("monday: { opens: '10:00', closes: '22:00' }", 'monday: closed'));
    renameSync(copy, path.join(dir, 'hours.yaml'));
    await eventually(() => expect(store!.current().content.hours.regular.monday).toBe('closed'));
  });

  it('keeps the old content on an invalid edit, logs one error naming the problem, and recovers when fixed', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    const good = store.current();
    const line = edit(dir, 'venue.yaml', "'+420 000 000 002'", "'+420 2'");
    await eventually(() => expect(errors()).toHaveLength(1));
    expect(store.current()).toBe(good);
    const [error] = errors();
    expect(error!.msg).toMatch(new RegExp(`^content: venue\\.yaml:${line} phones\\.events: expected a \\+420 phone number written as \\+420 123 456 789; kept the content loaded at \\d{4}-\\d\\d-\\d\\dT`));
    expect(error!.problems).toEqual([`venue.yaml:${line} phones.events: expected a +420 phone number written as +420 123 456 789`]);

    // Fixed with another number: the new content, and an info line.
    edit(dir, 'venue.yaml', "'+420 2'", "'+420 222 333 444'");
    await eventually(() => expect(store!.current().content.venue.phones.events).toBe('+420 222 333 444'));
    expect(logs.at(-1)).toMatchObject({ level: 30, msg: 'content reloaded' });
    expect(errors()).toHaveLength(1);
  });

  it('keeps the old content when a file is deleted, says which, and recovers when it is back', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    const good = store.current();
    const text = readFileSync(path.join(dir, 'lounge.yaml'));
    rmSync(path.join(dir, 'lounge.yaml'));
    await eventually(() => expect(errors()).toHaveLength(1));
    expect(errors()[0]!.msg).toMatch(/^content: lounge\.yaml: the file is missing; kept the content loaded at /);
    expect(store.current()).toBe(good);
    writeFileSync(path.join(dir, 'lounge.yaml'), text);
    // The very same bytes: nothing changes, but the log says the folder is valid again.
    await eventually(() => expect(logs.at(-1)?.msg).toBe('content valid again (unchanged)'));
    expect(store.current()).toBe(good);
  });

  it('logs no error for a file deleted and written again 300 ms later (a state in passing), and keeps the content', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    const good = store.current();
    const text = readFileSync(path.join(dir, 'lounge.yaml'));
    rmSync(path.join(dir, 'lounge.yaml'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(path.join(dir, 'lounge.yaml'), text);
    // Past the second look (1 s after the first): still no error, the same content.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(errors()).toEqual([]);
    expect(store.current()).toBe(good);
  });

  it('logs no error while a photo named by photos.yaml is still being copied in', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    edit(dir, 'photos.yaml', '  lounge:\n', '  lounge:\n    - file: lounge/99.jpg\n      alt: { cs: Nová, en: New }\n');
    await new Promise((resolve) => setTimeout(resolve, 400));
    writeFileSync(path.join(dir, 'photos', 'lounge', '99.jpg'), readFileSync(path.join(dir, 'photos', 'lounge', '01.jpg')));
    await eventually(() => expect(store!.current().content.photos.gallery.lounge[0]!.file).toBe('lounge/99.jpg'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(errors()).toEqual([]);
  });

  it('cuts a very long problem in its error line', async () => {
    store = await ContentStore.open({ dir, logger: logger(), retryMs: 50 });
    // A key is the one text without a length of its own (a file name has 300 characters at most); `? ` lets it pass 1,024.
    const line = edit(dir, 'venue.yaml', 'parking:', `? ${'x'.repeat(100_000)}\n: 1\nparking:`);
    await eventually(() => expect(errors()).toHaveLength(1));
    expect(errors()[0]!.msg.length).toBeLessThan(600);
    expect(errors()[0]!.problems).toEqual([expect.stringMatching(new RegExp(`^venue\\.yaml:${line} x{200,}…$`))]);
    expect(errors()[0]!.problems![0]!.length).toBe(300);
  });

  it('names a photo file deleted from the folder', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    rmSync(path.join(dir, 'photos', 'cafe', '02.jpg'));
    const line = lineOfText(dir, 'photos.yaml', 'file: cafe/02.jpg');
    await eventually(() => expect(errors().map((error) => error.problems)).toEqual([[`photos.yaml:${line} gallery.cafe[1].file: the photo photos/cafe/02.jpg is missing`]]));
  });

  it('reports a photo replaced under the same name as a change (same version, new photo stamp)', async () => {
    store = await ContentStore.open({ dir, logger: logger() });
    const before = store.current();
    writeFileSync(path.join(dir, 'photos', 'lounge', '05.jpg'), Buffer.from('not yet a photo'));
    await eventually(() => expect(store!.current().photosStamp).not.toBe(before.photosStamp));
    expect(store.current().version).toBe(before.version);
  });

  it('notices changes by polling when no file event comes', async () => {
    store = await ContentStore.open({ dir, logger: logger(), pollMs: 50 });
    // Stop the watchers (as on a mount without events); the poll still sees the edit.
    (store as unknown as { watchers: Map<string, { watcher: { close(): void } }> }).watchers.forEach(({ watcher }) => watcher.close());
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: 41 }');
    await eventually(() => expect(colaPrice(store!)).toBe(41));
  });

  it('follows a folder replaced as a whole (a new mount), and watches the new one', async () => {
    store = await ContentStore.open({ dir, logger: logger(), pollMs: 100 });
    const next = copySample();
    edit(next, 'drinks.yaml', 'price: 35 }', 'price: 42 }');
    renameSync(dir, `${dir}-old`);
    renameSync(next, dir);
    try {
      await eventually(() => expect(colaPrice(store!)).toBe(42));
      // The new folder is watched: an edit there shows too.
      edit(dir, 'drinks.yaml', 'price: 42 }', 'price: 43 }');
      await eventually(() => expect(colaPrice(store!)).toBe(43));
    } finally {
      removeDir(`${dir}-old`);
    }
  });

  it('reloads by hand without watching, one reload at a time', async () => {
    store = await ContentStore.open({ dir, logger: logger(), watch: false });
    expect(await store.reload()).toBe('unchanged');
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: 37 }');
    const results = await Promise.all([store.reload(), store.reload()]);
    expect(results).toEqual(['changed', 'unchanged']);
    edit(dir, 'drinks.yaml', 'price: 37 }', 'price: 3.5 }');
    expect(await store.reload()).toBe('invalid');
    expect(colaPrice(store)).toBe(37);
  });

  it('keeps calling the other listeners when one throws', async () => {
    store = await ContentStore.open({ dir, logger: logger(), watch: false });
    const seen: number[] = [];
    store.onChange(() => {
      throw new Error('listener broke');
    });
    const stop = store.onChange((snapshot) => seen.push(snapshot.content.drinks.categories[0]!.items[0]!.price as number));
    edit(dir, 'drinks.yaml', 'price: 35 }', 'price: 38 }');
    await store.reload();
    stop();
    edit(dir, 'drinks.yaml', 'price: 38 }', 'price: 40 }');
    await store.reload();
    expect(seen).toEqual([38]);
    expect(errors().map((line) => line.msg)).toEqual(['content: a change listener failed', 'content: a change listener failed']);
  });

  it('reloads the sample after each edit and logs how long it took (the figure docs/performance.md quotes)', async () => {
    store = await ContentStore.open({ dir, logger: logger(), watch: false });
    for (let round = 0; round < 20; round++) {
      edit(dir, 'announcements.yaml', 'announcements:', `# round ${round}\nannouncements:`);
      expect(await store.reload()).toBe('changed');
    }
    const reloaded = logs.filter((line) => line.msg === 'content reloaded');
    expect(reloaded).toHaveLength(20);
    expect(new Set(reloaded.map((line) => line.version)).size).toBe(20);
    for (const line of reloaded) expect(line.ms).toEqual(expect.any(Number));
  });
});
