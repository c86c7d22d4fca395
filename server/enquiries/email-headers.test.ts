import fc from 'fast-check';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import { decodeHeader } from '../../tests/support/mime';
import { buildEmail, type EmailAddresses } from './email';
import type { QueuedEnquiry } from './enquiry';
import { record } from './enquiry.test-support';

/**
 * Reply-To and subject spoofing, read in the raw message as a mail client gets it:
 * a guest's name never reads as an address in front of their real one, and no
 * header we build carries a bidirectional control (or a control character or line
 * break), whatever the guest typed.
 */

const addresses: EmailAddresses = { from: 'Restaurace Ballon <web@ballon.test>', to: 'info@ballon.test' };
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const BIDI_OR_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\p{Cc}\u2028\u2029]/u;

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The message's headers as they are in the .eml, unfolded, by lower-case name. */
async function rawHeadersOf(r: QueuedEnquiry, to: EmailAddresses = addresses): Promise<Map<string, string[]>> {
  const raw = ((await transport.sendMail(buildEmail(r, to))).message as Buffer).toString('utf8');
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** The headers as a mail client reads them: encoded words decoded. */
async function headersOf(r: QueuedEnquiry, to: EmailAddresses = addresses): Promise<Map<string, string[]>> {
  return new Map([...(await rawHeadersOf(r, to))].map(([name, values]) => [name, values.map(decodeHeader)]));
}

/** Reply-To's mailboxes as a mail client reads them: parsed as they are, then each name decoded. */
function mailboxesOf(value: string) {
  return addressparser(value, { flatten: true }).map((mailbox) => ({
    address: mailbox.address,
    name: decodeHeader(mailbox.name),
  }));
}

async function replyTo(name: string) {
  const values = (await rawHeadersOf(record({ name }))).get('reply-to') ?? [];
  expect(values).toHaveLength(1);
  return mailboxesOf(values[0]!);
}

describe('the Reply-To a guest’s name makes', () => {
  it.each([
    'Restaurace Ballon <info@restaurace-ballon.cz>',
    'info@restaurace-ballon.cz',
    '"Restaurace Ballon" <info@restaurace-ballon.cz>',
    'Restaurace Ballon ＜info＠restaurace-ballon.cz＞',
    'Restaurace Ballon ‹info﹫restaurace-ballon.cz›',
    'Restaurace Ballon 〈info@restaurace-ballon.cz〉',
    'a <b@c.cz>, d <e@f.cz>',
    'Jan\u202e <moc.nollab-ecaruatser@ofni>',
  ])('%s: one mailbox, the guest’s own address, a name with no address in it', async (name) => {
    const mailboxes = await replyTo(name);
    expect(mailboxes).toHaveLength(1);
    expect(mailboxes[0]?.address).toBe('jan@example.com');
    expect(mailboxes[0]?.name).not.toMatch(/[<>@＜＞＠﹫‹›〈〉⟨⟩〈〉]/u);
    expect(mailboxes[0]?.name).not.toMatch(BIDI_OR_CONTROL);
  });

  it('keeps the rest of the name: Restaurace Ballon info restaurace-ballon.cz', async () => {
    expect((await replyTo('Restaurace Ballon <info@restaurace-ballon.cz>'))[0]?.name).toBe(
      'Restaurace Ballon info restaurace-ballon.cz',
    );
  });
});

describe('bidirectional controls in any header we build', () => {
  it.each(BIDI.map((char) => [`U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, char]))(
    '%s is taken out of the subject, the name and the default subject',
    async (_code, char) => {
      const entered = await headersOf(record({ subject: `Faktura ${char}fdp.exe`, name: `Jan${char} Novák` }));
      expect(entered.get('subject')).toEqual(['Faktura fdp.exe']);
      expect(entered.get('reply-to')).toEqual(['Jan Novák <jan@example.com>']);
      const fallback = await headersOf(record({ subject: '', name: `Jan ${char}kávoN` }));
      expect(fallback.get('subject')).toEqual(['Zpráva z webu – Jan kávoN']);
    },
  );

  it('From and To too, were the configuration to let one through', async () => {
    const headers = await headersOf(record({}), {
      from: 'Restaurace\u202e Ballon <web@ballon.test>',
      to: 'Akce\u2067 <akce@ballon.test>, info@ballon.test',
    });
    expect(headers.get('from')).toEqual(['Restaurace Ballon <web@ballon.test>']);
    expect(headers.get('to')).toEqual(['Akce <akce@ballon.test>, info@ballon.test']);
  });

  it('property: whatever the name and subject, the headers are the same set, each on one line, with no control or bidirectional character and no address in the name', async () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...BIDI, '<', '>', '@', '\r', '\n', '\u0000', '\u2028', '"', '=?', '＠'),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(text, text, async (name, subject) => {
        const raw = await rawHeadersOf(record({ name, subject }));
        const headers = await headersOf(record({ name, subject }));
        expect([...headers.keys()].sort()).toEqual([
          'content-type',
          'date',
          'from',
          'message-id',
          'mime-version',
          'reply-to',
          'subject',
          'to',
          'x-outbox-id',
        ]);
        for (const [key, values] of headers) {
          expect(values, key).toHaveLength(1);
          expect(values[0], key).not.toMatch(BIDI_OR_CONTROL);
        }
        const mailboxes = mailboxesOf(raw.get('reply-to')![0]!);
        expect(mailboxes.map((mailbox) => mailbox.address)).toEqual(['jan@example.com']);
        expect(mailboxes[0]?.name).not.toMatch(/[<>@]/);
      }),
      { numRuns: 300 },
    );
  });
});
