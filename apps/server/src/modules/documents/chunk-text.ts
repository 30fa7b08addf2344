import { splitSentences } from '../answering/split-sentences.ts';

export interface TextChunk {
  position: number;
  title: string;
  content: string;
}

const TARGET_CHARS = 900;

/** A short line without final punctuation that is followed by text reads as a heading. */
function isHeading(line: string): boolean {
  const t = line.trim();
  return t.length > 0 && t.length <= 80 && !/[.!?。！？:;,]$/.test(t) && !/^[-*•]/.test(t);
}

/**
 * Splits a document into passages of about TARGET_CHARS characters along paragraph boundaries,
 * each titled by the nearest heading above it (or the document name), so a retrieved passage
 * can be cited with a meaningful title.
 */
export function chunkText(text: string, documentName: string): TextChunk[] {
  const chunks: TextChunk[] = [];
  let title = documentName;
  let buffer: string[] = [];
  let size = 0;
  const flush = () => {
    const content = buffer.join('\n\n').trim();
    if (content) chunks.push({ position: chunks.length, title, content });
    buffer = [];
    size = 0;
  };
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const raw of paragraphs) {
    const paragraph = raw.trim();
    if (!paragraph) continue;
    const lines = paragraph.split('\n');
    const first = lines[0] ?? '';
    if (isHeading(first)) {
      flush();
      title = first.trim().replace(/^#+\s*/, '');
      const rest = lines.slice(1).join('\n').trim();
      if (!rest) continue;
      buffer.push(rest);
      size += rest.length;
      continue;
    }
    if (size > 0 && size + paragraph.length > TARGET_CHARS) flush();
    buffer.push(paragraph);
    size += paragraph.length;
    // A single very long paragraph is cut at sentence ends.
    if (size > TARGET_CHARS * 2) {
      const sentences = splitSentences(buffer.join(' '));
      buffer = [];
      size = 0;
      for (const sentence of sentences) {
        if (size + sentence.length > TARGET_CHARS && size > 0) flush();
        buffer.push(sentence);
        size += sentence.length;
      }
    }
  }
  flush();
  return chunks;
}
