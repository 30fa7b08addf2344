import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { FaqInput } from '@parley/contract/admin';
import { z } from 'zod';
import { demoFaqs } from '../../apps/server/src/data/demo-data.ts';
import { type FaqSet, faqSetSchema, parseData } from '../../apps/server/src/data/faq-set.ts';
import { parseFaqImport } from '../../apps/server/src/modules/faqs/faq-import.ts';
import type { KnowledgeFaq } from '../../apps/server/src/modules/answering/knowledge-types.ts';

/** The value given after a command-line option of the bench's scripts ("--set fitness"), if any. */
export const optionValue = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

/**
 * One visitor question of a dev set.
 * - paraphrase: a visitor's own wording of one FAQ (`expected` names it), written without the FAQ at hand.
 * - vague: too short or general to pick one FAQ; `expected` names the FAQs it could mean.
 * - off-topic: nothing the business's FAQs answer; `expected` is empty.
 * A FAQ is named by its slug, or, for FAQs in Parley's import format, as "faq-<n>" or by one of its questions.
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
      const file = (name: string) => new URL(`${id}/${name}`, SETS_DIR);
      let questions: SetQuestion[];
      let faqs: BusinessFaqs;
      try {
        questions = parseData(
          z.array(questionSchema),
          JSON.parse(readFileSync(file('questions.json'), 'utf8')),
          `${group}/${id}/questions.json`,
        );
        faqs = id === 'shop' ? ownFormat(demoFaqs) : readFaqs(file, `${group}/${id}`);
      } catch (err) {
        // A set still being written (no faqs.json yet) is skipped with a note, not a crash.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          console.warn(`skipping set ${id}: ${(err as Error).message}`);
          return [];
        }
        throw err;
      }
      for (const q of questions)
        q.expected = q.expected.map((name) => {
          const slug = faqs.slugOf(name);
          if (slug === undefined) throw new Error(`${group}/${id}: no FAQ "${name}" for "${q.text}"`);
          return slug;
        });
      return [{ id, faqs: faqs.faqs, questions }];
    });
}

/** A set's FAQs, and the slug of the FAQ a question's `expected` names. */
interface BusinessFaqs {
  faqs: FaqSet;
  slugOf(name: string): string | undefined;
}

const ownFormat = (faqs: FaqSet): BusinessFaqs => {
  const slugs = new Set(faqs.map((f) => f.slug));
  return { faqs, slugOf: (name) => (slugs.has(name) ? name : undefined) };
};

/**
 * faqs.json in the bench's own format (an array of FAQs with slugs), or a business's FAQs as Parley
 * imports them: faqs.json as the admin's JSON export ({"faqs": [...]}) or faqs.csv as its CSV export.
 */
function readFaqs(file: (name: string) => URL, label: string): BusinessFaqs {
  if (existsSync(file('faqs.csv')))
    return fromImport(parseFaqImport({ kind: 'csv', text: readFileSync(file('faqs.csv'), 'utf8') }));
  const json: unknown = JSON.parse(readFileSync(file('faqs.json'), 'utf8'));
  return Array.isArray(json)
    ? ownFormat(parseData(faqSetSchema, json, `${label}/faqs.json`))
    : fromImport(parseFaqImport({ kind: 'json', value: json }));
}

/**
 * Imported FAQs as the chat sees them: active ones only, the FAQ's own language version first. Each is
 * "faq-<n>" (n counts the file's FAQs from 1); a question's `expected` names it so, or by one of its
 * questions in any language.
 */
function fromImport(inputs: FaqInput[]): BusinessFaqs {
  const faqs: FaqSet = [];
  const byQuestion = new Map<string, string>();
  const key = (question: string) => question.trim().toLocaleLowerCase();
  inputs.forEach((f, i) => {
    const slug = `faq-${i + 1}`;
    const own = { question: f.question, answer: f.answer, aliases: f.aliases };
    const translations = { [f.language]: own, ...f.translations, [f.language]: own };
    for (const v of Object.values(translations)) byQuestion.set(key(v.question), slug);
    byQuestion.set(slug, slug);
    if (f.status === 'active')
      faqs.push({ slug, category: f.category ?? '', keywords: f.keywords, translations });
  });
  const active = new Set(faqs.map((f) => f.slug));
  return {
    faqs,
    slugOf: (name) => {
      const slug = byQuestion.get(key(name));
      return slug !== undefined && active.has(slug) ? slug : undefined;
    },
  };
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
