/**
 * A feature of src/ lives in one folder, entered only through its entries
 * (docs/development.md, "A feature in src/"). This test adds one, gift vouchers shown
 * on the About page, in exactly the documented places of a copy of the sources, and
 * finds that the copy keeps every dependency rule; then probe files that bypass an
 * entry, or a feature's entry without React that reaches a component, break the
 * feature's own rules, and so do the same probes against the daily lunch (src/lunch).
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/** The one line of .dependency-cruiser.cjs, as a developer would write it. */
const FEATURE_LINE =
  "  vouchers: { entries: ['index', 'data'], mayImport: ['^src/content/', '^src/(lang|lang-context)\\\\.tsx?$'] },\n";
/** The page that shows it, and what it gets: the import of the feature's index and its component in the page. */
const PAGE = 'src/pages/about.tsx';
const PAGE_IMPORT = "import { VoucherNote } from '../vouchers';\n";
const PAGE_USE = '      <VoucherNote />\n';

/** The page with the feature: its import first, its component last in the page. */
function withFeature(page: string): string {
  const end = page.lastIndexOf('    </>\n  );\n}\n');
  expect(end, `the end of ${PAGE}`).toBeGreaterThan(0);
  return `${PAGE_IMPORT}${page.slice(0, end)}${PAGE_USE}${page.slice(end)}`;
}

/** The feature's folder. */
const fixture: Record<string, string> = {
  'src/vouchers/README.md': `# src/vouchers

Gift vouchers: the values the restaurant sells, shown on the About page.

**Entries**: \`index.ts\` (the About page's), \`data.ts\` (the values, without React).
**May import**: \`src/content/\`, \`lang.ts\`, \`lang-context.tsx\`.

| word | means | in code |
|---|---|---|
| **voucher** | a gift voucher of a fixed value | \`voucherValues\` |
`,
  'src/vouchers/index.ts': "export { VoucherNote } from './voucher-note';\n",
  'src/vouchers/data.ts': "export { voucherLine, voucherValues } from './voucher-values';\n",
  'src/vouchers/voucher-values.ts': `import type { Lang } from '../lang';
import { formatCzk } from '../content/format';

/** The values of the vouchers on sale, in CZK. */
export const voucherValues = [500, 1000, 2000] as const;

/** The values as one line: \`500 Kč · 1 000 Kč · 2 000 Kč\`. */
export function voucherLine(values: readonly number[], lang: Lang): string {
  return values.map((value) => formatCzk(value, lang)).join(' · ');
}
`,
  'src/vouchers/voucher-note.tsx': `import { useLang } from '../lang-context';
import { voucherLine, voucherValues } from './voucher-values';

export function VoucherNote() {
  return <p className="about__vouchers">{voucherLine(voucherValues, useLang())}</p>;
}
`,
  'src/vouchers/voucher-values.test.ts': `import { expect, it } from 'vitest';
import { voucherLine } from './voucher-values';

it('writes the values in the language', () => {
  expect(voucherLine([500], 'en')).toBe('500 CZK');
});
`,
};

let work = '';

