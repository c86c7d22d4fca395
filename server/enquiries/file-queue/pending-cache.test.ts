import { describe, expect, it } from 'vitest';
import { enquiryIdTime, newEnquiryId } from '../enquiry';
import { PendingCache } from './pending-cache';

const at = (iso: string) => new Date(iso);

describe('PendingCache', () => {
  it('counts once a record that a listing found between its write and its add (a scan racing an enqueue)', () => {
    const cache = new PendingCache();
    const id = newEnquiryId(at('2026-11-26T10:00:00Z'));
    // The deliverer's scan lists the directory just after the record is written …
    cache.replace([id]);
    // … and then the enqueue that wrote it records its own addition.
    cache.add(id);
    expect(cache.ids()).toEqual([id]);
    expect(cache.summary()).toEqual({ count: 1, oldest: enquiryIdTime(id) });
  });

  it('ignores the removal of an id it never counted, and counts a listed id again once it is pending again', () => {
    const cache = new PendingCache();
    const [first, second] = [newEnquiryId(at('2026-11-26T10:00:00Z')), newEnquiryId(at('2026-11-26T11:00:00Z'))];
    cache.replace([first, second]);
    cache.remove('20261126T090000000Z-000000000000');
    expect(cache.summary().count).toBe(2);
    cache.remove(first);
    expect(cache.summary()).toEqual({ count: 1, oldest: enquiryIdTime(second) });
    // An operator's retry puts the refused one back before the next listing.
    cache.add(first);
    expect(cache.ids()).toEqual([first, second]);
    expect(cache.summary()).toEqual({ count: 2, oldest: enquiryIdTime(first) });
  });

  it('adds what no listing has seen, and a removal takes it away', () => {
    const cache = new PendingCache();
    const id = newEnquiryId(at('2026-11-26T10:00:00Z'));
    cache.replace([]);
    cache.add(id);
    expect(cache.summary()).toEqual({ count: 1, oldest: enquiryIdTime(id) });
    cache.remove(id);
    expect(cache.summary()).toEqual({ count: 0, oldest: null });
    expect(cache.ids()).toEqual([]);
  });
});
