/**
 * The sample photos carry no words a guest should read: a picture has no page language, so any
 * text in it is in one language on the other's page (the English gallery showed "Salonek",
 * "Ilustrační foto"). Only the small corner mark is drawn, in both languages at once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { placeholderFile, placeholderSize, scenes, sceneSvg } from './photos.mjs';
import { sampleMarkMaxShare, sampleMarkSvg, sampleMarkText } from './sample-mark.mjs';

const ids = Object.keys(scenes);

describe('the sample photos', () => {
  it('draw every photo of content/photos from shapes alone, with no text element', () => {
    expect(ids).toHaveLength(32);
    for (const id of ids) {
      const [width, height] = placeholderSize(id);
      const svg = sceneSvg(id, width, height);
      expect(svg, id).toMatch(/^<svg /);
      expect(svg, id).not.toMatch(/<text|<tspan|<textPath/);
      expect(existsSync(path.resolve(import.meta.dirname, '../../content/photos', placeholderFile(id))), id).toBe(true);
    }
  });

  it.each([
    ['the hero', ...placeholderSize('hero')],
    ['a gallery photo', ...placeholderSize('lounge-01')],
  ])(
    'mark %s in its lower right corner only, its letters at most a 3 percent share of its height',
    async (_, width, height) => {
      const svg = sampleMarkSvg(width, height);
      expect(svg).toContain(`>${sampleMarkText}</text>`);
      // The mark alone on a transparent photo, trimmed to its ink (the halo included).
      const { info } = await sharp(Buffer.from(svg)).trim().png().toBuffer({ resolveWithObject: true });
      expect(info.height).toBeGreaterThan(height * 0.01);
      expect(info.height).toBeLessThanOrEqual(height * sampleMarkMaxShare);
      const left = -(info.trimOffsetLeft ?? 0);
      const top = -(info.trimOffsetTop ?? 0);
      expect(left).toBeGreaterThan(width / 2);
      expect(top + info.height).toBeLessThan(height);
      expect(top).toBeGreaterThan(height * 0.9);
    },
  );
});
