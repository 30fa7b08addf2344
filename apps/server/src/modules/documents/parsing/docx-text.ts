import { Unzip, UnzipInflate } from 'fflate';
import { SaxesParser } from 'saxes';

/** WordprocessingML's namespace (transitional, and strict OOXML's). */
const WORD = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MAIN_PART = 'word/document.xml';
const STEP = 64 * 1024;

/**
 * The text of a DOCX's main document, one paragraph per block, read as a stream: only word/document.xml is
 * inflated, and its XML goes through a SAX parser, never into a tree (a 10 MB document as a DOM took
 * seconds and hundreds of MB). Nothing outside the document is followed: no relationships, images or
 * links, and entities other than XML's five are left unexpanded (a declared external entity is ignored).
 * Throws when the zip or the XML is damaged.
 */
export function docxText(zip: Uint8Array): string {
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let inText = false;
  let complete = false;
  let damaged: Error | undefined;
  const parser = new SaxesParser({ xmlns: true });
  const isWord = (tag: { uri: string; local: string }, local: string) =>
    tag.local === local && WORD.has(tag.uri);
  parser.on('error', (err) => {
    // An entity the XML declares (or not at all) stays unexpanded; anything else means a damaged document.
    if (!/undefined entity/.test(err.message)) damaged ??= err;
  });
  parser.on('opentag', (tag) => {
    if (isWord(tag, 't')) inText = true;
    else if (isWord(tag, 'tab')) paragraph.push('\t');
    else if (isWord(tag, 'br') || isWord(tag, 'cr')) paragraph.push('\n');
  });
  parser.on('closetag', (tag) => {
    if (isWord(tag, 't')) inText = false;
    else if (isWord(tag, 'p')) {
      paragraphs.push(paragraph.join(''));
      paragraph = [];
    }
  });
  parser.on('text', (text) => {
    if (inText) paragraph.push(text);
  });
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== MAIN_PART) return;
    file.ondata = (err, chunk, final) => {
      if (err) throw err;
      parser.write(decoder.decode(chunk, { stream: !final }));
      if (final) {
        parser.close();
        complete = true;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let i = 0; i < zip.length && !damaged; i += STEP)
    unzip.push(zip.subarray(i, i + STEP), i + STEP >= zip.length);
  if (damaged) throw damaged;
  // A file cut short ends before its main document does (or has none).
  if (!complete) throw new Error(`no complete ${MAIN_PART} in the file`);
  return paragraphs.join('\n\n');
}
