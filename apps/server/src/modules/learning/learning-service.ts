import type { AddAlias, PhrasingSuggestion, UnansweredResponse } from '@parley/contract/learning';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { LlmProvider } from '../../providers/llm/llm-provider.ts';
import { type FaqsService, languageVersion } from '../faqs/faqs-service.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  deleteSuggestion,
  dismissEvents,
  eventsSince,
  getSuggestion,
  listSuggestions,
  replaceSuggestions,
  type SuggestionRow,
} from './learning-repository.ts';
import { suggestPhrasings } from './suggest-phrasings.ts';
import { groupUnanswered, questionKey, timeline } from './unanswered-groups.ts';

const suggestionNotFound = () => notFound('Suggestion not found');

const toSuggestion = (s: SuggestionRow): PhrasingSuggestion => ({
  id: s.id,
  faq_id: s.faqId,
  faq_question: s.faqQuestion,
  language: s.language,
  text: s.text,
  created_at: s.createdAt.toISOString(),
});

/**
 * The admin's side of learning from visitors. Visitors' wordings only reach the knowledge base through
 * the two approvals here (an alias, a suggestion), both via FaqsService, which refreshes every instance.
 */
export class LearningService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      faqs: FaqsService;
      knowledge: KnowledgeService;
      settings: SettingsService;
      llm?: LlmProvider;
      clock?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  async overview(days: number): Promise<UnansweredResponse> {
    const now = this.now();
    const since = new Date(now.getTime() - days * 86_400_000);
    await this.deps.knowledge.ready();
    const [events, suggestions] = await Promise.all([eventsSince(this.db, since), listSuggestions(this.db)]);
    const counts = timeline(events, since, now);
    return {
      days,
      totals: {
        not_found: counts.reduce((n, d) => n + d.not_found, 0),
        clarification: counts.reduce((n, d) => n + d.clarification, 0),
        picked: counts.reduce((n, d) => n + d.picked, 0),
      },
      timeline: counts,
      groups: groupUnanswered(events, this.deps.knowledge.current().index),
      suggestions: suggestions.map(toSuggestion),
      suggestions_available: this.deps.llm !== undefined,
      collecting: this.deps.settings.get().dataRetention.enableTrainingDataCollection,
    };
  }

  addAlias(input: AddAlias) {
    return this.deps.faqs.addAlias(input.faq_id, input.language, input.question);
  }

  async dismiss(language: string, question: string): Promise<number> {
    return dismissEvents(this.db, language, questionKey(question), this.now());
  }

  /** Replaces the FAQ's pending suggestions in that language with a new round from the model. */
  async suggest(faqId: string, language: string): Promise<PhrasingSuggestion[]> {
    const { llm } = this.deps;
    if (!llm)
      throw new AppError(
        'suggestions_unavailable',
        'No language model is configured (set LLM_BASE_URL and LLM_MODEL).',
      );
    const faq = await this.deps.faqs.get(faqId);
    const version = languageVersion(faq, language);
    const texts = await suggestPhrasings(llm, { ...version, language }).catch(() => {
      throw new AppError('suggestions_failed', 'The language model did not answer. Try again later.');
    });
    await replaceSuggestions(this.db, faqId, language, texts);
    return (await listSuggestions(this.db))
      .filter((s) => s.faqId === faqId && s.language === language)
      .map(toSuggestion);
  }

  async approveSuggestion(id: string) {
    const suggestion = await getSuggestion(this.db, id);
    if (!suggestion) throw suggestionNotFound();
    const faq = await this.deps.faqs.addAlias(suggestion.faqId, suggestion.language, suggestion.text);
    await deleteSuggestion(this.db, id);
    return faq;
  }

  async rejectSuggestion(id: string): Promise<void> {
    if (!(await deleteSuggestion(this.db, id))) throw suggestionNotFound();
  }
}
