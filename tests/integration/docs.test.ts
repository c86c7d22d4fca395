import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCompose } from '../support/compose-file';

/**
 * The documentation names scripts, files and an image; each of them must exist,
 * so that a rename in the code fails here instead of misleading the next reader.
 * Checked: README.md, docs/**, and the folder READMEs of server/, src/ and content/.
 */
const root = process.cwd();

function markdownUnder(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

const docs = [
  'README.md',
  ...markdownUnder('docs'),
  ...['server', 'src', 'content'].flatMap((dir) => markdownUnder(dir).filter((file) => file.endsWith('/README.md'))),
];
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What .gitignore names: made by a build or a run (dist/, var/, public/assets/photos/…), never checked out. */
const generated = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\/|\/$/g, ''))
  .filter((line) => line && !line.startsWith('#') && !/[*?[]/.test(line));
const isGenerated = (file: string) => generated.some((entry) => file === entry || file.startsWith(`${entry}/`));

/** The repository's top level: a word is a repository path only when it starts with one of these and a `/`. */
const topLevel = new Set(readdirSync(root).filter((name) => name !== '.git' && !isGenerated(name)));

/** Every file's base name, for module names written alone (`contact-submission.ts` in a folder README). */
const baseNames = new Set(
  [...topLevel].flatMap((name) =>
    statSync(path.join(root, name)).isDirectory()
      ? readdirSync(path.join(root, name), { recursive: true, encoding: 'utf8' }).map((file) => path.basename(file))
      : [name],
  ),
);

/** Fenced code blocks, and the text without them. */
function split(text: string): { prose: string; code: string[] } {
  const code: string[] = [];
  const prose = text.replace(
    /^( *)(```|~~~)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm,
    (_block, _indent, _fence, body: string) => {
      code.push(body);
      return '';
    },
  );
  return { prose, code };
}

const inlineCode = (prose: string) =>
  [...prose.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\n/g, ' '));

/** `src/i18n/{cs,en}/index.ts` → both files. One brace group is enough for the docs. */
function expandBraces(word: string): string[] {
  const match = /^(.*)\{([^{}]+)\}(.*)$/.exec(word);
  if (!match) return [word];
  const [, before = '', choices = '', after = ''] = match;
  return choices.split(',').map((choice) => `${before}${choice}${after}`);
}

/** Placeholders and globs (`src/pages/<page>.tsx`, `prepare-*.ts`, `…`) name no one file: skipped, on purpose. */
const PLACEHOLDER = /[<>*…$[\]]|NNNN|\.\.\.|%/;
const MODULE_NAME = /^[\w.-]+\.(?:ts|tsx|mjs|cjs|yaml|yml)$/;
/**
 * A word that names a file of ours: a folder, a name and an extension, relative and with no colon
 * (`/app/…`, `/etc/nginx/…` and `ballon:/app/…` are a URL's, a container's or another program's).
 */
const FILE_PATH = /^[^/:][^:]*\/[^/:]+\.(?:md|ts|tsx|js|mjs|cjs|yaml|yml|json|css|html|sh)$/;
/** A variable standing for the operator's folder (`DATA_DIR/admin/owners.json`), or a package's files: not the repository's. */
const NOT_OURS = /^(?:[A-Z][A-Z0-9_]*|node_modules)\//;

interface Reference {
  doc: string;
  /** As the document writes it. */
  word: string;
  /** Where it may be, from the repository root: one of them must exist. */
  places: string[];
}

const fromDoc = (doc: string, word: string) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(doc), word)).replace(/\/$/, '');

/**
 * The repository paths a document writes in backticks: `server/runtime/readiness.ts`, `docs/operations.md`, `../photos.yaml`.
 * A file's path may be relative to the document's folder or to the root (a folder README names its own files);
 * any other path counts only when it starts with a top-level folder, so prose such as `and/or` is not one.
 */
function pathsIn(doc: string): { paths: Reference[]; modules: Reference[] } {
  const paths: Reference[] = [];
  const modules: Reference[] = [];
  for (const span of inlineCode(split(textOf(doc)).prose)) {
    for (const raw of span.split(/\s+/)) {
      const word = raw.replace(/^[("'=]+/, '').replace(/[)"',.;:]+$/, '');
      if (!word || PLACEHOLDER.test(word) || /^[a-z][\w+.-]*:\/\//i.test(word)) continue;
      for (const candidate of expandBraces(word)) {
        if (candidate.startsWith('../')) {
          // Relative to the document; one that leaves the repository is not ours (`../../archive` of certbot's links).
          const file = fromDoc(doc, candidate);
          if (!file.startsWith('../')) paths.push({ doc, word: candidate, places: [file] });
          continue;
        }
        const file = candidate.replace(/^\.\//, '').replace(/\/$/, '');
        const [first = ''] = file.split('/');
        if (isGenerated(file) || NOT_OURS.test(file)) continue;
        if (FILE_PATH.test(file)) {
          paths.push({ doc, word: candidate, places: [file, fromDoc(doc, file)] });
        } else if (file.includes('/') && topLevel.has(first)) {
          paths.push({ doc, word: candidate, places: [file] });
        } else if (!file.includes('/') && MODULE_NAME.test(file)) {
          modules.push({ doc, word: candidate, places: [] });
        }
      }
    }
  }
  return { paths, modules };
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(doc: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of split(textOf(doc)).prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Link {
  doc: string;
  target: string;
  file: string;
  anchor: string | undefined;
}

function linksIn(doc: string): Link[] {
  const prose = split(textOf(doc)).prose;
  // Markdown links and images, and the `<img src="…">` a document uses to show a phone's screenshot at a phone's width.
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g), ...prose.matchAll(/<img\s[^>]*?\bsrc="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][\w+.-]*:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return {
        doc,
        target,
        file: file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)).replace(/\/$/, '') : doc,
        anchor,
      };
    });
}

const scripts = Object.keys((JSON.parse(textOf('package.json')) as { scripts: Record<string, string> }).scripts);

/** Every `npm run x`, `npm start`, `npm test`, in prose and in code blocks. */
function npmScriptsIn(doc: string): string[] {
  const text = textOf(doc);
  return [...text.matchAll(/\bnpm run(?: -s)? +([a-z][\w:.-]*)/g), ...text.matchAll(/\bnpm (start|test)\b/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Shell words, quotes kept together; a `#` word starts a comment. */
function shellWords(line: string): string[] {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const comment = words.findIndex((word) => word.startsWith('#'));
  return comment === -1 ? words : words.slice(0, comment);
}

const RUN_FLAGS = new Set(['-d', '--detach', '--rm', '-i', '-t', '-it', '--init', '--read-only']);
const RUN_OPTIONS = new Set([
  '-p',
  '--publish',
  '-v',
  '--volume',
  '-e',
  '--env',
  '--env-file',
  '--name',
  '--restart',
  '--stop-timeout',
  '--log-opt',
  '--log-driver',
  '--network',
  '-u',
  '--user',
  '-w',
  '--workdir',
  '--entrypoint',
  '--mount',
  '--ulimit',
]);

/** The image of each `docker run` and the tag of each `docker build` the docs show. */
function dockerImagesIn(doc: string): { built: string[]; run: string[] } {
  const { prose, code } = split(textOf(doc));
  const commands = [...code, ...inlineCode(prose)]
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => shellWords(line.trim()));
  const built: string[] = [];
  const run: string[] = [];
  for (const words of commands) {
    if (words[0] !== 'docker' || words.some((word) => word.includes('…'))) continue;
    if (words[1] === 'build') {
      const tag = words.findIndex((word) => word === '-t' || word === '--tag');
      if (tag !== -1) built.push(words[tag + 1] ?? '');
    }
    if (words[1] !== 'run') continue;
    for (let i = 2; i < words.length; i += 1) {
      const word = words[i] ?? '';
      if (RUN_FLAGS.has(word) || /^--[\w-]+=/.test(word)) continue;
      if (RUN_OPTIONS.has(word)) {
        i += 1;
        continue;
      }
      run.push(word);
      break;
    }
  }
  return { built, run };
}

/** A decision record keeps the code's words of its day (0005 names a manifest that is gone, and says so): only its links are checked. */
const current = docs.filter((doc) => !doc.startsWith('docs/decisions/'));

describe('the documentation', () => {
  it('is found: the README, docs/ and the folder READMEs', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/operations.md',
        'docs/content.md',
        'server/content/README.md',
        'src/forms/README.md',
      ]),
    );
  });

  it('runs only npm scripts that package.json has', () => {
    const missing = current.flatMap((doc) =>
      npmScriptsIn(doc)
        .filter((script) => !scripts.includes(script))
        .map((script) => `${doc}: npm run ${script}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const references = current.flatMap((doc) => pathsIn(doc).paths);
    expect(references.length).toBeGreaterThan(100);
    const missing = references.filter(
      (reference) => !reference.places.some((place) => existsSync(path.join(root, place))),
    );
    expect(missing.map((reference) => `${reference.doc}: ${reference.word}`)).toEqual([]);
  });

  it('names only modules (a file name alone) that exist somewhere in the repository', () => {
    const missing = current
      .flatMap((doc) => pathsIn(doc).modules)
      .filter((reference) => !baseNames.has(reference.word));
    expect(missing.map((reference) => `${reference.doc}: ${reference.word}`)).toEqual([]);
  });

  it('keeps each decision record within 500 words (as `wc -w` counts): the decision, why, and what was rejected', () => {
    const records = docs.filter((doc) => doc.startsWith('docs/decisions/') && !doc.endsWith('/README.md'));
    expect(records.length).toBeGreaterThan(10);
    const words = (doc: string) =>
      textOf(doc)
        .split(/[ \t\n\r\f\v]+/)
        .filter(Boolean).length;
    expect(records.filter((doc) => words(doc) > 500).map((doc) => `${doc}: ${words(doc)} words`)).toEqual([]);
  });

  it('links only to files that exist, and to headings they have', () => {
    const broken = docs
      .flatMap(linksIn)
      .filter(
        (link) =>
          !existsSync(path.join(root, link.file)) ||
          (link.anchor !== undefined && link.file.endsWith('.md') && !anchorsOf(link.file).has(link.anchor)),
      );
    expect(broken.map((link) => `${link.doc}: ${link.target}`)).toEqual([]);
  });

  it('has a row in the README’s configuration table for every variable of .env.example', () => {
    const variables = [...textOf('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
    expect(variables.length).toBeGreaterThan(10);
    const rows = new Set(
      [...textOf('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1] ?? ''),
    );
    expect(variables.filter((variable) => !rows.has(variable))).toEqual([]);
  });

  it('names the image the build tags (compose.yaml), and no other of its own', () => {
    const compose = readCompose();
    const services = Object.values(compose.services);
    const ours = [
      ...new Set(services.filter((service) => service.build !== undefined).map((service) => service.image)),
    ];
    expect(ours).toEqual([expect.any(String)]);
    const [image = ''] = ours;
    // Images the docs may run besides ours: the ones compose.yaml pulls, and busybox for the backup's tar.
    const others = new Set([
      ...services.filter((service) => service.build === undefined).map((service) => service.image ?? ''),
      'busybox',
    ]);
    const found = current.map((doc) => ({ doc, ...dockerImagesIn(doc) }));
    expect(
      found.flatMap(({ doc, built }) =>
        built.filter((tag) => tag !== image).map((tag) => `${doc}: docker build -t ${tag}`),
      ),
    ).toEqual([]);
    expect(
      found.flatMap(({ doc, run }) =>
        run.filter((name) => name !== image && !others.has(name)).map((name) => `${doc}: docker run … ${name}`),
      ),
    ).toEqual([]);
    // Not vacuous: the recipe builds and runs it.
    expect(found.flatMap(({ built }) => built)).toContain(image);
    expect(found.flatMap(({ run }) => run)).toContain(image);
  });
});
