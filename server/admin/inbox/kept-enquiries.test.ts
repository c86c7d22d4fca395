/** The kind of a delivery failure the inbox says in words, from the queue's one-line reason. */
import { describe, expect, it } from 'vitest';
import { causeOf } from './kept-enquiries';

describe('causeOf', () => {
  it.each([
    [null, null],
    ['', 'unknown'],
    ['451 4.3.0 Try again later', 'deferred'],
    ['421 4.7.0 Too many connections', 'deferred'],
    ['503 5.5.1 Bad sequence', 'deferred'],
    ['550 5.1.1 Mailbox unavailable', 'refused'],
    ['554 5.7.1 Spam', 'refused'],
    ['535 5.7.8 Authentication failed', 'login'],
    ['EAUTH Invalid login', 'login'],
    ['ECONNECTION connect ECONNREFUSED 127.0.0.1:25', 'unreachable'],
    ['ETIMEDOUT Connection timeout', 'unreachable'],
    ['ETLS wrong version number', 'settings'],
    ['ENOSPC no space left on device', 'storage'],
    ['unreadable record (set aside as it was found)', 'unreadable'],
    ['something else entirely', 'unknown'],
  ] as const)('%j is %j', (reason, cause) => {
    expect(causeOf(reason)).toBe(cause);
  });
});
