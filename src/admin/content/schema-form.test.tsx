/**
 * The schema-driven form shows every value of every content file in a field, and the
 * fields read back give the same data: each content file's sample (content/*.yaml,
 * validated by the loader's schema) is rendered, every value is blanked, then filled
 * again from what the rendered inputs show, as a browser would submit them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { I18nProvider } from '../i18n/i18n';
import { readValue } from './field-text';
import { formFields } from './form-html.test-support';
import { leavesOf } from './leaves';
import { pathKey, setAt } from './paths';
import { SchemaForm } from './schema-form';
import type { Schema } from './schema-node';
import { widgetFor } from './widgets';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const subjects = Object.keys(contentFiles) as ContentSubject[];

function sample(subject: ContentSubject): unknown {
  const text = readFileSync(path.join(contentDir, contentFiles[subject].file), 'utf8');
  return contentFiles[subject].schema.parse(parse(text));
}

function render(subject: ContentSubject, data: unknown, errors = new Map<string, string[]>()): string {
  const schema = contentFiles[subject].schema as unknown as Schema;
  return renderToString(
    <I18nProvider initial="cs">
      <SchemaForm schema={schema} data={data} errors={errors} onChange={() => {}} disabled={false} widget={widgetFor(subject, data)} />
    </I18nProvider>,
  );
}

describe('the schema-driven form', () => {
  it.each(subjects)('%s: every value is in a field, and the fields give back identical data', (subject) => {
    const schema = contentFiles[subject].schema as unknown as Schema;
    const data = sample(subject);
    const leaves = leavesOf(schema, data);
    expect(leaves.length).toBeGreaterThan(0);
    const fields = formFields(render(subject, data));
    // No input the walk does not know of (a union's choice is named `<path>#kind`).
    const names = [...fields.keys()].filter((name) => !name.endsWith('#kind'));
    expect(names.sort()).toEqual(leaves.map((leaf) => pathKey(leaf.path)).sort());
    let rebuilt = data;
    for (const leaf of leaves) rebuilt = setAt(rebuilt, leaf.path, '\u0000blank');
    for (const leaf of leaves) rebuilt = setAt(rebuilt, leaf.path, readValue(leaf.scalar, fields.get(pathKey(leaf.path)) ?? '\u0000missing'));
    expect(rebuilt).toEqual(data);
    // And it is still what the loader accepts.
    expect(contentFiles[subject].schema.safeParse(rebuilt).success).toBe(true);
  });

  it('shows a server error beside its field, linked to the input, as text', () => {
    const data = sample('venue');
    const html = render('venue', data, new Map([['address.street', ['<b>očekávána ulice</b>']]]));
    const input = /<input[^>]*name="address\.street"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-address-street-error"');
    expect(html).toContain('id="f-address-street-error"><li>&lt;b&gt;očekávána ulice&lt;/b&gt;</li>');
  });

  it('labels every field of every file from the admin\'s messages (no key shown as itself)', () => {
    for (const subject of subjects) {
      const html = render(subject, sample(subject));
      for (const match of html.matchAll(/<label[^>]*>([^<]*)<\/label>|<legend>([^<]*)<\/legend>/g)) {
        const text = match[1] ?? match[2] ?? '';
        expect(text, `${subject}: a label`).not.toBe('');
        expect(/^[a-z]+[A-Z]\w*$/.test(text), `${subject}: "${text}" looks like a key`).toBe(false);
      }
    }
  });
});
