import { z } from 'zod';
import type { LlmProvider } from '../../providers/llm/llm-provider.ts';
import { nameOf } from '../../providers/llm/translate-with-llm.ts';
import { questionKey } from './unanswered-groups.ts';

export const MAX_SUGGESTIONS = 10;
const MAX_LENGTH = 300;

/**
 * Asks the model for up to ten ways visitors might ask one FAQ in one language. Only new wordings come
 * back (not the question, an alias or each other again); they are suggestions for an admin to approve.
 */
export async function suggestPhrasings(
  llm: LlmProvider,
  version: { language: string; question: string; answer: string; aliases: string[] },
): Promise<string[]> {
  const reply = await llm.complete({
    messages: [
      {
        role: 'system',
        content:
          `Write ${MAX_SUGGESTIONS} different ways a customer might ask this in a support chat, in ${nameOf(version.language)}: ` +
          'short and long, informal, some describing their situation instead of asking. Each must be answered ' +
          'by the given answer. Answer with only a JSON array of strings.',
      },
      { role: 'user', content: `Question: ${version.question}\nAnswer: ${version.answer}` },
    ],
    temperature: 0.7,
    presencePenalty: 0,
    frequencyPenalty: 0,
    maxTokens: 2000,
    timeoutMs: 60_000,
  });
  const json = reply.slice(reply.indexOf('['), reply.lastIndexOf(']') + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const texts = z.array(z.unknown()).safeParse(parsed);
  if (!texts.success) return [];
  const seen = new Set([version.question, ...version.aliases].map(questionKey));
  const out: string[] = [];
  for (const item of texts.data) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    const key = questionKey(text);
    if (!key || text.length > MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}
