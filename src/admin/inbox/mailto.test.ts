import { describe, expect, it } from 'vitest';
import { replyMailto } from './mailto';

const reply = (over: Partial<Parameters<typeof replyMailto>[0]> = {}) =>
  replyMailto({
    email: 'jana.novakova@example.cz',
    subject: 'Salonek na 12. 12.',
    message: 'Dobrý den,\nmáte volno?',
    intro: '12. 12. 2026 Jana <jana.novakova@example.cz> napsal(a):',
    prefix: 'Re:',
    ...over,
  });

/** The link's parts as a mail app reads them. */
function parse(href: string) {
  expect(href.startsWith('mailto:')).toBe(true);
  const [to = '', query = ''] = href.slice('mailto:'.length).split('?');
  const fields = query.split('&').map((pair) => pair.split('='));
  return {
    to: decodeURIComponent(to),
    toRaw: to,
    fields,
    get: (name: string) => decodeURIComponent(fields.find(([key]) => key === name)?.[1] ?? ''),
  };
}

describe('the reply link (mailto:)', () => {
  it('addresses the guest, says Re: with the subject, and quotes the message line by line with CRLF', () => {
    const link = parse(reply());
    expect(link.to).toBe('jana.novakova@example.cz');
    expect(link.get('subject')).toBe('Re: Salonek na 12. 12.');
    expect(link.get('body')).toBe(
      '\r\n\r\n12. 12. 2026 Jana <jana.novakova@example.cz> napsal(a):\r\n> Dobrý den,\r\n> máte volno?\r\n',
    );
    expect(link.fields.map(([key]) => key)).toEqual(['subject', 'body']);
  });

  it('encodes every part: nothing typed adds a recipient, a header or a fragment, or changes the scheme', () => {
    const href = reply({
      email: 'evil@example.cz?cc=boss@example.cz&bcc=x@y.cz,other@z.cz#frag',
      subject: 'javascript:alert(1) & more?body=replaced#x %41 \u202Eabc',
      message: 'line & =?\r\n<script>alert(1)</script>\r%0A',
    });
    expect(href.startsWith('mailto:')).toBe(true);
    // Exactly one `?` (ours) and our two fields; no raw `#`, `,`, space or newline anywhere.
    expect(href.split('?')).toHaveLength(2);
    expect(href).not.toMatch(/[#,\s<>"]/);
    const link = parse(href);
    expect(link.fields.map(([key]) => key)).toEqual(['subject', 'body']);
    expect(link.to).toBe('evil@example.cz?cc=boss@example.cz&bcc=x@y.cz,other@z.cz#frag');
    expect(link.get('subject')).toBe('Re: javascript:alert(1) & more?body=replaced#x %41 \u202Eabc');
    expect(link.get('body')).toContain('> line & =?\r\n> <script>alert(1)</script>\r\n> %0A');
  });

  it('keeps Czech letters and emoji as UTF-8 percent-encoding, and does not say Re: twice', () => {
    const href = reply({ subject: 'RE: Řízek 🍺', email: 'žluťoučký@kůň.cz' });
    expect(href).toContain('%C5%BElu');
    expect(parse(href).get('subject')).toBe('RE: Řízek 🍺');
    expect(parse(href).to).toBe('žluťoučký@kůň.cz');
  });
});
