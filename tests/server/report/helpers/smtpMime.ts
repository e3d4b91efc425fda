/**
 * Reads an RFC 822 message enough for the report tests: headers (unfolded), the parts of a
 * multipart body (nested), each part's decoded body (base64, quoted-printable) and file name.
 */
interface MimePart {
  headers: Map<string, string>;
  /** The decoded body of a leaf part; empty for a multipart. */
  body: Buffer;
  parts: MimePart[];
  contentType: string;
  filename: string | null;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match ? match[1] : null;
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < soft.length; index += 1) {
      if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
        bytes.push(parseInt(soft.slice(index + 1, index + 3), 16));
        index += 2;
      } else bytes.push(...Buffer.from(soft[index], 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

export function parseMime(raw: string): MimePart {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const disposition = headers.get('content-disposition') ?? '';
  const filename = parameter(disposition, 'filename') ?? parameter(contentType, 'name');
  const boundary = contentType.toLowerCase().startsWith('multipart/') ? parameter(contentType, 'boundary') : null;
  if (!boundary) {
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    return { headers, body: decodeBody(body, encoding), parts: [], contentType, filename };
  }
  const sections = body.split(`--${boundary}`).slice(1);
  const parts = sections
    .filter((section) => !section.startsWith('--'))
    .map((section) => parseMime(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  return { headers, body: Buffer.alloc(0), parts, contentType, filename };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}
