import { randomUUID } from 'node:crypto';
import type { ChatReply, ChatRequest } from '@parley/contract/chat';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { answerQuestion } from '../answering/compose-reply.ts';
import type { Detection, LanguageDetector } from '../answering/detect-language.ts';
import { inVisitorsScript } from '../answering/reply-script.ts';
import { type AnalyzedText, analyzeText } from '../answering/tokenize.ts';
import type { SemanticSearch } from '../embeddings/semantic-search.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import type { LearningRecorder } from '../learning/learning-recorder.ts';
import type { ChatWriteBatcher } from '../sessions/chat-writes.ts';
import {
  findUnansweredUserMessage,
  type MessageRow,
  type SessionRow,
  updateMessageMetadata,
} from '../sessions/sessions-repository.ts';
import type { SessionsService } from '../sessions/sessions-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { maskPersonalData } from '../visitors/anonymize.ts';
import { ANONYMOUS_VISITOR } from '../visitors/visitor-id.ts';
import { type AnswerCache, answerCacheKey } from './answer-cache.ts';
import { type ComposedAnswer, fromEngine } from './compose-answer.ts';
import type { LlmAnswerer } from './llm-answerer.ts';

export interface ChatDeps {
  db: Db;
  writes: ChatWriteBatcher;
  sessions: SessionsService;
  knowledge: KnowledgeService;
  settings: SettingsService;
  cache: AnswerCache;
  /** Still loading at start-up; each message awaits it (instant once loaded). */
  detector: Promise<LanguageDetector>;
  llm?: LlmAnswerer;
  /** Records clarifications, picks and "not found" for the admin's Unanswered questions. */
  learning?: LearningRecorder;
  /** FAQs found by meaning, when an embeddings model is configured. */
  semantic?: SemanticSearch;
  log?: Logger;
  clock?: () => Date;
  /** Told the outcome of every reply ('failed' when answering threw), for /metrics. */
  onReply?: (outcome: string) => void;
}

/** Called with each text delta when the client asked for a streamed reply. */
export type OnDelta = (text: string) => void | Promise<void>;

const GENERIC_FAILURE = 'An error occurred while processing your message';
/** Max tokens per request also bounds the question, at about four characters a token. */
const CHARS_PER_TOKEN = 4;

export class ChatService {
  private readonly clock: () => Date;

