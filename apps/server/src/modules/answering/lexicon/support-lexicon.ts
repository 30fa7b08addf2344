import { z } from 'zod';
import { parseData } from '../../../data/faq-set.ts';
import lexiconJson from '../../../data/support-lexicon.json' with { type: 'json' };
import { ConceptMatcher, type Lexicon } from './concept-matcher.ts';

/**
 * General customer-support concepts (delivery, refund, booking, password ...), each with the words that
 * express it in the 12 default languages. Only vocabulary any business's visitors use belongs here:
 * nothing about one business's products.
 */
const lexiconSchema = z.record(
  z.string().regex(/^[a-z_]+$/),
  z.object({ description: z.string(), words: z.record(z.string(), z.array(z.string().min(1))) }),
);

let matcher: ConceptMatcher | undefined;

/** The built-in customer-support lexicon (validated and built on first use). */
export function supportConcepts(): ConceptMatcher {
  if (!matcher) {
    const data = parseData(lexiconSchema, lexiconJson, 'support-lexicon.json');
    const lexicon: Lexicon = Object.fromEntries(Object.entries(data).map(([id, c]) => [id, c.words]));
    matcher = new ConceptMatcher(lexicon);
  }
  return matcher;
}
