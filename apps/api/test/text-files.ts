// CSV and TSV files as people's tools write them, for the import tests.

/** Windows-1256 (Excel's CSV on an Arabic Windows), encoded by inverting Node's decoder of each byte. */
const windows1256 = (() => {
  const decoder = new TextDecoder('windows-1256');
  const byChar = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) byChar.set(decoder.decode(Uint8Array.of(byte)), byte);
  return (text: string) =>
    Buffer.from(
      [...text].map((ch) => {
        const byte = byChar.get(ch);
        if (byte === undefined) throw new Error(`"${ch}" has no Windows-1256 byte`);
        return byte;
      }),
    );
})();

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le-bom' | 'utf-16be-bom' | 'windows-1256';

/** `text` as the bytes a tool saves it in. */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le-bom':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf-16be-bom':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'windows-1256':
      return windows1256(text);
  }
}

/** Rows joined as a delimited text, each field quoted when it must be (a delimiter, a quote, a line break). */
export function delimitedText(rows: readonly (readonly string[])[], delimiter: ',' | ';' | '\t', eol = '\r\n') {
  const field = (v: string) =>
    v.includes(delimiter) || v.includes('"') || v.includes('\n') ? `"${v.replaceAll('"', '""')}"` : v;
  return rows.map((row) => row.map(field).join(delimiter)).join(eol) + eol;
}

/** A data URL of a text file, as a browser sends it (`type`: what it claims the file is). */
export const textDataUrl = (bytes: Buffer, type = 'text/csv') => `data:${type};base64,${bytes.toString('base64')}`;
