/** How many passages, spread over a long document, are checked before trusting its overall language. */
export const LANGUAGE_SAMPLES = 64;

/**
 * The language of each passage. A detection costs a fraction of a millisecond however short the text, so
 * checking all 10,000+ passages of a 10 MB file takes seconds: a long document is sampled first, and only
 * when a sample disagrees with the document's language (a bilingual manual) is every passage checked.
 */
export async function passageLanguages(
  contents: string[],
  documentLanguage: string,
  detect: (text: string) => Promise<string>,
): Promise<string[]> {
  const detectAll = async (texts: string[]) => {
    const out: string[] = [];
    for (const text of texts) out.push(await detect(text));
    return out;
  };
  if (contents.length <= LANGUAGE_SAMPLES) return detectAll(contents);
  const step = contents.length / LANGUAGE_SAMPLES;
  const samples = Array.from({ length: LANGUAGE_SAMPLES }, (_, i) => contents[Math.floor(i * step)] ?? '');
  const sampled = await detectAll(samples);
  if (sampled.every((l) => l === documentLanguage)) return contents.map(() => documentLanguage);
  return detectAll(contents);
}
