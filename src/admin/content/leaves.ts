import { scalarOf, type Scalar } from './field-text';
import type { Path } from './paths';
import { nodeOf, variantOf, type Schema } from './schema-node';

export interface Leaf {
  path: Path;
  scalar: Scalar;
}

/**
 * Every input the form shows for `value`, in order: the same walk as schema-form.tsx
 * (a union's chosen option, an optional group only when present; an item's id is no input:
 * it is made from the name, src/content/item-name.ts). For the round-trip
 * test, and for naming an error's field in the form's summary.
 */
export function leavesOf(schema: Schema, value: unknown, path: Path = []): Leaf[] {
  const scalar = scalarOf(schema);
  if (scalar) return [{ path, scalar }];
  const node = nodeOf(schema);
  switch (node.kind) {
    case 'object': {
      const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      return node.shape.filter(([key, field]) => !(key === 'id' && scalarOf(field)?.kind === 'string')).flatMap(([key, field]) => leavesOf(field, record[key], [...path, key]));
    }
    case 'array':
      return (Array.isArray(value) ? value : []).flatMap((item, index) => leavesOf(node.element, item, [...path, index]));
    case 'tuple':
      return node.items.flatMap((item, index) => leavesOf(item, Array.isArray(value) ? value[index] : undefined, [...path, index]));
    case 'union': {
      const option = node.options[variantOf(node.options, value)];
      return option ? leavesOf(option, value, path) : [];
    }
    case 'optional':
      return value === undefined || value === null ? [] : leavesOf(node.inner, value, path);
    default:
      return [];
  }
}
