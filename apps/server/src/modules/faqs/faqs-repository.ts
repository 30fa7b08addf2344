import { randomUUID } from 'node:crypto';
import type { Faq, FaqInput, FaqListQuery } from '@parley/contract/admin';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { faqs, faqTranslations } from '../../db/schema.ts';

type FaqRow = typeof faqs.$inferSelect;
type TranslationRow = typeof faqTranslations.$inferSelect;

const SORT_COLUMNS = { question: faqs.question, status: faqs.status, created_at: faqs.createdAt } as const;

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%" only. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function toFaq(row: FaqRow, translations: TranslationRow[]): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    status: row.status,
    language: row.language,
    category: row.category,
    keywords: row.keywords,
    aliases: row.aliases,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.language,
        { question: t.question, answer: t.answer, aliases: t.aliases, origin: t.origin },
      ]),
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withTranslations(db: Db | Tx, rows: FaqRow[]): Promise<Faq[]> {
  if (rows.length === 0) return [];
  const translations = await db
    .select()
    .from(faqTranslations)
    .where(
      inArray(
        faqTranslations.faqId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) =>
    toFaq(
      r,
      translations.filter((t) => t.faqId === r.id),
    ),
  );
}

/** The search matches a FAQ when its question or answer contains the text in any of its language versions. */
function searchCondition(db: Db, q: string): SQL | undefined {
  const pattern = likePattern(q);
  const inTranslation = db
    .select({ one: faqTranslations.faqId })
    .from(faqTranslations)
    .where(
      and(
        eq(faqTranslations.faqId, faqs.id),
        or(ilike(faqTranslations.question, pattern), ilike(faqTranslations.answer, pattern)),
      ),
    );
  return or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern), exists(inTranslation));
}

export async function listFaqs(db: Db, query: FaqListQuery): Promise<{ items: Faq[]; total: number }> {
  const q = query.q?.trim();
  const where = q ? searchCondition(db, q) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      // The id tiebreak keeps pages stable when many FAQs share a status or a timestamp.
      .orderBy(direction(column), direction(faqs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { items: await withTranslations(db, rows), total: totals[0]?.n ?? 0 };
}

export async function getFaq(db: Db | Tx, id: string): Promise<Faq | undefined> {
  const rows = await db.select().from(faqs).where(eq(faqs.id, id));
  return (await withTranslations(db, rows))[0];
}

async function writeTranslations(tx: Tx, faqId: string, input: FaqInput): Promise<void> {
  await tx.delete(faqTranslations).where(eq(faqTranslations.faqId, faqId));
  const entries = Object.entries(input.translations).filter(([language]) => language !== input.language);
  if (entries.length === 0) return;
  await tx.insert(faqTranslations).values(
    entries.map(([language, t]) => ({
      faqId,
      language,
      question: t.question,
      answer: t.answer,
      aliases: t.aliases,
    })),
  );
}

const baseValues = (input: FaqInput) => ({
  question: input.question,
  answer: input.answer,
  status: input.status,
  language: input.language,
  category: input.category ?? null,
  keywords: input.keywords,
  aliases: input.aliases,
});

/** Inserts FAQs with their language versions in one transaction: all or nothing. */
export async function insertFaqs(db: Db, inputs: FaqInput[]): Promise<{ id: string; question: string }[]> {
  return db.transaction(async (tx) => {
    const created: { id: string; question: string }[] = [];
    for (const input of inputs) {
      const id = randomUUID();
      await tx.insert(faqs).values({ id, ...baseValues(input) });
      await writeTranslations(tx, id, input);
      created.push({ id, question: input.question });
    }
    return created;
  });
}

export async function updateFaq(db: Db, id: string, input: FaqInput): Promise<Faq | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(faqs)
      .set({ ...baseValues(input), updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning({ id: faqs.id });
    if (updated.length === 0) return undefined;
    await writeTranslations(tx, id, input);
    return getFaq(tx, id);
  });
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

export async function allFaqs(db: Db): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.createdAt), asc(faqs.id));
  return withTranslations(db, rows);
}

export async function saveMachineTranslations(
  db: Db,
  faqId: string,
  items: { language: string; question: string; answer: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(faqTranslations)
    .values(items.map((t) => ({ faqId, ...t, aliases: [], origin: 'machine' as const })))
    .onConflictDoNothing();
}

/** Replaces the aliases of one language version (the FAQ's own or a translation); false when it has none. */
export async function setVersionAliases(
  db: Db,
  faq: Faq,
  language: string,
  aliases: string[],
): Promise<boolean> {
  const rows =
    faq.language === language
      ? await db
          .update(faqs)
          .set({ aliases, updatedAt: new Date() })
          .where(eq(faqs.id, faq.id))
          .returning({ id: faqs.id })
      : await db
          .update(faqTranslations)
          .set({ aliases, updatedAt: new Date() })
          .where(and(eq(faqTranslations.faqId, faq.id), eq(faqTranslations.language, language)))
          .returning({ id: faqTranslations.faqId });
  return rows.length > 0;
}
