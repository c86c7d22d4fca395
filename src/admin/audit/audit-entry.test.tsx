/**
 * The audit screen names both sides of every invitation and of every passkey added, in
 * the owner's words in both languages: no codes (a passkey's id), no field names.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/types';
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

describe('an audit entry names the role of whoever acted, in words', () => {
  const staffEntries: Record<string, AuditEntry> = {
    save: { at, type: 'content-save', by: 'jana@example.cz', file: 'dailyMenu', version: 'v1', actorRole: 'staff' },
    signIn: { at, type: 'sign-in', owner: 'jana@example.cz', credential: 'Q1JFREVOVElBTA', actorRole: 'staff' },
    invited: {
      at,
      type: 'invitation',
      by: 'a@example.cz',
      email: 'jana@example.cz',
      kind: 'new-owner',
      role: 'staff',
      actorRole: 'owner',
    },
    changed: {
      at,
      type: 'role-changed',
      by: 'a@example.cz',
      owner: 'jana@example.cz',
      role: 'owner',
      actorRole: 'owner',
    },
  };
  it.each([
    ['cs', 'save', 'Kdo: jana@example.cz (personál) · Obsah: Denní menu'],
    ['cs', 'signIn', 'Přihlášení Majitel: jana@example.cz (personál)'],
    ['cs', 'invited', 'Kdo: a@example.cz (majitel) · Pro: jana@example.cz · Účel: nový člen personálu'],
    ['cs', 'changed', 'Změna role Kdo: a@example.cz (majitel) · Majitel: jana@example.cz · Nová role: majitel'],
    ['en', 'save', 'Who: jana@example.cz (staff) · Content: Daily lunch menu'],
    ['en', 'invited', 'Who: a@example.cz (owner) · For: jana@example.cz · Purpose: a new staff member'],
    ['en', 'changed', 'Role changed Who: a@example.cz (owner) · Owner: jana@example.cz · New role: owner'],
  ] as const)('in %s: %s', (lang, name, words) => {
    const text = render(lang, staffEntries[name]!);
    expect(text.endsWith(words), text).toBe(true);
    expect(text).not.toMatch(/actorRole|role-changed|new-owner/);
  });
});
