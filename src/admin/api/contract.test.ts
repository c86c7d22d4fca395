/**
 * The contract links both sides at compile time (this file is checked by `tsc`, which
 * `npm test` and CI run: each `@ts-expect-error` below fails the check the day the line it
 * marks compiles, i.e. the day the contract stops refusing it) and at run time (vitest).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { formAnchors } from '../../page-ids';
import { request } from './client';
import { contentSubjects, enquiryForms, type Answer, type Enquiry, type EnquiryAnswer } from './contract';

describe('the admin API contract, at compile time', () => {
  it('types what the client reads by the endpoint it names', () => {
    // (Never called: only its types are checked.)
    const typesOnly = () => {
      expectTypeOf(request('/enquiries', 'enquiries')).resolves.toEqualTypeOf<Answer<'enquiries'>>();
      expectTypeOf(request('/enquiries/x', null, { method: 'DELETE' })).resolves.toEqualTypeOf<void>();
      // @ts-expect-error: an endpoint the contract does not have
      void request('/enquiries', 'enquiry');
      // @ts-expect-error: a read without an endpoint (the answer would be unchecked)
      void request('/enquiries');
    };
    expect(typesOnly).toBeTypeOf('function');
  });

  it('refuses a server answer that drifts from the contract', () => {
    const good = { id: 'x', status: 'answered' } satisfies Answer<'enquiryStatus'>;
    expectTypeOf(good).toExtend<Answer<'enquiryStatus'>>();
    // @ts-expect-error: a status the admin does not know
    void ({ id: 'x', status: 'read' } satisfies Answer<'enquiryStatus'>);
    // @ts-expect-error: a field missing (`idleExpiresAt`)
    void ({ owner: { email: 'a@b.cz' }, absoluteExpiresAt: '' } satisfies Answer<'session'>);
    // @ts-expect-error: a content file that does not exist
    void ({ files: [{ file: 'menu', version: null, editable: true }], editable: true } satisfies Answer<'contentList'>);
  });

  it("makes the inbox's answer (server/admin/inbox) one the client reads", () => {
    expectTypeOf<EnquiryAnswer>().toExtend<Enquiry>();
    expectTypeOf<(typeof contentSubjects)[number]>().toEqualTypeOf<ContentSubject>();
  });
});

describe('the admin API contract, at run time', () => {
  it('names the content files and the enquiry forms the site has (and the retired table request, still kept), no more, no fewer', () => {
    expect([...contentSubjects].sort()).toEqual(Object.keys(contentFiles).sort());
    expect([...enquiryForms].sort()).toEqual([...Object.keys(formAnchors), 'table'].sort());
  });
});
