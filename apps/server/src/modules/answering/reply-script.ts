import { asTraditionalChinese, writesTraditional } from './chinese-script.ts';
import type { EngineReply } from './compose-reply.ts';

/**
 * A reply to a visitor who writes Chinese in Traditional characters, in Traditional characters: the FAQ
 * text, the buttons and the sources' titles (a button sends its own text, which the engine reads as
 * Simplified again). Any other reply is returned as it is. Text with kana (a Japanese-only FAQ) stays.
 */
export async function inVisitorsScript(reply: EngineReply, message: string): Promise<EngineReply> {
  if (reply.detectedLanguage !== 'zh' || !writesTraditional(message)) return reply;
  const all = (texts: string[]) => Promise.all(texts.map(asTraditionalChinese));
  const titled = async <T extends { title: string }>(items: T[]) => {
    const titles = await all(items.map((i) => i.title));
    return items.map((item, k) => ({ ...item, title: titles[k] ?? item.title }));
  };
  return {
    ...reply,
    message: await asTraditionalChinese(reply.message),
    clarificationOptions: await all(reply.clarificationOptions),
    sources: await titled(reply.sources),
    ...(reply.mayHelp ? { mayHelp: await titled(reply.mayHelp) } : {}),
  };
}
