import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { asSimplifiedChinese } from '../answering/chinese-script.ts';
import type { ComposedAnswer } from '../chat/compose-answer.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { insertLearningEvent, latestOpenOffer, recordPick } from './learning-repository.ts';
import { questionKey } from './unanswered-groups.ts';

/** A one-way key per chat session: distinct visitors can be counted, the conversation cannot be found. */
export const visitorKey = (sessionId: string) =>
  createHash('sha256').update(`parley-visitor\u0000${sessionId}`).digest('base64url').slice(0, 22);

export interface Exchange {
  sessionId: string;
  question: string;
  answer: Pick<ComposedAnswer, 'kind' | 'detectedLanguage' | 'clarificationOptions' | 'sources'>;
}

/**
 * Records what the chat could not answer directly: each clarification and "not found" with the FAQs it
 * offered, and, when the visitor's next message is one of those buttons, the pick. Nothing is recorded
 * unless the admin enabled dataRetention.enableTrainingDataCollection, and nothing recorded here reaches
 * the answer engine until an admin approves it.
 */
export class LearningRecorder {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly knowledge: KnowledgeService,
    private readonly log?: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Never fails the chat: a recording error is logged and the reply goes out as usual. */
  async observe(exchange: Exchange): Promise<void> {
    if (!this.settings.get().dataRetention.enableTrainingDataCollection) return;
    try {
      await this.record(exchange);
    } catch (err) {
      this.log?.warn({ err }, 'recording a learning event failed');
    }
  }

  private async record({ sessionId, question, answer }: Exchange): Promise<void> {
    const key = visitorKey(sessionId);
    if (answer.kind === 'clarification' || answer.kind === 'not_found') {
      const { index } = this.knowledge.current();
      await insertLearningEvent(this.db, {
        kind: answer.kind,
        question: question.trim(),
        questionKey: questionKey(question),
        language: answer.detectedLanguage,
        offered: answer.clarificationOptions,
        // Buttons are FAQ questions in the visitor's language (in Traditional characters for a visitor who
        // writes them); the ids keep them apart when FAQs change.
        offeredFaqIds: answer.clarificationOptions.map((option) => {
          const simplified = asSimplifiedChinese(option);
          const shown = (question: string) => question === option || question === simplified;
          return index.faqs.find((f) => f.versions.some((v) => shown(v.question)))?.id ?? '';
        }),
        visitorKey: key,
        createdAt: this.clock(),
      });
      return;
    }
    // A clicked button sends the FAQ's question, which the engine answers with that very FAQ.
    const text = question.trim();
    if (answer.kind !== 'faq' || answer.sources[0]?.title !== text) return;
    const offer = await latestOpenOffer(this.db, key);
    if (!offer?.offered.includes(text)) return;
    await recordPick(this.db, offer.id, {
      picked: text,
      pickedFaqId: answer.sources[0]?.id ?? null,
      pickedAt: this.clock(),
    });
  }
}
