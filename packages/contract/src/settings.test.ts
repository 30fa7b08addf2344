import { describe, expect, it } from 'vitest';
import { chatbotSettingsSchema, defaultSettings } from './settings.ts';

describe('chatbot settings schema', () => {
  it('yields exactly the spec defaults from an empty object', () => {
    const s = defaultSettings();
    expect(s.chatbot).toMatchObject({
      name: 'AI Assistant',
      defaultLanguage: 'en',
      maxResponseTime: 30,
      personalityType: 'friendly',
      welcomeMessage: 'Hello! How can I assist you today?',
      temperature: 0.7,
      presencePenalty: 0.6,
      frequencyPenalty: 0.3,
    });
    expect(s.chatbot.systemPrompt.length).toBeGreaterThan(20);
    expect(s.chatbot.languages.map((l) => l.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'nl',
      'ru',
      'zh',
      'ja',
      'ko',
      'ar',
    ]);
    expect(s.session).toEqual({ ttl: 30, timeout: 60, allowAnonymous: true, maxSessionsPerUser: 10 });
    expect(s.cache).toEqual({ enabled: true, maxEntries: 1000, expirationTime: 30 });
    expect(s.dataRetention.analyticsRetentionDays).toBe(90);
    expect(s.security).toEqual({
      enforceAuthentication: false,
      maxRequestsPerMinute: 60,
      maxTokensPerRequest: 2000,
      allowedOrigins: ['*'],
    });
  });

  it.each([
    [{ session: { ttl: 91 } }, 'Session TTL must be between 1 and 90 days'],
    [{ session: { timeout: 10 } }, 'Session timeout must be between 15 and 120 minutes'],
    [{ cache: { maxEntries: 50 } }, 'Cache entries must be between 100 and 10000'],
    [{ cache: { expirationTime: 2000 } }, 'Cache expiration must be between 5 minutes and 24 hours'],
    [{ chatbot: { maxResponseTime: 61 } }, 'Max response time must be between 5 and 60 seconds'],
  ])('rejects %j with the spec message', (input, message) => {
    const result = chatbotSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
