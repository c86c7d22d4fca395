/** Just enough MIME decoding to read the messages this server composes. */

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in an unfolded header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split).replace(/\r?\n[ \t]/g, ' ');
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  if (encoding === 'quoted-printable') return { type, body: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { type, body: Buffer.from(body, 'base64').toString('utf8') };
  return { type, body };
}

/** The text/plain and text/html bodies of a raw message (multipart/alternative or single part). */
export function readBodies(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(
    raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]/g, ' '),
  )?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map(decodePart) : [decodePart(raw)];
  const body = (type: string) => (parts.find((p) => p.type === type)?.body ?? '').replace(/\r\n/g, '\n');
  return { text: body('text/plain'), html: body('text/html') };
}
