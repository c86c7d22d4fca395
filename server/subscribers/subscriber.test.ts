import { describe, expect, it } from 'vitest';
import { emailKeyOf, inboxKeyOf } from './subscriber';

describe('the keys of an address', () => {
  it('one inbox for the per-address limits, whatever tag or case it is typed with', () => {
    const inbox = inboxKeyOf('jana@example.cz');
    for (const typed of ['jana+1@example.cz', 'Jana+obedy@Example.CZ', ' jana+@example.cz ']) {
      expect(inboxKeyOf(typed), typed).toBe(inbox);
    }
    expect(inboxKeyOf('jana.novak@example.cz')).not.toBe(inbox);
    expect(inboxKeyOf('jana@example.com')).not.toBe(inbox);
    // A local part that is only a tag is its own inbox, not the domain's.
    expect(inboxKeyOf('+1@example.cz')).not.toBe(inboxKeyOf('+2@example.cz'));
  });

  it('the record keeps each tagged address apart (the list is per address, only the limits per inbox)', () => {
    expect(emailKeyOf('jana+1@example.cz')).not.toBe(emailKeyOf('jana+2@example.cz'));
    expect(emailKeyOf('Jana@Example.cz')).toBe(emailKeyOf('jana@example.cz'));
  });
});
