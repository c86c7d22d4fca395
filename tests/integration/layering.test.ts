/**
 * Two promises of the layering that no single import rule can state: no folder of
 * src/ or server/ imports one that imports it back (the graph of docs/development.md,
 * read as dependency-cruiser collapses it), and the list of the forms is written once.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_FORMS } from '../../src/forms/contact-api';
import { keptForms } from '../../src/page-ids';

const root = path.resolve(import.meta.dirname, '../..');

/** The folder-level graph: each collapsed folder (or top-level module) and the ones it imports. */
async function folderGraph(): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/depcruise'),
    // The collapse of scripts/dependency-graph.mjs: the graph the docs show.
    [
      'src',
      'server',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      '--include-only',
      '^(src|server)/',
      '--exclude',
      '\\.test\\.tsx?$',
      '--collapse',
      '^(server/[^/]+|src/components/[^/]+|src/[^/]+)',
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const { modules } = JSON.parse(stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  return new Map(
    modules.map((module) => [
      module.source,
      module.dependencies.map((dependency) => dependency.resolved).filter((to) => to !== module.source),
    ]),
  );
}

/** The groups of folders that reach each other (Tarjan's strongly connected components), each with its arrows. */
function loops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop())
      group.push(member);
    if (group.length > 1)
      found.push(
        group
          .flatMap((from) => (graph.get(from) ?? []).filter((to) => group.includes(to)).map((to) => `${from} -> ${to}`))
          .sort(),
      );
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the layering', () => {
  it('has no loop between folders: every arrow of the graph runs one way', async () => {
    const graph = await folderGraph();
    expect(graph.get('src/route-data.ts'), 'the graph is read').toContain('src/content');
    expect(loops(graph)).toEqual([]);
  }, 120_000);

  it('writes the list of the forms once; every other place derives it (the intake’s and the kept one’s)', () => {
    const files = ['src', 'server'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .map((file) => path.join(dir, file))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
    );
    // The three names as a union or a list, in any order: none. They are `keptForms` (src/page-ids.ts): formAnchors' keys and the retired table request.
    const list = /'(?:contact|lounge|table)'(?:\s*(?:\||,)\s*'(?:contact|lounge|table)'){2}/g;
    const places = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(list)].map(() => file),
    );
    expect(places).toEqual([]);
    // The intake takes today's forms; a kept enquiry may also name the retired table request.
    expect([...ENQUIRY_FORMS].sort()).toEqual(['contact', 'lounge']);
    expect([...keptForms].sort()).toEqual(['contact', 'lounge', 'table']);
  });
});