  constructor(private readonly deps: ChatDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * Stores the visitor's message first, then answers it. If answering fails the failure is recorded on
   * the stored message, and a retry (attempt > 0) answers that same message instead of storing a copy.
   */
  async chat(request: ChatRequest, onDelta?: OnDelta, visitorId = ANONYMOUS_VISITOR): Promise<ChatReply> {
    const started = performance.now();
    const { settings: settingsService, sessions, db } = this.deps;
    const settings = settingsService.get();
    const allowed = settings.chatbot.languages.map((l) => l.code);
    if (request.language && !allowed.includes(request.language)) {
      throw new AppError('invalid_language', `Language "${request.language}" is not enabled for this chat.`);
    }
    const maxChars = settings.security.maxTokensPerRequest * CHARS_PER_TOKEN;
    if (request.message.length > maxChars) {
      throw new AppError(
        'message_too_long',
        `Messages can be at most ${maxChars.toLocaleString('en')} characters long.`,
      );
    }
    // Anonymized storage keeps the question without e-mail addresses or phone numbers.
    const stored = settings.dataRetention.enableAnonymizedStorage
      ? maskPersonalData(request.message)
      : request.message;
    const resolved = await sessions.resolveForChat(request.session_id, request.language, visitorId);
    let session = resolved.session;
    // Detection is cheap and pure, so it runs first and the stored question already carries its language.
    const text = analyzeText(request.message);
    const detection = await (await this.deps.detector).detect(text, {
      allowed,
      current: request.language ?? session.language,
    });
    const userMessage = await this.storeOrResumeUserMessage(
      session,
      resolved.isNew,
      { ...request, message: stored },
      detection.language,
    );
    if (resolved.isNew) await sessions.enforceSessionLimit(session);

    let answer: ComposedAnswer;
    let cached = false;
    try {
      ({ answer, cached } = await this.answer(session, request, text, detection, onDelta));
    } catch (err) {
      this.deps.log?.error({ err, sessionId: session.id }, 'answering failed');
      this.deps.onReply?.('failed');
      await updateMessageMetadata(db, userMessage.id, {
        ...userMessage.metadata,
        failed: true,
        error: err instanceof Error ? err.message : String(err),
      }).catch(() => {});
      throw new AppError('chat_failed', GENERIC_FAILURE);
    }

    const responseTime = Math.round((performance.now() - started) * 10) / 10;
    const replyId = randomUUID();
    session = sessions.afterExchange(session, {
      language: answer.detectedLanguage,
      responseTimeMs: responseTime,
      topic: answer.topic,
    });
    await this.deps.writes.write({
      messages: [
        {
          id: replyId,
          sessionId: session.id,
          role: 'assistant',
          content: answer.message,
          language: answer.detectedLanguage,
          userId: session.userId,
          createdAt: this.later(userMessage.createdAt),
          metadata: {
            type: 'assistant_response',
            cached,
            attempt: request.attempt,
            detected_language: answer.detectedLanguage,
            is_ambiguous: answer.requiresClarification,
            requires_clarification: answer.requiresClarification,
            clarification_options: answer.clarificationOptions,
            context_used: { faq_count: answer.faqCount, doc_count: answer.docCount },
            response_time: responseTime,
            sources: answer.sources,
            answered_by: answer.answeredBy,
            outcome: answer.kind,
          },
        },
      ],
      refreshes: [session],
    });
    this.deps.onReply?.(answer.kind);
    await this.deps.learning?.observe({ sessionId: session.id, question: stored, answer });
    // A retried question was marked failed; it has its answer now.
    if (userMessage.metadata.failed) {
      await updateMessageMetadata(db, userMessage.id, {
        type: 'user_message',
        attempt: request.attempt,
        detected_language: answer.detectedLanguage,
      });
    }

    return {
      message: answer.message,
      detected_language: answer.detectedLanguage,
      requires_clarification: answer.requiresClarification,
      clarification_options: answer.clarificationOptions,
      isAmbiguousQuery: answer.requiresClarification,
      context_used: { faq_count: answer.faqCount, doc_count: answer.docCount },
      response_time: responseTime,
      session_id: session.id,
      message_id: replyId,
      cached,
      sources: answer.sources,
      answered_by: answer.answeredBy,
    };
  }

  /** The reply must sort after the question even when both land in the same millisecond. */
  private later(after: Date): Date {
    const now = this.clock();
    return now.getTime() > after.getTime() ? now : new Date(after.getTime() + 1);
  }

  /** Stores the question (with its session when that is new) before anything answers it. */
  private async storeOrResumeUserMessage(
    session: SessionRow,
    isNewSession: boolean,
    request: ChatRequest,
    language: string,
  ): Promise<MessageRow> {
    if (request.attempt > 0 && !isNewSession) {
      const pending = await findUnansweredUserMessage(this.deps.db, session.id);
      if (pending && pending.content === request.message) return pending;
    }
    const message: MessageRow = {
      id: randomUUID(),
      sessionId: session.id,
      role: 'user',
      content: request.message,
      language,
      userId: session.userId,
      createdAt: this.clock(),
      metadata: { type: 'user_message', attempt: request.attempt, detected_language: language },
    };
    await this.deps.writes.write({ sessions: isNewSession ? [session] : [], messages: [message] });
    return message;
  }

  private async answer(
    session: SessionRow,
    request: ChatRequest,
    text: AnalyzedText,
    detection: Detection,
    onDelta?: OnDelta,
  ): Promise<{ answer: ComposedAnswer; cached: boolean }> {
    const settings = this.deps.settings.get();
    await this.deps.knowledge.ready();
    const { index, version } = this.deps.knowledge.current();
    // The detected language already accounts for the session's (kept for short messages), so it keys the reply.
    const key = answerCacheKey({
      question: request.message,
      language: detection.language,
      knowledgeVersion: version,
    });
    const hit = await this.deps.cache.get(key);
    if (hit) {
      await onDelta?.(hit.message);
      return { answer: hit, cached: true };
    }
    const vectorHits = await this.deps.semantic?.nearest(
      request.message,
      version,
      settings.chatbot.maxResponseTime * 1000,
    );
    const ask = (asked: AnalyzedText, hits?: typeof vectorHits) =>
      answerQuestion({
        text: asked,
        index,
        detection,
        chatbotName: settings.chatbot.name,
        personality: settings.chatbot.personalityType,
        ...(hits ? { vectorHits: hits } : {}),
      });
    let engineReply = ask(text, vectorHits);
    // Where the engine only offers FAQs (unsure, or words did not match), a configured model may still
    // recognise which one is meant.
    const offersOnly = engineReply.kind === 'not_found' || engineReply.kind === 'clarification';
    if (this.deps.llm && offersOnly && engineReply.clarificationOptions.length > 0) {
      const picked = await this.deps.llm.pickRelated(request.message, engineReply.clarificationOptions);
      if (picked) engineReply = ask(analyzeText(picked));
    }
    engineReply = await inVisitorsScript(engineReply, request.message);
    const topic = engineReply.matchedFaqId ? this.deps.knowledge.categoryOf(engineReply.matchedFaqId) : null;
    let answer = fromEngine(engineReply, topic);
    if (this.deps.llm) {
      answer = await this.deps.llm.improve({
        session,
        question: request.message,
        engineReply,
        answer,
        onDelta,
      });
    } else {
      await onDelta?.(answer.message);
    }
    // LLM replies depend on the conversation, so only retrieval answers are shared through the cache.
    if (answer.answeredBy === 'engine') await this.deps.cache.set(key, answer);
    return { answer, cached: false };
  }
}
