import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqs, learningEvents, phrasingSuggestions } from '../../db/schema.ts';

export type LearningEventRow = typeof learningEvents.$inferSelect;
export type NewLearningEvent = Omit<typeof learningEvents.$inferInsert, 'id'>;

export async function insertLearningEvent(db: Db, event: NewLearningEvent): Promise<void> {
  await db.insert(learningEvents).values({ id: randomUUID(), ...event });
}

/** The visitor's latest offer still without a pick. */
export async function latestOpenOffer(db: Db, visitorKey: string): Promise<LearningEventRow | undefined> {
  const rows = await db
    .select()
    .from(learningEvents)
    .where(eq(learningEvents.visitorKey, visitorKey))
    .orderBy(desc(learningEvents.createdAt))
    .limit(1);
  const latest = rows[0];
  return latest && latest.picked === null ? latest : undefined;
}

export async function recordPick(
  db: Db,
  id: string,
  pick: { picked: string; pickedFaqId: string | null; pickedAt: Date },
): Promise<void> {
  await db.update(learningEvents).set(pick).where(eq(learningEvents.id, id));
}

/** Events since a moment, oldest first, leaving out dismissed ones; capped so one page load stays cheap. */
export async function eventsSince(db: Db, since: Date, limit = 20_000): Promise<LearningEventRow[]> {
  return db
    .select()
    .from(learningEvents)
    .where(and(gte(learningEvents.createdAt, since), isNull(learningEvents.dismissedAt)))
    .orderBy(asc(learningEvents.createdAt))
    .limit(limit);
}

/** Marks every event of one question (its folded key) in one language as dismissed; returns how many. */
export async function dismissEvents(
  db: Db,
  language: string,
  questionKey: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(learningEvents)
    .set({ dismissedAt: at })
    .where(
      and(
        eq(learningEvents.language, language),
        eq(learningEvents.questionKey, questionKey),
        isNull(learningEvents.dismissedAt),
      ),
    )
    .returning({ id: learningEvents.id });
  return rows.length;
}

export interface SuggestionRow {
  id: string;
  faqId: string;
  faqQuestion: string;
  language: string;
  text: string;
  createdAt: Date;
}

export async function listSuggestions(db: Db): Promise<SuggestionRow[]> {
  return db
    .select({
      id: phrasingSuggestions.id,
      faqId: phrasingSuggestions.faqId,
      faqQuestion: faqs.question,
      language: phrasingSuggestions.language,
      text: phrasingSuggestions.text,
      createdAt: phrasingSuggestions.createdAt,
    })
    .from(phrasingSuggestions)
    .innerJoin(faqs, eq(faqs.id, phrasingSuggestions.faqId))
    .orderBy(
      asc(phrasingSuggestions.faqId),
      asc(phrasingSuggestions.language),
      asc(phrasingSuggestions.createdAt),
    );
}

export async function getSuggestion(db: Db, id: string) {
  const rows = await db.select().from(phrasingSuggestions).where(eq(phrasingSuggestions.id, id));
  return rows[0];
}

/** One round of suggestions for a FAQ and language replaces the previous round. */
export async function replaceSuggestions(
  db: Db,
  faqId: string,
  language: string,
  texts: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(phrasingSuggestions)
      .where(and(eq(phrasingSuggestions.faqId, faqId), eq(phrasingSuggestions.language, language)));
    if (texts.length > 0)
      await tx
        .insert(phrasingSuggestions)
        .values(texts.map((text) => ({ id: randomUUID(), faqId, language, text })));
  });
}

export async function deleteSuggestion(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(phrasingSuggestions)
    .where(eq(phrasingSuggestions.id, id))
    .returning({ id: phrasingSuggestions.id });
  return rows.length > 0;
}
