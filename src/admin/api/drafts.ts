/**
 * An edit in progress, kept in this browser's localStorage until it is saved: it
 * survives an expired session (a 401 mid-edit), a reload and a closed tab, and the
 * editor offers it again (the admin's promise: "kept in the browser and offered again after
 * signing in"). Only content the owner typed is kept, never a session or a token.
 */
export interface Draft {
  /** The version the edit started from (for If-Match when it is saved). */
  version: string;
  data: unknown;
  savedAt: string;
}

const keyOf = (file: string) => `ballon-admin-draft:${file}`;

export function readDraft(file: string): Draft | null {
  try {
    const text = localStorage.getItem(keyOf(file));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<Draft>;
    return typeof draft.version === 'string' && typeof draft.savedAt === 'string' && 'data' in draft
      ? (draft as Draft)
      : null;
  } catch {
    return null;
  }
}

export function keepDraft(file: string, version: string, data: unknown): void {
  try {
    localStorage.setItem(
      keyOf(file),
      JSON.stringify({ version, data, savedAt: new Date().toISOString() } satisfies Draft),
    );
  } catch {
    // Storage full or off (private mode): the edit is still in the form.
  }
}

export function dropDraft(file: string): void {
  try {
    localStorage.removeItem(keyOf(file));
  } catch {
    // Nothing kept.
  }
}
