import type { cs } from './cs';
import type { laterCs } from './later-words';
import type { lunchCs } from './lunch-words';
import type { menuCs } from './menu-words';
import type { dishCs } from './dish-words';
import type { editorCs } from './editor-words';
import type { photoCs } from './photo-words';
import type { pushCs } from './push-words';
import type { bookCs } from './book-words';
import type { statsCs } from './stats-words';
import type { Strings } from './strings';

/** The shape of a language's own words (cs.ts, en.ts): cs.ts's keys, every leaf a string. */
export type Messages = Strings<typeof cs>;

/** A dotted key of a leaf: `home.closedToday`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every key: a language's own words, the later screens' (later-words.ts), the lunch editor's (lunch-words.ts), the menus' (menu-words.ts) a dish's chips' (dish-words.ts), the content editor's later ones (editor-words.ts), the photo library's (photo-words.ts), the notifications' (push-words.ts), the day's book's (book-words.ts) and the owner's numbers' (stats-words.ts). */
export type MessageKey = Leaves<
  Messages &
    Strings<typeof laterCs> &
    Strings<typeof lunchCs> &
    Strings<typeof menuCs> &
    Strings<typeof dishCs> &
    Strings<typeof editorCs> &
    Strings<typeof photoCs> &
    Strings<typeof pushCs> &
    Strings<typeof bookCs> &
    Strings<typeof statsCs>
>;

/** The leaf at a dotted key, or undefined (a field key the messages do not name). */
export function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{name}` placeholders filled from `values` (as text: React escapes what it renders). */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
