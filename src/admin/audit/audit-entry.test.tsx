/**
 * The audit screen names both sides of every invitation and of every passkey added, in
 * the owner's words in both languages: no codes (a passkey's id), no field names.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/contract';
import { I18nProvider } from '../i18n/i18n';
import { AuditEntryItem } from './audit-entry';

const at = '2026-11-20T10:00:00.000Z';
const render = (lang: 'cs' | 'en', entry: AuditEntry) =>
  renderToString(
    <I18nProvider initial={lang}>
      <AuditEntryItem entry={entry} />
    </I18nProvider>,
  )
    .replaceAll('<!-- -->', '')
    // eslint-disable-next-line regexp/no-super-linear-move -- our own rendered HTML of one entry, not request data
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const entries: Record<string, AuditEntry> = {
  newOwner: { at, type: 'invitation', by: 'a@example.cz', email: 'x@example.cz', kind: 'new-owner' },
  ownDevice: { at, type: 'invitation', by: 'a@example.cz', email: 'a@example.cz', kind: 'new-device' },
  registered: {
    at,
    type: 'owner-registered',
    owner: 'x@example.cz',
    credential: 'Q1JFREVOVElBTA',
    invitedBy: 'a@example.cz',
  },
  added: { at, type: 'passkey-added', owner: 'b@example.cz', credential: 'Q1JFREVOVElBTA', invitedBy: 'cli' },
};

describe('an audit entry about owners', () => {
  it.each([
    ['cs', 'newOwner', 'Pozvánka Kdo: a@example.cz · Pro: x@example.cz · Účel: nový majitel'],
    ['cs', 'ownDevice', 'Pozvánka Kdo: a@example.cz · Pro: a@example.cz · Účel: další zařízení majitele'],
    ['cs', 'registered', 'Nový majitel Majitel: x@example.cz · Pozvánku vytvořil(a): a@example.cz'],
    [
      'cs',
      'added',
      'Přidaný přístupový klíč Majitel: b@example.cz · Pozvánku vytvořil(a): správce serveru (příkazová řádka)',
    ],
    ['en', 'newOwner', 'Invitation Who: a@example.cz · For: x@example.cz · Purpose: a new owner'],
    ['en', 'ownDevice', 'Invitation Who: a@example.cz · For: a@example.cz · Purpose: another device of the owner'],
    ['en', 'registered', 'New owner Owner: x@example.cz · Invited by: a@example.cz'],
    ['en', 'added', 'Passkey added Owner: b@example.cz · Invited by: the server’s operator (command line)'],
  ] as const)('in %s: %s', (lang, name, words) => {
    const text = render(lang, entries[name]!);
    expect(text.endsWith(words), text).toBe(true);
    expect(text).not.toMatch(/Q1JFREVOVElBTA|invitedBy|new-owner|new-device|passkey-added|\bcli\b/);
  });
});
