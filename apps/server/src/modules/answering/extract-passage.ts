import type { PreparedQuery } from './knowledge-types.ts';
import { splitSentences } from './split-sentences.ts';

const MAX_CHARS = 420;

/**
 * The sentences of a passage that best answer the question: the best-matching sentence plus its
 * neighbours while they fit, so a visitor reads a few sentences rather than a whole section. A sentence
 * matches by the question's words and by their meanings (`termsOf` gives a sentence's words and concepts),
 * so a question in another language than the passage still finds its sentence.
 */
export function extractPassage(
  content: string,
  query: Pick<PreparedQuery, 'words' | 'meanings'>,
  termsOf: (sentence: string) => string[],
): string {
  const sentences = splitSentences(content.replace(/\s+/g, ' '));
  if (sentences.length <= 1) return content.trim().slice(0, MAX_CHARS * 2);
  const wanted = new Set([...query.words, ...[...query.meanings.values()].flat()]);
  let bestIndex = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const score = new Set(termsOf(sentence).filter((t) => wanted.has(t))).size;
    if (score > bestScore) {
      bestScore = score;
      bestIndex = i;
    }
  });
  let start = bestIndex;
  let end = bestIndex + 1;
  let length = sentences[bestIndex]?.length ?? 0;
  while (length < MAX_CHARS) {
    const next = sentences[end];
    if (next && length + next.length <= MAX_CHARS) {
      length += next.length;
      end++;
      continue;
    }
    const previous = sentences[start - 1];
    if (previous && length + previous.length <= MAX_CHARS) {
      length += previous.length;
      start--;
      continue;
    }
    break;
  }
  return sentences.slice(start, end).join(' ');
}
