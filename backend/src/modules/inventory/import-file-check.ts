import { open } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';

/** Enough of the file to judge it and read its header. */
const SNIFF_BYTES = 64 * 1024;

const BINARY_SIGNATURES: [bytes: number[], what: string][] = [
  [
    [0x50, 0x4b, 0x03, 0x04],
    'This looks like an Excel workbook or a ZIP archive. Save it as CSV (comma-separated) and upload that file.',
  ],
  [
    [0xd0, 0xcf, 0x11, 0xe0],
    'This looks like an old Excel workbook. Save it as CSV (comma-separated) and upload that file.',
  ],
];
export const NOT_CSV = 'Please select a valid CSV file';

/**
 * Reads the start of an upload and answers its header cells, or why it is not a CSV file we can read:
 * empty, binary (NUL bytes, a spreadsheet's signature) or not UTF-8 text. The name and the declared
 * type are never trusted.
 */
export async function readCsvHeader(path: string): Promise<{ header: string[] } | { error: string }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (!head.length)
      return { error: 'The file is empty. Please select a CSV file with a header row and product rows.' };
    const signature = BINARY_SIGNATURES.find(([bytes]) => bytes.every((byte, i) => head[i] === byte));
    if (signature) return { error: signature[1] };
    if (head.includes(0)) return { error: NOT_CSV };
    const text = decodeUtf8Prefix(head, bytesRead === SNIFF_BYTES);
    if (text === undefined) return { error: 'The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again.' };
    const [header] = parse(text, { bom: true, to_line: 1, relax_column_count: true, relax_quotes: true }) as string[][];
    if (!header?.length) return { error: NOT_CSV };
    return { header };
  } catch {
    return { error: NOT_CSV };
  } finally {
    await handle.close();
  }
}

/** The text of a UTF-8 prefix (a character cut at the end of a partial read is dropped), or undefined. */
function decodeUtf8Prefix(bytes: Buffer, partial: boolean): string | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (partial ? 3 : 0); cut += 1) {
    try {
      return decoder.decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      /* try one byte shorter */
    }
  }
  return undefined;
}
