import { describe, expect, it } from 'vitest';
import { menuSource } from './menu-source';

describe('menuSource (decision 0014: one rule for both menu pages)', () => {
  it('shows our own content whenever there is some, frame address or not', () => {
    expect(menuSource({ hasOwn: true, frameUrl: 'https://menu.example/ballon' })).toBe('own');
    expect(menuSource({ hasOwn: true, frameUrl: null })).toBe('own');
  });
  it('falls back to the external frame only without own content and with an address', () => {
    expect(menuSource({ hasOwn: false, frameUrl: 'https://menu.example/ballon' })).toBe('frame');
  });
  it('has neither without own content and without an address (an empty address counts as none)', () => {
    expect(menuSource({ hasOwn: false, frameUrl: null })).toBe('none');
    expect(menuSource({ hasOwn: false, frameUrl: undefined })).toBe('none');
    expect(menuSource({ hasOwn: false, frameUrl: '' })).toBe('none');
  });
});
