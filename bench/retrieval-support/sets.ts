import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { demoFaqs } from '../../apps/server/src/data/demo-data.ts';
import { type FaqSet, faqSetSchema, parseData } from '../../apps/server/src/data/faq-set.ts';
import type { KnowledgeFaq } from '../../apps/server/src/modules/answering/knowledge-types.ts';

/**
 * One visitor question of a dev set.
 * - paraphrase: a visitor's own wording of one FAQ (`expected` holds its slug), written without the FAQ at hand.
 * - vague: too short or general to pick one FAQ; `expected` lists the slugs it could mean.
 * - off-topic: nothing the business's FAQs answer; `expected` is empty.
 */
export const questionSchema = z.object({
  language: z.string().min(2),
  kind: z.enum(['paraphrase', 'vague', 'off-topic']),
  text: z.string().min(1),
  expected: z.array(z.string()),
});
export type SetQuestion = z.infer<typeof questionSchema>;

export interface DevSet {
  id: string;
  faqs: FaqSet;
  questions: SetQuestion[];
}

/**
 * sets/: the dev sets the engine was developed and tuned on. heldout/: businesses written later that no
 * setting was ever chosen on (tune.ts never reads them); run.ts reports them apart.
 */
export type SetGroup = 'sets' | 'heldout';

/**
 * Every set under <group>/<id>/: questions.json, and faqs.json (the demo shop's FAQs are the app's
 * own seed data, so sets/shop has no copy of them).
 */
export function loadDevSets(group: SetGroup = 'sets'): DevSet[] {
  const SETS_DIR = new URL(`./${group}/`, import.meta.url);
  return readdirSync(SETS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((id) => {
      const read = (file: string) => JSON.parse(readFileSync(new URL(`${id}/${file}`, SETS_DIR), 'utf8'));
      let questions: SetQuestion[];
      let faqs: FaqSet;
      try {
        questions = parseData(
          z.array(questionSchema),
          read('questions.json'),
          `${group}/${id}/questions.json`,
        );
        faqs =
          id === 'shop' ? demoFaqs : parseData(faqSetSchema, read('faqs.json'), `${group}/${id}/faqs.json`);
      } catch (err) {
        // A set still being written (no faqs.json yet) is skipped with a note, not a crash.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          console.warn(`skipping set ${id}: ${(err as Error).message}`);
          return [];
        }
        throw err;
      }
      const slugs = new Set(faqs.map((f) => f.slug));
      for (const q of questions)
        for (const slug of q.expected)
          if (!slugs.has(slug)) throw new Error(`${group}/${id}: unknown slug ${slug} in "${q.text}"`);
      return [{ id, faqs, questions }];
    });
}

/**
 * All sets of a group as one business with many FAQs (slugs become "<set>--<slug>"). Off-topic questions
 * are left out: another business's FAQ may well answer them.
 */
export function mergeSets(sets: DevSet[]): DevSet {
  const slug = (set: DevSet, s: string) => `${set.id}--${s}`;
  return {
    id: `${sets.length} sets merged`,
    faqs: sets.flatMap((set) => set.faqs.map((f) => ({ ...f, slug: slug(set, f.slug) }))),
    questions: sets.flatMap((set) =>
      set.questions
        .filter((q) => q.kind !== 'off-topic')
        .map((q) => ({ ...q, expected: q.expected.map((s) => slug(set, s)) })),
    ),
  };
}

/** The engine's view of a set's FAQs: the slug is the id, the first language version the FAQ's own. */
export function knowledgeFaqs(faqs: FaqSet): KnowledgeFaq[] {
  return faqs.map((f) => ({
    id: f.slug,
    category: f.category,
    keywords: f.keywords,
    versions: Object.entries(f.translations).map(([language, v]) => ({ language, ...v })),
  }));
}

/** The FAQs with only their versions in `languages` (all of them when none are given); a FAQ with none left is dropped. */
export function onlyIn(faqs: KnowledgeFaq[], languages?: string[]): KnowledgeFaq[] {
  if (!languages) return faqs;
  return faqs
    .map((f) => ({ ...f, versions: f.versions.filter((v) => languages.includes(v.language)) }))
    .filter((f) => f.versions.length > 0);
}
