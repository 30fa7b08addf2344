import { DEFAULT_WELCOME_MESSAGE } from '@parley/contract/widget-defaults';
import { widgetTexts } from './widget-texts.ts';

export interface WelcomeSettings {
  name: string;
  welcomeMessage: string;
  welcomeMessages?: Record<string, string>;
}

/**
 * The welcome a visitor sees in `language`: the admin's text for that language, else the spec's default
 * welcome translated while the admin has not changed it, else the admin's text in the default language,
 * else (when cleared) a greeting signed with the chatbot's name.
 */
export function welcomeText(chatbot: WelcomeSettings | undefined, language: string): string {
  const texts = widgetTexts(language);
  if (!chatbot) return texts.welcome;
  const own = chatbot.welcomeMessages?.[language]?.trim();
  if (own) return own;
  if (chatbot.welcomeMessage.trim() === DEFAULT_WELCOME_MESSAGE) return texts.welcome;
  return chatbot.welcomeMessage.trim() || `${texts.greeting} — ${chatbot.name}`;
}
