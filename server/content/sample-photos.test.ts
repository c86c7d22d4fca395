import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { currentSampleCount, isSamplePhoto, samplePhotoHashes } from './sample-photos';

const photos = path.resolve(import.meta.dirname, '../../content/photos');

it('lists every sample photo of content/photos by its size and hash, and else only the earlier samples', () => {
  const files = readdirSync(photos, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  const found = files.map((name) => {
    const file = path.join(photos, name);
    return [statSync(file).size, createHash('sha256').update(readFileSync(file)).digest('hex')] as const;
  });
  expect(found.length).toBe(32);
  expect(currentSampleCount).toBe(found.length);
  for (const [size, hash] of found) expect(samplePhotoHashes.get(size), `${size} ${hash}`).toContain(hash);
  // The 32 shipped now and the 32 of the earlier drawings, each once.
  const listed = [...samplePhotoHashes.values()].flat();
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.length).toBe(2 * found.length);
});

it('knows a sample by its bytes, not by its name, and a changed byte makes it the owner’s', () => {
  const hero = readFileSync(path.join(photos, 'hero.jpg'));
  expect(isSamplePhoto(hero)).toBe(true);
  const edited = Buffer.from(hero);
  const at = edited.length - 3;
  edited.writeUInt8(edited.readUInt8(at) ^ 1, at);
  expect(isSamplePhoto(edited)).toBe(false);
});
