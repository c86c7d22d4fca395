import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage } from './lang';

/** What Express itself answers for `req.acceptsLanguages('cs', 'en')` (the API's choice before src/lang.ts). */
function expressChoice(header: string): 'cs' | 'en' {
  const req = Object.create(express.request) as express.Request;
  (req as { headers: Record<string, string> }).headers = { 'accept-language': header };
  return req.acceptsLanguages('cs', 'en') === 'en' ? 'en' : 'cs';
}

const range = fc.constantFrom('cs', 'en', 'en-US', 'cs-CZ', 'EN', 'en-gb', 'de', 'sk', '*', 'fr-CA');
const quality = fc.constantFrom(
  '',
  ';q=1',
  ';q=0.9',
  ';q=0.5',
  ';q=0',
  ';q=0.001',
  ';q=',
  ';q="0.7"',
  '; q = 0.3',
  ';Q=0.8',
  ';level=1',
);
const header = fc
  .array(fc.tuple(range, quality, fc.constantFrom('', ' ', '  ')), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.map(([r, q, space]) => `${space}${r}${q}`).join(','));

describe('Accept-Language negotiation', () => {
  it('chooses what Express chooses for the same header', () => {
    fc.assert(
      fc.property(header, (value) => {
        expect(langFromAcceptLanguage(value), value).toBe(expressChoice(value));
      }),
      { numRuns: process.env.CI ? 5_000 : 1_000 },
    );
  });
});
