/**
 * Guest text is data: markup, `javascript:` links and bidirectional
 * controls in every field come back from the inbox API exactly as typed, as JSON that no
 * browser would sniff into anything else. (How the admin client shows them:
 * src/admin/inbox/enquiry-card.test.tsx.)
 */
import { afterEach, expect, it } from 'vitest';
import { inboxHarness, type InboxHarness } from '../../../tests/support/enquiry-inbox';

let inbox: InboxHarness;
afterEach(async () => inbox?.dispose());

const evil =
  '<script>alert(1)</script><a href="javascript:alert(2)">x</a> \u202Egnp.exe\u202C \u2067rtl\u2069 </script><!--';

it('returns markup, javascript: and bidi controls in every field as the exact text, in JSON', async () => {
  inbox = await inboxHarness();
  // Through the public API: what its schema takes (the e-mail must be an address).
  const posted = await inbox.post({
    name: evil,
    email: 'jana@example.com',
    subject: evil,
    message: `${evil}\nDruhý řádek`,
    lang: 'cs',
    form: 'lounge',
  });
  // Straight into the queue: any text in every field, the address too.
  const queued = await inbox.enqueue({
    name: evil,
    email: `x${evil}@example.cz`,
    subject: evil,
    message: evil,
    lang: 'en',
    form: 'table',
  });
  await inbox.reach(posted, 'sent');
  await inbox.reach(queued, 'sent');

  const answer = await inbox.api('get', '/enquiries');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const byId = Object.fromEntries((answer.body.enquiries as { id: string }[]).map((enquiry) => [enquiry.id, enquiry]));
  expect(byId[posted]).toMatchObject({
    form: 'lounge',
    name: evil,
    email: 'jana@example.com',
    subject: evil,
    message: `${evil}\nDruhý řádek`,
  });
  expect(byId[queued]).toMatchObject({
    form: 'table',
    name: evil,
    email: `x${evil}@example.cz`,
    subject: evil,
    message: evil,
  });
  // Byte for byte: the bidi controls are there as characters (or escapes that decode to them), nothing else was added.
  expect(JSON.parse(answer.text)).toEqual(answer.body);
  expect(answer.text).toContain(JSON.stringify(evil).slice(1, -1));
  // And none of it reached an audit line or any log line of the owner's actions.
  await inbox.api('patch', `/enquiries/${queued}`, { body: { status: 'answered' } }).expect(200);
  const logged = JSON.stringify(inbox.lines);
  expect(logged).not.toContain('alert(');
  expect(logged).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
});
