/**
 * Reads the fields back out of a form rendered by react-dom/server: each input's,
 * textarea's and select's `name` and the value it shows, as a browser would submit
 * them (a checkbox as `true`/`false`). For the schema form's round-trip test.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) found.set(match[1] ?? '', decode(match[2] ?? ''));
  return found;
}

export function formFields(html: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const match of html.matchAll(/<input\b([^>]*?)\/?>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    if (match[1] !== undefined) {
      const attrs = attributes(match[1]);
      const name = attrs.get('name');
      if (!name) continue;
      fields.set(name, attrs.get('type') === 'checkbox' ? String(attrs.has('checked')) : (attrs.get('value') ?? ''));
    } else if (match[2] !== undefined) {
      const name = attributes(match[2]).get('name');
      // React writes one newline before a value that starts with one (as HTML drops it).
      if (name) fields.set(name, decode((match[3] ?? '').replace(/^\n/, '')));
    } else if (match[4] !== undefined) {
      const name = attributes(match[4]).get('name');
      const selected = /<option\b([^>]*\bselected[^>]*)>/.exec(match[5] ?? '');
      if (name) fields.set(name, selected ? (attributes(selected[1] ?? '').get('value') ?? '') : '');
    }
  }
  return fields;
}
