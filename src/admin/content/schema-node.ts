/**
 * What the schema-driven form needs to know of a zod 4 schema (src/content/schema.ts),
 * read from its definition (`_zod.def`, zod 4's public shape for tools that walk
 * schemas): objects, lists, texts, numbers and the choices between them. Checks
 * (`.refine`, `.trim`, `.regex`…) stay the server's: it validates every save with
 * the same schemas and answers with the errors beside their fields.
 */
export type Schema = { _zod: { def: Def } };
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  options?: Schema[];
  innerType?: Schema;
  in?: Schema;
  values?: unknown[];
  entries?: Record<string, string>;
  defaultValue?: unknown;
}

export type SchemaNode =
  | { kind: 'object'; shape: [string, Schema][] }
  | { kind: 'array'; element: Schema }
  | { kind: 'tuple'; items: Schema[] }
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: unknown[] }
  | { kind: 'enum'; values: string[] }
  | { kind: 'union'; options: Schema[] }
  /** `.optional()` (absent: undefined), `.nullable()` (absent: null), and their `.default()`. */
  | { kind: 'optional'; inner: Schema; empty: null | undefined }
  | { kind: 'unknown' };

/** The node a schema is, past the wrappers that change nothing a form shows (`.default`, pipes, readonly). */
export function nodeOf(schema: Schema): SchemaNode {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return { kind: 'object', shape: Object.entries(def.shape ?? {}) };
    case 'array':
      return def.element ? { kind: 'array', element: def.element } : { kind: 'unknown' };
    case 'tuple':
      return { kind: 'tuple', items: def.items ?? [] };
    case 'string':
      return { kind: 'string' };
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
      return { kind: 'literal', values: def.values ?? [] };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'union':
      return { kind: 'union', options: def.options ?? [] };
    case 'optional':
      return def.innerType ? { kind: 'optional', inner: def.innerType, empty: undefined } : { kind: 'unknown' };
    case 'nullable':
      return def.innerType ? { kind: 'optional', inner: def.innerType, empty: null } : { kind: 'unknown' };
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? nodeOf(def.innerType) : { kind: 'unknown' };
    case 'pipe':
      return def.in ? nodeOf(def.in) : { kind: 'unknown' };
    default:
      return { kind: 'unknown' };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value has the schema's shape (types, keys, literals; not its checks): which choice of a union it is. */
function fits(schema: Schema, value: unknown): boolean {
  const node = nodeOf(schema);
  switch (node.kind) {
    case 'object':
      return (
        isRecord(value) &&
        Object.keys(value).every((key) => node.shape.some(([name]) => name === key)) &&
        node.shape.every(([key, field]) => (key in value ? fits(field, value[key]) : nodeOf(field).kind === 'optional'))
      );
    case 'array':
      return Array.isArray(value) || value === undefined;
    case 'tuple':
      return Array.isArray(value) && value.length === node.items.length;
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' || value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'literal':
      return node.values.includes(value);
    case 'enum':
      return typeof value === 'string';
    case 'union':
      return node.options.some((option) => fits(option, value));
    case 'optional':
      return value === undefined || value === null || fits(node.inner, value);
    default:
      return true;
  }
}

/** The union choice a value is (the first that fits; the first when none does). */
export function variantOf(options: Schema[], value: unknown): number {
  const index = options.findIndex((option) => fits(option, value));
  return index === -1 ? 0 : index;
}

/** An empty value of a schema, for a new list item or a newly chosen union choice. */
export function blank(schema: Schema): unknown {
  const node = nodeOf(schema);
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(node.shape.filter(([, field]) => nodeOf(field).kind !== 'optional').map(([key, field]) => [key, blank(field)]));
    case 'array':
      return [];
    case 'tuple':
      return node.items.map(blank);
    case 'string':
      return '';
    case 'number':
      return null;
    case 'boolean':
      return false;
    case 'literal':
      return node.values[0];
    case 'enum':
      return node.values[0];
    case 'union':
      return node.options[0] ? blank(node.options[0]) : null;
    case 'optional':
      return node.empty;
    default:
      return null;
  }
}
