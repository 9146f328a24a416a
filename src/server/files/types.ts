// The file types an upload may carry, recognised by name AND by content: the extension picks the type, the
// first bytes must match it (a renamed executable is refused). The stored MIME type is ours, never the client's.
export interface FileType {
  mime: string;
  /** Whether the first bytes of the file fit the type. */
  sniff(head: Buffer): boolean;
}

const starts = (sig: number[] | string) => (head: Buffer) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
};
const pdf = starts('%PDF-');
const png = starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = starts([0xff, 0xd8, 0xff]);
const webp = (h: Buffer) => starts('RIFF')(h) && h.subarray(8, 12).toString('latin1') === 'WEBP';
/** Legacy Office files (doc, xls) are OLE compound documents. */
const ole = starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** docx, xlsx, odt and ods are zip archives. */
const zip = starts([0x50, 0x4b, 0x03, 0x04]);
/** Plain text: no NUL and no control characters but tab, line feed, form feed and carriage return. */
const text = (h: Buffer) => !h.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d);

export const FILE_TYPES: Record<string, FileType> = {
  pdf: { mime: 'application/pdf', sniff: pdf },
  png: { mime: 'image/png', sniff: png },
  jpg: { mime: 'image/jpeg', sniff: jpeg },
  jpeg: { mime: 'image/jpeg', sniff: jpeg },
  webp: { mime: 'image/webp', sniff: webp },
  doc: { mime: 'application/msword', sniff: ole },
  xls: { mime: 'application/vnd.ms-excel', sniff: ole },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sniff: zip },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sniff: zip },
  odt: { mime: 'application/vnd.oasis.opendocument.text', sniff: zip },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', sniff: zip },
  csv: { mime: 'text/csv; charset=utf-8', sniff: text },
  txt: { mime: 'text/plain; charset=utf-8', sniff: text },
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES).join(', ');

/** The file name as shown and downloaded: no directories, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base =
    String(raw ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return (clean || 'fichier').slice(-255);
}

export function typeOf(name: string): FileType | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? FILE_TYPES[name.slice(dot + 1).toLowerCase()] : undefined;
}
