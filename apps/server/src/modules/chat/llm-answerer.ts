import { DEFAULT_LANGUAGES } from '@parley/contract/languages';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { LlmMessage, LlmProvider } from '../../providers/llm/llm-provider.ts';
import type { EngineReply } from '../answering/compose-reply.ts';
import { listSessionMessages, type SessionRow } from '../sessions/sessions-repository.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { OnDelta } from './chat-service.ts';
import type { ComposedAnswer } from './compose-answer.ts';

const PERSONALITY_LINES = {
  friendly: 'Be warm, friendly and upbeat.',
  professional: 'Be concise, courteous and professional.',
  technical: 'Be precise and technical; give exact steps and figures.',
  empathetic: 'Be patient and empathetic; acknowledge the visitor’s situation first.',
} as const;

const HISTORY_MESSAGES = 10;

function languageName(code: string): string {
  return DEFAULT_LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/**
 * Rewrites a retrieved answer fluently with the configured LLM. Only answers grounded in retrieved FAQs or
 * passages go to the model; greetings, clarifications and "not found" stay with the engine so the model
 * never answers from its own knowledge. Any provider failure falls back to the engine's answer.
 */
export class LlmAnswerer {
  constructor(
    private readonly llm: LlmProvider,
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly log?: Logger,
  ) {}

  /**
   * The engine found no confident answer but offered related FAQs: the model says which of them, if any,
   * the visitor's message asks. Returns that FAQ's question, or undefined for none or on any failure.
   * The model only chooses among the shop's own FAQs; it never writes the answer from its own knowledge.
   */
  async pickRelated(question: string, options: string[]): Promise<string | undefined> {
    const list = options.map((o, i) => `${i + 1}. ${o}`).join('\n');
    try {
      const reply = await this.llm.complete({
        messages: [
          {
            role: 'system',
            content:
              'You match a customer message to a list of FAQ questions. Reply with the number of the FAQ ' +
              'the message asks about, or 0 if none of them answers it. Reply with the number only.',
          },
          { role: 'user', content: `Message: ${question}\n\nFAQ questions:\n${list}` },
        ],
        temperature: 0,
        presencePenalty: 0,
        frequencyPenalty: 0,
        maxTokens: 5,
        timeoutMs: this.settings.get().chatbot.maxResponseTime * 1000,
      });
      const picked = Number(/\d+/.exec(reply)?.[0] ?? 0);
      return options[picked - 1];
    } catch (err) {
      this.log?.warn({ err, model: this.llm.model }, 'language model could not pick a related FAQ');
      return undefined;
    }
  }

  async improve(input: {
    session: SessionRow;
    question: string;
    engineReply: EngineReply;
    answer: ComposedAnswer;
    onDelta?: OnDelta;
  }): Promise<ComposedAnswer> {
    const { engineReply, answer, onDelta } = input;
    // A passage shown as one that may help goes to the model too: it can tell whether the passage answers.
    const mayHelp = engineReply.mayHelp ?? [];
    if (engineReply.kind !== 'faq' && engineReply.kind !== 'document' && mayHelp.length === 0) {
      await onDelta?.(answer.message);
      return answer;
    }
    const settings = this.settings.get();
    const history = await listSessionMessages(this.db, input.session.id, HISTORY_MESSAGES + 1);
    // The newest stored message is the question being answered; it is sent last, once.
    const previous = history.slice(0, -1).slice(-HISTORY_MESSAGES);
    const knowledge = [
      ...engineReply.sources.map((s) => `- ${s.type === 'faq' ? 'FAQ' : 'Document'}: ${s.title}`),
      ...mayHelp.map((d) => `- Document (may not answer the question): ${d.title}`),
    ].join('\n');
    const messages: LlmMessage[] = [
      {
        role: 'system',
        content: [
          settings.chatbot.systemPrompt,
          `Your name is ${settings.chatbot.name}. ${PERSONALITY_LINES[settings.chatbot.personalityType]}`,
          `Reply in ${languageName(answer.detectedLanguage)} only.`,
          'Use only the business information below. If it does not answer the question, say so and suggest the contact page (/contact).',
          `Business information (sources):\n${knowledge}\nRelevant answer:\n${engineReply.message}`,
        ].join('\n\n'),
      },
      ...previous.map((m) => ({ role: m.role, content: m.content }) as LlmMessage),
      { role: 'user', content: input.question },
    ];
    let text = '';
    try {
      for await (const delta of this.llm.stream({
        messages,
        temperature: settings.chatbot.temperature,
        presencePenalty: settings.chatbot.presencePenalty,
        frequencyPenalty: settings.chatbot.frequencyPenalty,
        maxTokens: settings.security.maxTokensPerRequest,
        timeoutMs: settings.chatbot.maxResponseTime * 1000,
      })) {
        text += delta;
        await onDelta?.(delta);
      }
      if (!text.trim()) throw new Error('empty reply from the language model');
      return { ...answer, message: text.trim(), answeredBy: 'llm' };
    } catch (err) {
      this.log?.warn(
        { err, model: this.llm.model },
        'language model failed; answered with the built-in engine',
      );
      if (!text) await onDelta?.(answer.message);
      return { ...answer, answeredBy: 'engine_fallback' };
    }
  }
}
