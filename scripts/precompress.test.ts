import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress (build step)', () => {
  it('writes .br and .gz beside each text asset of 1 KB or more, and nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const js = 'export const dishes = ["svíčková", "guláš", "řízek"];\n'.repeat(100);
    const files: Record<string, string> = {
      'assets/entry-abc.js': js,
      'assets/entry-abc.css': '.card{padding:1rem}'.repeat(100),
      'assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(100)}</svg>`,
      'assets/tiny.js': 'export {};',
      'assets/photo.jpg': 'x'.repeat(5000),
      '.vite/manifest.json': JSON.stringify({ a: 'b'.repeat(5000) }),
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);

    const written = await precompress(dir);

    expect(written.files).toBe(3);
    for (const file of ['assets/entry-abc.js', 'assets/entry-abc.css', 'assets/logo.svg']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    for (const file of ['assets/tiny.js', 'assets/photo.jpg', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(readFileSync(path.join(dir, 'assets/entry-abc.js.br')).length).toBeLessThan(js.length / 5);
  });
});
