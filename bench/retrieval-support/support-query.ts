/**
 * One visitor question of the support-domain benchmark.
 * - paraphrase: a real visitor's wording of one FAQ (`expected` holds its slug) that reuses neither the
 *   FAQ's question nor its aliases.
 * - vague: too short or general to pick one FAQ; `expected` lists the slugs it could mean (two or more).
 * - off-topic: nothing the shop's FAQs answer; `expected` is empty.
 */
export interface SupportQuery {
  language: string;
  kind: 'paraphrase' | 'vague' | 'off-topic';
  text: string;
  expected: string[];
}
