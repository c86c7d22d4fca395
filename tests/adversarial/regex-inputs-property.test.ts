import { maxHeaderSize } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocalPath } from '../../server/http/canonical-url';
import { negotiateEncoding } from '../../server/http/precompressed';
import { withoutAddresses } from '../../server/mail/transport';
import { requestIdOf } from '../../server/runtime/request-logging';
import { routeLabel } from '../../server/runtime/route-label';
import { contactSchema } from '../../src/forms/contact';
import { contactApiSchema, ENQUIRY_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import { createLoungeSchema } from '../../src/forms/lounge';
import { isDateValue } from '../../src/forms/prague-date';
import { langFromAcceptLanguage } from '../../src/lang';
import { longestInput, regexInputsDuring } from '../support/regex-spy';
import { withinBytes, worstString } from '../support/worst-strings';

// Every regular expression that sees request data runs in linear time (lint:
// regexp/no-super-linear-move) or on input cut to a bound first. These throw the worst
// strings (long runs of one character, short alternations repeated) at each function with
// such a pattern, as long as the server lets them be: a header or a path up to Node's
// request-head limit, a form field or JSON value up to the enquiry body limit. They check
// the answer, and that no pattern was given more than the bound. No clock: the time is the
// bench's (and a quadratic pattern would show here as a test that never ends).
// The log's path scrubber, which cuts to a smaller bound, has its own (server/runtime/scrub-path.test.ts).

const HEAD = maxHeaderSize;
const RUNS = { numRuns: 60 };
const header = worstString(HEAD - 64);
const field = worstString(ENQUIRY_BODY_LIMIT_BYTES).map((text) => withinBytes(text, ENQUIRY_BODY_LIMIT_BYTES - 200));

/** Runs `work` and checks that no pattern in it saw more than `bound` characters; returns its result. */
function bounded<T>(bound: number, work: () => T): T {
  const { result, inputs } = regexInputsDuring(work);
  expect(longestInput(inputs)).toBeLessThanOrEqual(bound);
  return result;
}

describe('headers and paths (bound: the request head, Node’s maxHeaderSize)', () => {
  it('Accept-Language: the worst header still lets a later `en` win, and alone means Czech', () => {
    fc.assert(
      fc.property(header, (value) => {
        expect(bounded(HEAD, () => langFromAcceptLanguage(value))).toBe('cs');
        expect(bounded(HEAD, () => langFromAcceptLanguage(`${value}, en`))).toBe('en');
      }),
      RUNS,
    );
  });

  it('Accept-Encoding: the worst header names no coding; with `br` after it, brotli', () => {
    const available = new Set(['br', 'gzip'] as const);
    fc.assert(
      fc.property(header, (value) => {
        expect(bounded(HEAD, () => negotiateEncoding(value, available))).toBeNull();
        expect(bounded(HEAD, () => negotiateEncoding(`${value}, br`, available))).toBe('br');
      }),
      RUNS,
    );
  });

  it('X-Request-Id from a trusted proxy: kept only when it is a plain token of up to 128 characters', () => {
    const trusted = { get: () => () => true };
    fc.assert(
      fc.property(header, (value) => {
        const id = bounded(HEAD, () =>
          requestIdOf({
            headers: { 'x-request-id': value },
            socket: { remoteAddress: '127.0.0.1' },
            app: trusted,
          } as never),
        );
        expect(id === value).toBe(/^[\w.-]{1,128}$/.test(value));
      }),
      RUNS,
    );
  });

  it('a redirect target and the route label of any path', () => {
    fc.assert(
      fc.property(header, (value) => {
        const path = `/${value}`;
        const control = [...path].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\');
        expect(bounded(HEAD, () => isLocalPath(path))).toBe(!/^\/[/\\]/.test(path) && !control);
        expect(['not-found', 'api:other']).toContain(bounded(HEAD, () => routeLabel(path, 404)));
      }),
      RUNS,
    );
  });
});

describe('form fields and the JSON body (bound: the enquiry body limit)', () => {
  const BODY = ENQUIRY_BODY_LIMIT_BYTES;
  const valid = { name: 'Jana', email: 'jana@example.com', subject: '', message: 'Dobrý den', consent: true };

  it('the JSON API: a worst string in any field, the idempotency key included, is refused by that field', () => {
    fc.assert(
      fc.property(field, fc.constantFrom('name', 'email', 'subject', 'message', 'idempotencyKey'), (value, name) => {
        const parsed = bounded(BODY, () => contactApiSchema.safeParse({ ...valid, [name]: value }));
        if (parsed.success) {
          // Only a value that is a valid one of its kind gets through (a short plain subject or message, a plain key).
          expect(value.trim().length).toBeLessThanOrEqual(name === 'message' ? 5000 : 200);
        } else {
          expect([...new Set(parsed.error.issues.map((issue) => issue.path[0]))]).toEqual([name]);
        }
      }),
      RUNS,
    );
  });

  it('the no-JS contact form and the lounge enquiry: a worst e-mail address, name or date is refused', () => {
    const lounge = createLoungeSchema('2026-06-15');
    const loungeValid = {
      ...valid,
      phone: '',
      eventDate: '2026-07-01',
      eventType: 'oslava',
      numberOfGuests: '20',
      tableArrangement: '',
      message: '',
    };
    fc.assert(
      fc.property(field, fc.constantFrom('name', 'email'), (value, name) => {
        fc.pre(value.trim().length > 100);
        expect(bounded(BODY, () => contactSchema.safeParse({ ...valid, [name]: value })).success).toBe(false);
        expect(bounded(BODY, () => lounge.safeParse({ ...loungeValid, [name]: value })).success).toBe(false);
        expect(bounded(BODY, () => lounge.safeParse({ ...loungeValid, eventDate: value })).success).toBe(false);
        expect(bounded(BODY, () => isDateValue(value))).toBe(false);
      }),
      RUNS,
    );
  });

  it('a mail server’s reply quoting the worst text around an address: the address is replaced', () => {
    fc.assert(
      fc.property(header, fc.nat(), (value, at) => {
        const cut = at % (value.length + 1);
        const text = `${value.slice(0, cut)} <jana.novakova@example.com> ${value.slice(cut)}`;
        const shown = bounded(text.length, () => withoutAddresses(text)) ?? '';
        expect(shown).not.toMatch(/novakova|example\.com/);
        if (cut < 200) expect(shown).toContain('[address]');
      }),
      RUNS,
    );
  });
});
