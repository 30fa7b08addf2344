import type { DocumentFileType } from '@parley/contract/documents';
import { fileTypeFromBuffer } from 'file-type';
import { hasUtf16Bom, looksLikeText } from './decode-text.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** "WordDocument" in UTF-16LE: the stream every Word 97-2003 file holds in its compound-file directory. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export const MIME_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: DOCX_MIME,
  txt: 'text/plain',
};

/**
 * The file's type from its content (magic bytes via file-type), never from its name: a renamed
 * executable is refused, and a PDF named "notes.txt" is read as the PDF it is.
 */
export async function sniffDocumentType(bytes: Uint8Array): Promise<DocumentFileType | undefined> {
  // A UTF-16 byte-order mark (FF FE) also starts some binary formats' signatures: text with one is text.
  if (hasUtf16Bom(bytes) && looksLikeText(bytes)) return 'txt';
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'application/pdf') return 'pdf';
  if (found?.mime === DOCX_MIME) return 'docx';
  // Word 97-2003 is a compound file (like .xls and .msg): only one with a WordDocument stream is a DOC.
  if (found?.ext === 'cfb') return Buffer.from(bytes).includes(WORD_STREAM) ? 'doc' : undefined;
  if (found) return undefined;
  return looksLikeText(bytes) ? 'txt' : undefined;
}
