import { describe, expect, it } from 'vitest';
import { displayName, hasBidiControls, headerText, singleLine } from './header-text';

describe('header text', () => {
  it('takes out every bidirectional control, and reads one line', () => {
    const controls = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(headerText(`Faktura ${controls}fdp.exe\r\nBcc: x`)).toBe('Faktura fdp.exe Bcc: x');
    expect(singleLine(`a${controls}b`)).toBe('ab');
    expect([...controls].every((char) => hasBidiControls(`x${char}`))).toBe(true);
    expect(hasBidiControls('Restaurace Ballon – Praha 6, ‚čeština‘ ✓')).toBe(false);
  });

  it('keeps a display name from reading as an address', () => {
    expect(displayName('Restaurace Ballon <info@restaurace-ballon.cz>')).toBe(
      'Restaurace Ballon info restaurace-ballon.cz',
    );
    expect(displayName('Ballon ＜info＠ballon.cz＞ ‹a﹫b› 〈c〉 ⟨d⟩ 〈e〉 ﹤f﹥')).toBe(
      'Ballon info ballon.cz a b c d e f',
    );
    expect(displayName('Jana Dvořáková')).toBe('Jana Dvořáková');
  });
});
