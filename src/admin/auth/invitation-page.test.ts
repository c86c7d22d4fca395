import { describe, expect, it } from 'vitest';
import { tokenOf } from './invitation-page';

describe("the invitation token from the link's fragment", () => {
  it('reads #token=<base64url>', () => {
    expect(tokenOf('#token=Qm9uam91ci1sZXMtYW1pcw_-x')).toBe('Qm9uam91ci1sZXMtYW1pcw_-x');
  });

  it('refuses a missing, short or garbled token (the page then says the link is incomplete)', () => {
    for (const hash of [
      '',
      '#',
      '#token=',
      '#token=short',
      '#token=<script>alert(1)</script>aaaaaaaaaaaaaaaa',
      '#other=Qm9uam91ci1sZXMtYW1pcw',
    ])
      expect(tokenOf(hash), hash).toBeNull();
  });
});
