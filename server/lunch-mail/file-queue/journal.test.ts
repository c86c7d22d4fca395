import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalWriter, readJournal } from './journal';

describe('the journal', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-journal-'));
    file = path.join(dir, 'journal.log');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what was appended, one line per outcome', async () => {
    const journal = new JournalWriter(file);
    await journal.append({ id: 'A1', outcome: 'sent', at: '2026-11-27T09:00:01.000Z' });
    await journal.append({
      id: 'B2',
      outcome: 'failed',
      at: '2026-11-27T09:00:02.000Z',
      line: '550 5.1.1\r\nunknown user',
    });
    await journal.close();
    expect(readFileSync(file, 'utf8')).toBe(
      'A1 sent 2026-11-27T09:00:01.000Z\nB2 failed 2026-11-27T09:00:02.000Z 550 5.1.1 unknown user\n',
    );
    expect(await readJournal(file)).toEqual([
      { id: 'A1', outcome: 'sent', at: '2026-11-27T09:00:01.000Z', line: '' },
      { id: 'B2', outcome: 'failed', at: '2026-11-27T09:00:02.000Z', line: '550 5.1.1 unknown user' },
    ]);
  });

  it('ignores a torn last line (a kill in the middle of an append): that e-mail stays pending', async () => {
    const journal = new JournalWriter(file);
    await journal.append({ id: 'A1', outcome: 'sent', at: '2026-11-27T09:00:01.000Z' });
    await journal.close();
    appendFileSync(file, 'B2 sent 2026-11-27T09:0');
    expect((await readJournal(file)).map((entry) => entry.id)).toEqual(['A1']);
    // The next append after the restart starts a line of its own, so the torn piece never joins it.
    const restarted = new JournalWriter(file);
    await restarted.append({ id: 'B2', outcome: 'sent', at: '2026-11-27T09:00:05.000Z' });
    await restarted.close();
    expect((await readJournal(file)).map((entry) => entry.id)).toEqual(['A1', 'B2']);
  });

  it('ignores a line that is not an outcome, and reads no journal as empty', async () => {
    appendFileSync(file, 'A1 posted 2026-11-27T09:00:01.000Z\n../x sent 2026-11-27T09:00:01.000Z\nC3 late never\n');
    expect(await readJournal(file)).toEqual([]);
    expect(await readJournal(path.join(dir, 'none.log'))).toEqual([]);
  });
});
