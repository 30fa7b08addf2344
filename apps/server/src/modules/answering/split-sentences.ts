/**
 * A text's sentences: a full stop, question or exclamation mark followed by a space ends one, and in
 * Chinese and Japanese "。！？" end one without a space (those languages never write it).
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}
