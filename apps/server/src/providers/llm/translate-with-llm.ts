import { DEFAULT_LANGUAGES } from '@parley/contract/languages';
import { z } from 'zod';
import type { LlmProvider } from './llm-provider.ts';

/** The English name of a language code, as prompts name languages. */
export const nameOf = (code: string) => DEFAULT_LANGUAGES.find((l) => l.code === code)?.name ?? code;

/**
 * Translates texts with the language model, asking for a JSON array of the same length. Any failure
 * returns the originals, as the spec's translate calls do.
 */
export async function translateTexts(
  llm: LlmProvider,
  texts: string[],
  from: string,
  to: string,
): Promise<string[]> {
  if (texts.length === 0 || from === to) return texts;
  try {
    const reply = await llm.complete({
      messages: [
        {
          role: 'system',
          content:
            `Translate each string of the JSON array from ${nameOf(from)} to ${nameOf(to)}. Keep Markdown, links, ` +
            'numbers and product names unchanged. Answer with only a JSON array of strings, same length and order.',
        },
        { role: 'user', content: JSON.stringify(texts) },
      ],
      temperature: 0,
      presencePenalty: 0,
      frequencyPenalty: 0,
      maxTokens: 4000,
      timeoutMs: 30_000,
    });
    const json = reply.slice(reply.indexOf('['), reply.lastIndexOf(']') + 1);
    const parsed = z.array(z.string()).length(texts.length).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : texts;
  } catch {
    return texts;
  }
}
