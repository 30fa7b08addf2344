/**
 * Businesses' own documents asked by their visitors: each folder under dev/ (tuned on) and heldout/ (never
 * tuned on) holds one business's document.txt, facts.json (16 facts, each with a "quote" the answering
 * passage must contain) and questions.json, written from the facts' situations without the document in
 * view: each fact asked in the document's language, English (Spanish for an English document), Chinese and
 * Russian (Spanish for a Chinese or Russian document), plus questions the document does not answer. Each
 * business's document is uploaded to its own app through the real documents service (with --together, a
 * group's documents to one app: other businesses' documents, in other languages, then compete, and an
 * answer can cite a wrong document), then every question goes through POST /api/v1/chat as a new visitor.
 * Prints per group and language: questions answered from the right passage (the reply cites the business's
 * document and quotes the fact), the right passage offered under "not found" as one that may help (quoted,
 * not cited), the two together (one step), answered from the right document, from a wrong document; and the
 * unanswerable questions declined (no document cited), with how many of them were shown a passage that may
 * help.
 * Run: npx tsx bench/documents/businesses.ts [--together] [--misses]   (--misses: the dev group's misses only)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { jsonRequest } from '../../apps/server/src/test-app.ts';
import { benchApp, settled } from './bench-app.ts';

const factsSchema = z.object({
  language: z.string().length(2),
  facts: z.array(z.object({ id: z.string(), quote: z.string().min(1) })).min(1),
});
const questionsSchema = z.array(
  z.object({
    fact: z.string().nullable(),
    language: z.string().length(2),
    kind: z.enum(['answerable', 'unanswerable']),
    question: z.string().min(1),
  }),
);

interface Business {
  name: string;
  language: string;
  document: Uint8Array;
  quotes: Map<string, string>;
  questions: z.infer<typeof questionsSchema>;
}

const root = new URL('./', import.meta.url);
function loadGroup(group: string): Business[] {
  const dir = new URL(`${group}/`, root);
  return readdirSync(dir).map((name) => {
    const read = (file: string) => readFileSync(new URL(`${name}/${file}`, dir));
    const facts = factsSchema.parse(JSON.parse(read('facts.json').toString('utf8')));
    const quotes = new Map(facts.facts.map((f) => [f.id, f.quote]));
    const questions = questionsSchema.parse(JSON.parse(read('questions.json').toString('utf8')));
    for (const q of questions)
      if (q.kind === 'answerable' && !quotes.has(q.fact ?? ''))
        throw new Error(`${group}/${name}: no fact ${q.fact} for "${q.question}"`);
    return {
      name,
      language: facts.language,
      document: new Uint8Array(read('document.txt')),
      quotes,
      questions,
    };
  });
}

interface Tally {
  answerable: number;
  passage: number;
  offered: number;
  document: number;
  wrong: number;
  unanswerable: number;
  declined: number;
  shown: number;
}
const empty = (): Tally => ({
  answerable: 0,
  passage: 0,
  offered: 0,
  document: 0,
  wrong: 0,
  unanswerable: 0,
  declined: 0,
  shown: 0,
});
const squash = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

async function measure(group: string, businesses: Business[]): Promise<void> {
  const byLanguage = new Map<string, Tally>();
  const byBusiness = new Map<string, Tally>();
  const misses: string[] = [];
  // Each business asks its own app, as it would run Parley; --together puts a group's documents in one.
  for (const asked of process.argv.includes('--together') ? [businesses] : businesses.map((b) => [b])) {
    const t = await benchApp();
    const ids = new Map<string, string>();
    for (const b of asked) {
      const item = await t.services.documents.upload({ name: `${b.name}.txt`, bytes: b.document });
      const row = await settled(t, item.id);
      if (row.status === 'failed') throw new Error(`${b.name}: ${row.error}`);
      ids.set(b.name, item.id);
    }
    for (const b of asked)
      for (const q of b.questions) {
        const res = await t.app.request('/api/v1/chat', jsonRequest('POST', { message: q.question }));
        const reply = (await res.json()) as { message: string; sources: { type: string; id: string }[] };
        const cited = reply.sources.find((s) => s.type === 'document');
        const inLanguage = byLanguage.get(q.language) ?? empty();
        byLanguage.set(q.language, inLanguage);
        const ofBusiness = byBusiness.get(b.name) ?? empty();
        byBusiness.set(b.name, ofBusiness);
        // Each outcome counts for the question's language and for its business.
        const count = (key: keyof Tally) => {
          inLanguage[key]++;
          ofBusiness[key]++;
        };
        const shown = `[${b.name} ${q.language}] ${q.question} -> ${cited ? reply.message.slice(0, 120).replace(/\s+/g, ' ') : 'no document'}`;
        // A quote without a cited document is a passage offered under "not found" as one that may help.
        const offered = !cited && reply.message.includes('\n> ');
        if (q.kind === 'unanswerable') {
          count('unanswerable');
          if (cited) misses.push(`unanswerable ${shown}`);
          else count('declined');
          if (offered) count('shown');
          continue;
        }
        count('answerable');
        const quote = b.quotes.get(q.fact ?? '') ?? '';
        if (offered && squash(reply.message).includes(squash(quote))) count('offered');
        else if (!cited) misses.push(`${offered ? 'offered' : 'none'} ${q.fact} ${shown}`);
        else if (cited.id !== ids.get(b.name)) {
          count('wrong');
          misses.push(`wrong ${q.fact} ${shown}`);
        } else {
          count('document');
          if (squash(reply.message).includes(squash(quote))) count('passage');
          else misses.push(`passage ${q.fact} (wants "${quote}") ${shown}`);
        }
      }
    await t.close();
  }
  const pct = (a: number, n: number) => (n === 0 ? '     -' : `${((100 * a) / n).toFixed(1)}%`.padStart(6));
  const row = (label: string, x: Tally) =>
    `${label.padEnd(6)} ${String(x.answerable).padStart(4)} ${pct(x.passage, x.answerable)} ${pct(x.offered, x.answerable)} ${pct(x.passage + x.offered, x.answerable)} ${pct(x.document, x.answerable)} ${pct(x.wrong, x.answerable)} | ${String(x.unanswerable).padStart(3)} ${pct(x.declined, x.unanswerable)} ${pct(x.shown, x.unanswerable)}`;
  console.log(`\n== ${group}: ${businesses.map((b) => `${b.name} (${b.language})`).join(', ')}`);
  console.log('lang    asked passage offered onestep document  wrong | unans declined shown');
  const all = empty();
  for (const [language, x] of byLanguage) {
    console.log(row(language, x));
    for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += x[k];
  }
  console.log(row('all', all));
  for (const [name, x] of byBusiness) console.log(row(name.slice(0, 6), x));
  // Held-out misses are never printed: reading them would tune the engine on the sets meant to measure it.
  if (process.argv.includes('--misses') && group === 'dev') console.log(`misses:\n  ${misses.join('\n  ')}`);
}

for (const group of ['dev', 'heldout']) await measure(group, loadGroup(group));