/** Every file under `dir`, relative to it. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    return statSync(path.join(dir, relative)).isDirectory() ? files(dir, relative) : [relative];
  });
}

/** Writes each file (a path in the copy and its text), runs depcruise from `roots`, and returns each file's broken rules. */
async function broken(roots: string[], written: Record<string, string> = {}): Promise<Record<string, string[]>> {
  for (const [file, text] of Object.entries(written)) writeFileSync(path.join(work, file), text);
  const { stdout } = await promisify(execFile)(
    path.join(work, 'node_modules/.bin/depcruise'),
    [...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const { violations } = (JSON.parse(stdout) as { summary: { violations: { from: string; rule: { name: string } }[] } })
    .summary;
  const rules: Record<string, Set<string>> = {};
  for (const { from, rule } of violations) (rules[from] ??= new Set()).add(rule.name);
  return Object.fromEntries(Object.entries(rules).map(([file, names]) => [file, [...names].sort()]));
}

/** `import` lines of probe files: each a path in the copy and what it imports. */
const probes = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).map(([file, target]) => [file, `import '${target}';\n`]));

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'new-feature-'));
  for (const dir of ['src', 'server', 'tests', 'scripts'])
    cpSync(path.join(repo, dir), path.join(work, dir), { recursive: true });
  for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'])
    cpSync(path.join(repo, file), path.join(work, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));

  // The documented places: the folder, one line of srcFeatures, the page that imports its index.
  mkdirSync(path.join(work, 'src/vouchers'));
  for (const [file, text] of Object.entries(fixture)) writeFileSync(path.join(work, file), text);
  const config = path.join(work, '.dependency-cruiser.cjs');
  const source = readFileSync(config, 'utf8');
  const at = source.indexOf('const srcFeatures = {\n');
  expect(at, 'srcFeatures in .dependency-cruiser.cjs').toBeGreaterThan(0);
  const line = at + 'const srcFeatures = {\n'.length;
  writeFileSync(config, `${source.slice(0, line)}${FEATURE_LINE}${source.slice(line)}`);
  writeFileSync(path.join(work, PAGE), withFeature(readFileSync(path.join(work, PAGE), 'utf8')));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a new feature of src/, added where docs/development.md says', () => {
  it("is its folder, one line of srcFeatures and its page's import, nothing else", () => {
    const before = new Set(files(path.join(repo, 'src')));
    const after = files(path.join(work, 'src'));
    expect(
      after
        .filter((file) => !before.has(file))
        .map((file) => `src/${file}`)
        .sort(),
    ).toEqual(Object.keys(fixture).sort());
    const changed = after.filter(
      (file) =>
        before.has(file) &&
        readFileSync(path.join(work, 'src', file), 'utf8') !== readFileSync(path.join(repo, 'src', file), 'utf8'),
    );
    expect(changed.map((file) => `src/${file}`)).toEqual([PAGE]);
    expect(readFileSync(path.join(work, PAGE), 'utf8')).not.toBe(readFileSync(path.join(repo, PAGE), 'utf8'));
    const config = (dir: string) => readFileSync(path.join(dir, '.dependency-cruiser.cjs'), 'utf8');
    expect(config(work).length - config(repo).length).toBe(FEATURE_LINE.length);
  });

  it('keeps every dependency rule, its own included', async () => {
    expect(await broken(['src', 'server'])).toEqual({});
  }, 180_000);

  it('refuses its insides outside it, a page inside it, and anything React reached from its data.ts; the same for the lunch', async () => {
    const rules = await broken(
      [
        ...Object.keys(probes(lunchProbes)),
        ...Object.keys(probes(featureProbes)),
        'src/lunch/data.ts',
        'src/vouchers/data.ts',
      ],
      {
        ...probes({ ...lunchProbes, ...featureProbes }),
        // An entry without React that reaches a component.
        'src/lunch/data.ts': `${readFileSync(path.join(repo, 'src/lunch/data.ts'), 'utf8')}export { LunchMenu } from './lunch-menu';\n`,
        'src/vouchers/data.ts': `${fixture['src/vouchers/data.ts']}export { VoucherNote } from './voucher-note';\n`,
      },
    );
    expect(rules).toEqual({
      'src/pages/probe-lunch-inside.tsx': ['lunch-insides'],
      'src/structured-data-probe.ts': ['lunch-insides'],
      'server/feed/probe-lunch-inside.ts': ['feed-imports', 'lunch-insides'],
      'src/lunch/probe-page.ts': ['lunch-imports'],
      'src/lunch/probe-layout.ts': ['lunch-imports'],
      'src/content/probe-feature.ts': ['content-and-i18n-no-ui'],
      'src/components/ui/probe-feature.ts': ['lunch-insides'],
      'src/lunch/data.ts': ['lunch-data-without-react'],
      'src/pages/probe-voucher-inside.tsx': ['vouchers-insides'],
      'server/document/probe-voucher-inside.ts': ['vouchers-insides'],
      'src/vouchers/probe-page.ts': ['vouchers-imports'],
      'src/vouchers/data.ts': ['vouchers-data-without-react'],
    });
  }, 180_000);
});

/** Probes against the lunch: its insides from a page, src/, the server; a page, the layout from inside; the content reaching up to it. */
const lunchProbes = {
  'src/pages/probe-lunch-inside.tsx': '../lunch/lunch-menu',
  'src/pages/probe-lunch-entries.tsx': '../lunch',
  'src/pages/probe-lunch-brief.tsx': '../lunch/brief',
  'src/structured-data-probe.ts': './lunch/lunch-state',
  'server/feed/probe-lunch-inside.ts': '../../src/lunch/published-days',
  'server/feed/probe-lunch-data.ts': '../../src/lunch/data',
  'src/lunch/probe-page.ts': '../pages/home',
  'src/lunch/probe-layout.ts': '../components/layout/layout',
  'src/content/probe-feature.ts': '../lunch/data',
  'src/components/ui/probe-feature.ts': '../../lunch/pick-lunch',
};

/** Probes against the new feature. */
const featureProbes = {
  'src/pages/probe-voucher-inside.tsx': '../vouchers/voucher-values',
  'src/pages/probe-voucher-entries.tsx': '../vouchers/data',
  'server/document/probe-voucher-inside.ts': '../../src/vouchers/voucher-note',
  'src/vouchers/probe-page.ts': '../pages/about',
};
