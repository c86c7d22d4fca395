import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { buildEmail, headerText, subjectOf } from './email';
import type { QueuedEnquiry } from './enquiry';
import { record } from './enquiry.test-support';

const addresses = { from: 'Restaurace Ballon <web@ballon.test>', to: 'info@ballon.test' };

async function compose(r: QueuedEnquiry): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(buildEmail(r, addresses));
  return (info.message as Buffer).toString('utf8');
}

const headerNames = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\n\n'))
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

describe('buildEmail', () => {
  it('addresses the restaurant, replies to the visitor and carries the outbox id', () => {
    const mail = buildEmail(record(), addresses);
    expect(mail).toMatchObject({
      from: addresses.from,
      to: addresses.to,
      replyTo: { name: 'Jan Novák', address: 'jan@example.com' },
      subject: 'Dotaz',
      messageId: '<20261122T100000000Z-0123456789ab@ballon.test>',
      headers: { 'X-Outbox-Id': '20261122T100000000Z-0123456789ab' },
      date: new Date('2026-11-22T10:00:00.000Z'),
    });
    expect(mail.text).toContain('Jméno: Jan Novák\nE-mail: jan@example.com\nPředmět: Dotaz');
    expect(mail.text).toContain('\n\nDobrý den\n');
    expect(mail.text).toContain('Přijato: 22. listopadu 2026 v 11:00');
  });

  it("falls back to 'Zpráva z webu – <name>' for an empty subject", () => {
    expect(subjectOf(record({ subject: '' }).submission)).toBe('Zpráva z webu – Jan Novák');
    expect(subjectOf(record({ subject: '   ' }).submission)).toBe('Zpráva z webu – Jan Novák');
    expect(subjectOf(record({ subject: 'Poptávka pronájmu salonku' }).submission)).toBe('Poptávka pronájmu salonku');
  });

  it('escapes every visitor value in the HTML body', () => {
    const html = String(
      buildEmail(
        record({
          name: '<img src=x onerror=a()>',
          email: 'a"b@example.com',
          subject: '<b>s</b>',
          message: '<script>x</script>\n&',
        }),
        addresses,
      ).html,
    );
    expect(html).not.toMatch(/<img|<script|<b>s/);
    expect(html).toContain('&lt;img src=x onerror=a()&gt;');
    expect(html).toContain('a&quot;b@example.com');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;<br>\n&amp;');
  });

  it('keeps header values on one line and defuses encoded words, even without the schema in front', async () => {
    expect(headerText('a\r\nBcc: x@example.com')).toBe('a Bcc: x@example.com');
    expect(headerText('a\u2028b\u0000c\td')).toBe('a b c d');
    expect(headerText('=?UTF-8?B?DQpCY2M6IHhAZXhhbXBsZS5jb20=?=')).not.toContain('=?');
    const raw = await compose(
      record({
        name: 'Eve\r\nBcc: x@example.com',
        subject: 'Hi\nCc: y@example.com',
        email: 'eve@example.com\r\nBcc: z@example.com',
      }),
    );
    expect(headerNames(raw).sort()).toEqual(
      ['content-type', 'date', 'from', 'message-id', 'mime-version', 'reply-to', 'subject', 'to', 'x-outbox-id'].sort(),
    );
    const head = raw.slice(0, raw.indexOf('\n\n'));
    expect(head).not.toMatch(/^(bcc|cc):/im);
    expect(head).toMatch(/^Subject: Hi Cc: y@example\.com$/m);
  });
});
