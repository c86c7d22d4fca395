import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { samplePhotoHashes } from './sample-photos';

const photos = path.resolve(import.meta.dirname, '../../content/photos');

it('lists every sample photo of content/photos by its size and hash, and nothing else', () => {
  const files = readdirSync(photos, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  const found = files.map((name) => {
    const file = path.join(photos, name);
    return [statSync(file).size, createHash('sha256').update(readFileSync(file)).digest('hex')] as const;
  });
  expect(found.length).toBe(32);
  for (const [size, hash] of found) expect(samplePhotoHashes.get(size), `${size} ${hash}`).toContain(hash);
  expect([...samplePhotoHashes.values()].flat().length).toBe(found.length);
});
