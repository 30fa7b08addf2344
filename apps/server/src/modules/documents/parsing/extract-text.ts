import type { DocumentFileType } from '@parley/contract/documents';
import { decodeText } from './decode-text.ts';
import { docxText } from './docx-text.ts';
import { unpacksWithinLimit } from './unzip-guard.ts';

/** A reason an administrator can act on; the job fails at once instead of retrying. */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

export const NO_TEXT = 'No text found: scanned PDFs need OCR, which is not supported';
const DAMAGED = (type: string) =>
  `The ${type} file could not be read: it may be damaged, truncated or password-protected.`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  let pages: string[];
  try {
    // No fonts or scripts are fetched: pdf.js only reads the bytes it is given.
    const { extractText: extractPdfText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes, {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    pages = (await extractPdfText(pdf, { mergePages: false })).text;
    await pdf.destroy();
  } catch {
    throw new UnreadableDocumentError(DAMAGED('PDF'));
  }
  return pages.join('\n\n');
}

function readDocx(bytes: Uint8Array): string {
  let safe: boolean;
  try {
    safe = unpacksWithinLimit(bytes);
  } catch {
    throw new UnreadableDocumentError(DAMAGED('DOCX'));
  }
  if (!safe) {
    throw new UnreadableDocumentError(
      'The DOCX file unpacks to more than 150 MB: it is not an ordinary document (possibly a "zip bomb").',
    );
  }
  try {
    return docxText(bytes);
  } catch {
    throw new UnreadableDocumentError(DAMAGED('DOCX'));
  }
}

async function docText(bytes: Uint8Array): Promise<string> {
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return doc.getBody();
  } catch {
    throw new UnreadableDocumentError(DAMAGED('DOC'));
  }
}

/**
 * One space for each run of spaces and tabs, no space at either end of a line, at most one empty line
 * between paragraphs. Line by line, because whole-text regular expressions over a 10 MB text held
 * millions of match parts at once (the worker needed more than 128 MB for a 10 MB TXT).
 */
export function normalizeWhitespace(raw: string): string {
  const lines: string[] = [];
  let gap = false;
  for (const line of raw.split(/\r\n?|\n/)) {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (!clean) gap = lines.length > 0;
    else {
      if (gap) lines.push('');
      lines.push(clean);
      gap = false;
    }
  }
  return lines.join('\n');
}

/**
 * The plain text of an upload whose type was decided from its content. Runs in the parse worker, which is
 * fresh for each file: each reader is loaded only for its own type (pdf.js alone takes seconds to load).
 */
export async function extractText(fileType: DocumentFileType, bytes: Uint8Array): Promise<string> {
  const raw =
    fileType === 'pdf'
      ? await pdfText(bytes)
      : fileType === 'docx'
        ? readDocx(bytes)
        : fileType === 'doc'
          ? await docText(bytes)
          : decodeText(bytes);
  const text = normalizeWhitespace(raw);
  if (!/\p{L}/u.test(text)) {
    throw new UnreadableDocumentError(fileType === 'pdf' ? NO_TEXT : 'No text found in the file.');
  }
  return text;
}
