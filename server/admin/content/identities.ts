/**
 * A number for every value, the same exactly when two values are equal as JSON (the
 * order of a map's keys aside): a YAML node's and a request's data alike, each
 * computed once from its children's numbers. Comparing a node with its new value is
 * then one comparison, where comparing them whole at every level of the merge made
 * its work grow with the nesting times the size (docs/performance.md).
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Node as YamlNode } from 'yaml';
import type { Work } from '../../content/yaml-guard';

export class Identities {
  private readonly interned = new Map<string, number>();
  private readonly data = new WeakMap<object, number>();
  /** Per node: aliases as what they repeat (`resolved`), or each alias unlike anything (`strict`). */
  private readonly nodes = { resolved: new WeakMap<object, number>(), strict: new WeakMap<object, number>() };
  private readonly anchors = new Map<string, YamlNode>();
  private next = 0;

  constructor(private readonly work?: Work) {}

  private step(): void {
    if (this.work) this.work.steps++;
  }

  private intern(key: string): number {
    this.step();
    let id = this.interned.get(key);
    if (id === undefined) {
      id = this.next++;
      this.interned.set(key, id);
    }
    return id;
  }

  /** Unlike every other value. */
  private unique(): number {
    return this.next++;
  }

  private primitive(value: unknown): number {
    if (value === null) return this.intern('z');
    if (value === undefined) return this.intern('u');
    if (typeof value === 'string') return this.intern(`s${value}`);
    if (typeof value === 'number') return this.intern(`n${String(value)}`);
    if (typeof value === 'boolean') return this.intern(value ? 'b1' : 'b0');
    return this.unique();
  }

  /** A map's number from its keys and their values' numbers, in the keys' order (sorted: the order in the file does not matter). */
  private map(entries: [string, number][]): number {
    entries.sort(([a], [b]) => (this.step(), a < b ? -1 : a > b ? 1 : 0));
    return this.intern(`o${entries.map(([key, id]) => `${JSON.stringify(key)}:${id}`).join(',')}`);
  }

  private list(ids: number[]): number {
    return this.intern(`a${ids.join(',')}`);
  }

  /** A value of the request's data (JSON). */
  ofData(value: unknown): number {
    if (value === null || typeof value !== 'object') return this.primitive(value);
    let id = this.data.get(value);
    if (id !== undefined) return id;
    this.step();
    if (Array.isArray(value)) id = this.list(value.map((item) => this.ofData(item)));
    else {
      const entries: [string, number][] = [];
      for (const [key, item] of Object.entries(value)) if (item !== undefined) entries.push([key, this.ofData(item)]);
      id = this.map(entries);
    }
    this.data.set(value, id);
    return id;
  }

  /** A node of the document (or a pair's missing value, null). */
  ofNode(node: unknown, resolved: boolean): number {
    if (node === null || node === undefined) return this.primitive(null);
    const memo = resolved ? this.nodes.resolved : this.nodes.strict;
    let id = memo.get(node as object);
    if (id !== undefined) return id;
    this.step();
    if (isScalar(node) || isMap(node) || isSeq(node)) {
      // Registered before the children: an alias inside its own anchor repeats itself, like no value.
      if (node.anchor) this.anchors.set(node.anchor, node);
    }
    if (isScalar(node)) id = this.primitive(node.value);
    else if (isSeq(node)) id = this.list(node.items.map((item) => (isPair(item) ? this.unique() : this.ofNode(item, resolved))));
    else if (isMap(node)) {
      // A key that is a list or a map is no JSON key: the map is unlike any data.
      const entries: [string, number][] = [];
      for (const pair of node.items) entries.push(isScalar(pair.key) ? [String(pair.key.value), this.ofNode(pair.value, resolved)] : ['', this.unique()]);
      id = this.map(entries);
    } else if (isAlias(node) && resolved) {
      const anchor = this.anchors.get(node.source);
      id = anchor && memo.has(anchor) ? memo.get(anchor)! : this.unique();
    } else id = this.unique();
    memo.set(node as object, id);
    return id;
  }
}
