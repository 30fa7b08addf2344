import { z } from 'zod';
import chatOnlyJson from '../../data/chat-only-concepts.json' with { type: 'json' };
import { parseData } from '../../data/faq-set.ts';
import { conceptTerm } from './lexicon/concept-matcher.ts';

const schema = z.object({
  description: z.string(),
  concepts: z.array(z.string().regex(/^[a-z_]+$/)).min(1),
});

/** The support-lexicon concepts a chat is asked but no business answers (chat-only-concepts.json). */
export const CHAT_ONLY_CONCEPTS: readonly string[] = parseData(
  schema,
  chatOnlyJson,
  'chat-only-concepts.json',
).concepts;

const TERMS = new Set(CHAT_ONLY_CONCEPTS.map(conceptTerm));

/** Whether a question's term is such a concept ("~joke"). */
export const isChatOnlyTerm = (term: string) => TERMS.has(term);
