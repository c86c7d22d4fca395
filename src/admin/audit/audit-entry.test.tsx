/**
 * The audit screen names both sides of every invitation and of every passkey added, in
 * the owner's words in both languages: no codes (a passkey's id), no field names.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/contract';
import { I18nProvider } from '../i18n/i18n';
import { AuditEntryItem } from './audit-entry';
import '../i18n/english.test-support';

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
    ['cs', 'ownDevice', 'Pozvánka Kdo: a@example.cz · Pro: a@example.cz · Účel: další zařízení téhož účtu'],
    ['cs', 'registered', 'Nový účet Účet: x@example.cz · Pozvánku vytvořil(a): a@example.cz'],
    [
      'cs',
      'added',
      'Přidaný přístupový klíč Účet: b@example.cz · Pozvánku vytvořil(a): správce serveru (příkazová řádka)',
    ],
    ['en', 'newOwner', 'Invitation Who: a@example.cz · For: x@example.cz · Purpose: a new owner'],
    [
      'en',
      'ownDevice',
      'Invitation Who: a@example.cz · For: a@example.cz · Purpose: another device of the same account',
    ],
    ['en', 'registered', 'New account Account: x@example.cz · Invited by: a@example.cz'],
    ['en', 'added', 'Passkey added Account: b@example.cz · Invited by: the server’s operator (command line)'],
  ] as const)('in %s: %s', (lang, name, words) => {
    const text = render(lang, entries[name]!);
    expect(text.endsWith(words), text).toBe(true);
    expect(text).not.toMatch(/Q1JFREVOVElBTA|invitedBy|new-owner|new-device|passkey-added|\bcli\b/);
  });
});

describe('an audit entry of a save or a restore', () => {
  const cola = { name: { cs: 'Cola 0,33 l', en: 'Cola 0.33 l' } };
  const save: AuditEntry = {
    at,
    type: 'content-save',
    by: 'a@example.cz',
    file: 'drinks',
    version: '0123456789abcdef0123',
    changes: {
      changes: [
        { kind: 'field', where: [cola], field: ['price'], from: 35, to: 39 },
        {
          kind: 'added',
          where: [{ name: { cs: 'Nealko', en: 'Soft drinks' } }],
          item: 'drink',
          name: { name: { cs: 'Kofola', en: 'Kofola' } },
        },
        { kind: 'moved', where: [], item: 'category' },
      ],
      count: 3,
    },
  };
  const published: AuditEntry = {
    at,
    type: 'content-save',
    by: 'a@example.cz',
    file: 'dailyMenu',
    version: '0123456789abcdef0123',
    changes: { changes: [{ kind: 'published', where: [{ day: '2026-12-01' }] }], count: 7 },
  };
  const restore: AuditEntry = {
    at,
    type: 'content-restore',
    by: 'a@example.cz',
    file: 'hours',
    version: 'x',
    changes: { unreadable: 'before' },
  };

  it.each([
    ['cs', save, 'Uložení: Nápojový lístek Kdo: a@example.cz · Cola 0,33 l: cena 35 Kč → 39 Kč (+2 další)'],
    ['en', save, 'Save: Drinks list Who: a@example.cz · Cola 0.33 l: price 35 CZK → 39 CZK (+2 more)'],
    ['cs', published, 'Uložení: Denní menu Kdo: a@example.cz · Denní menu, út 1. 12.: zveřejněno (+6 dalších)'],
    ['en', published, 'Save: Daily lunch menu Who: a@example.cz · Lunch menu, Tue, Dec 1: published (+6 more)'],
    [
      'cs',
      restore,
      'Obnovení verze: Otevírací doba Kdo: a@example.cz · změny nelze vypsat (soubor byl předtím ručně upraven s chybou)',
    ],
  ] as const)('in %s: what changed, the file in the heading', (lang, entry, words) => {
    const text = render(lang, entry).replace(/\u00a0/g, ' ');
    expect(text.endsWith(words), text).toBe(true);
    expect(text).not.toMatch(/0123456789abcdef|\bdrinks\b|dailyMenu|\{|"kind"|changes/);
  });
});

describe('an audit entry about a photo', () => {
  it.each([
    ['cs', 'Nahrání fotografie Kdo: a@example.cz'],
    ['en', 'Photo uploaded Who: a@example.cz'],
  ] as const)('says a photo was uploaded, never its file name (%s)', (lang, text) => {
    const entry: AuditEntry = { at, type: 'photo-upload', by: 'a@example.cz', file: 'upload-20261129-cf8f55b2e3.jpg' };
    expect(render(lang, entry)).toContain(text);
    expect(render(lang, entry)).not.toMatch(/upload-|\.jpg/);
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
    ['cs', 'save', 'Uložení: Denní menu Kdo: jana@example.cz (personál)'],
    ['cs', 'signIn', 'Přihlášení Účet: jana@example.cz (personál)'],
    ['cs', 'invited', 'Kdo: a@example.cz (majitel) · Pro: jana@example.cz · Účel: nový člen personálu'],
    ['cs', 'changed', 'Změna role Kdo: a@example.cz (majitel) · Účet: jana@example.cz · Nová role: majitel'],
    ['en', 'save', 'Save: Daily lunch menu Who: jana@example.cz (staff)'],
    ['en', 'invited', 'Who: a@example.cz (owner) · For: jana@example.cz · Purpose: a new staff member'],
    ['en', 'changed', 'Role changed Who: a@example.cz (owner) · Account: jana@example.cz · New role: owner'],
  ] as const)('in %s: %s', (lang, name, words) => {
    const text = render(lang, staffEntries[name]!);
    expect(text.endsWith(words), text).toBe(true);
    expect(text).not.toMatch(/actorRole|role-changed|new-owner/);
  });
});
