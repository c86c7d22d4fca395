import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('durations', () => {
  it('writes durations with abbreviations in Czech and in words in English', () => {
    expect(formatDuration(120, 'cs')).toBe('2\u00a0h');
    expect(formatDuration(90, 'cs')).toBe('1\u00a0h 30\u00a0min');
    expect(formatDuration(45, 'cs')).toBe('45\u00a0min');
    expect(formatDuration(120, 'en')).toBe('2\u00a0hours');
    expect(formatDuration(60, 'en')).toBe('1\u00a0hour');
    expect(formatDuration(90, 'en')).toBe('1\u00a0hour 30\u00a0minutes');
    expect(formatDuration(61, 'en')).toBe('1\u00a0hour 1\u00a0minute');
    expect(formatDuration(45, 'en')).toBe('45\u00a0minutes');
  });
});
