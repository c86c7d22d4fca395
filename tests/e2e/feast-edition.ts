/**
 * The content's last feast edition, as the browser tests' server has it, and noon in Prague on
 * one of its dates: a test that needs the feast in season (its menu, its urgency) moves the
 * browser's clock there, since the server renders for today, which may be between seasons.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentFiles } from '../../src/content/schema';
import { pragueInstant } from '../../src/content/time';

const contentDir = process.env.E2E_CONTENT_DIR ?? path.resolve('content');
export const yamlOf = (file: string): unknown => parse(readFileSync(path.join(contentDir, file), 'utf8'));

export const lastEdition = contentFiles.events.schema.parse(yamlOf(contentFiles.events.file)).feast.editions.at(-1)!;

/** Noon in Prague on a date of the content. */
export const noon = (date: string) => pragueInstant(date, '12:00');
