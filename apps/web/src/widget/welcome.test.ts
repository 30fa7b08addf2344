import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { DEFAULT_WELCOME_MESSAGE } from '@parley/contract/widget-defaults';
import { describe, expect, it } from 'vitest';
import { welcomeText } from './welcome.ts';
import { WIDGET_TEXTS } from './widget-texts.ts';

const defaults = { name: 'Nora', welcomeMessage: DEFAULT_WELCOME_MESSAGE, welcomeMessages: {} };

describe('welcome message', () => {
  it('shows the default welcome in the language of the widget', () => {
    expect(welcomeText(defaults, 'en')).toBe('Hello! How can I assist you today?');
    expect(welcomeText(defaults, 'es')).toBe('¡Hola! ¿En qué puedo ayudarte hoy?');
    expect(welcomeText(defaults, 'ja')).toBe('こんにちは！本日はどのようなご用件でしょうか？');
  });

  it("prefers the admin's text for the language, then the admin's default-language text", () => {
    const custom = {
      name: 'Nora',
      welcomeMessage: 'Welcome to Northwind!',
      welcomeMessages: { es: '¡Bienvenido!' },
    };
    expect(welcomeText(custom, 'es')).toBe('¡Bienvenido!');
    expect(welcomeText(custom, 'fr')).toBe('Welcome to Northwind!');
    expect(welcomeText({ ...custom, welcomeMessage: '' }, 'de')).toBe('Hallo! Wie kann ich helfen? — Nora');
  });

  it('has every widget text in each of the twelve languages', () => {
    const keys = Object.keys(WIDGET_TEXTS.en ?? {}).sort();
    for (const code of DEFAULT_LANGUAGE_CODES) {
      const texts = WIDGET_TEXTS[code] ?? {};
      expect(Object.keys(texts).sort(), code).toEqual(keys);
      for (const value of Object.values(texts) as string[]) expect(value.trim(), code).not.toBe('');
    }
    expect(WIDGET_TEXTS.en?.welcome).toBe(DEFAULT_WELCOME_MESSAGE);
  });
});
