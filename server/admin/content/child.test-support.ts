/**
 * A second process for the two-process tests (two-process.test.ts), run with tsx:
 *
 *   save <dir> <version> <email>   waits for a line on stdin, then saves lounge.yaml with
 *                                  that If-Match and prints the result as JSON
 *   watch <dir>                    opens a ContentStore on <dir>, prints `ready`, then the
 *                                  U arrangement's capacity after each reload
 */
import { createInterface } from 'node:readline';
import pino from 'pino';
import { ContentStore } from '../../content/store';
import { ContentEditor } from './editor';

const [command, dir, version, email] = process.argv.slice(2) as [string, string, string, string];

if (command === 'save') {
  const editor = await ContentEditor.open({ dir });
  const read = await editor.read('lounge');
  if ('problem' in read) throw new Error(read.problem);
  const data = structuredClone(read.data) as { arrangements: { capacity: number }[] };
  data.arrangements[0]!.capacity = email.startsWith('a') ? 61 : 62;
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
  const result = await editor.save('lounge', { ifMatch: version, data, by: email });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else if (command === 'watch') {
  const store = await ContentStore.open({ dir, logger: pino({ level: 'silent' }) });
  store.onChange((snapshot) => {
    process.stdout.write(`capacity ${snapshot.content.lounge.arrangements[0]!.capacity}\n`);
  });
  process.stdout.write('ready\n');
  // Until the parent ends it.
  setInterval(() => undefined, 60_000);
}
