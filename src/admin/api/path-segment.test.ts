import { describe, expect, it } from 'vitest';
import { pathSegment } from './path-segment';

describe('an API path segment', () => {
  it('keeps what a path may hold as it is: an e-mail address, a base64url id, an enquiry id', () => {
    expect(pathSegment('jana.novakova+salonek@example.cz')).toBe('jana.novakova+salonek@example.cz');
    expect(pathSegment("o'neil@example.cz")).toBe("o'neil@example.cz");
    expect(pathSegment('SN6IJpNFLJWgFt-N6Qg4idq7zy_EiXYvG3f1yLe9stI')).toBe(
      'SN6IJpNFLJWgFt-N6Qg4idq7zy_EiXYvG3f1yLe9stI',
    );
    expect(pathSegment('20261126T202642000Z-00008a0d141c')).toBe('20261126T202642000Z-00008a0d141c');
  });

  it('escapes what would end the segment or the path, or is not a path character', () => {
    expect(pathSegment('../owners')).toBe('..%2Fowners');
    expect(pathSegment('a?b#c d%e\\f')).toBe('a%3Fb%23c%20d%25e%5Cf');
    expect(pathSegment('žluťoučký')).toBe(encodeURIComponent('žluťoučký'));
  });
});
