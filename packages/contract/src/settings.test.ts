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

  it.each([
    "https://shop.example; script-src 'unsafe-inline'",
    'https://shop.example"',
    "https://shop.example'",
    'https://shop.example/path',
    'javascript:alert(1)',
    'https://shop example',
    'https://shop.example,https://other.example',
  ])('refuses %j as an allowed origin (it would inject into the CSP header)', (origin) => {
    const result = chatbotSettingsSchema.safeParse({ security: { allowedOrigins: [origin] } });
    expect(result.error?.issues[0]?.message).toBe(
      'Allowed origins must be * or origins like https://example.com',
    );
  });

  it('accepts origins with ports and IP hosts, and at most 100 of them', () => {
    const ok = [
      '*',
      'https://Shop.example.com',
      'http://localhost:8080',
      'http://127.0.0.1:3000',
      'https://[::1]:8443',
    ];
    expect(chatbotSettingsSchema.parse({ security: { allowedOrigins: ok } }).security.allowedOrigins[1]).toBe(
      'https://shop.example.com',
    );
    const many = Array.from({ length: 101 }, (_, i) => `https://s${i}.example`);
    const result = chatbotSettingsSchema.safeParse({ security: { allowedOrigins: many } });
    expect(result.error?.issues[0]?.message).toBe('At most 100 allowed origins');
  });

  it.each([
    [{ cache: { maxEntries: 1050 } }, ['cache', 'maxEntries'], 'Cache entries must be in steps of 100'],
    [
      { cache: { maxEntries: 10100 } },
      ['cache', 'maxEntries'],
      'Cache entries must be between 100 and 10000',
    ],
    [{ session: { ttl: 1.5 } }, ['session', 'ttl'], 'Session TTL must be a whole number of days'],
    [
      { cache: { expirationTime: 4.5 } },
      ['cache', 'expirationTime'],
      'Cache expiration must be a whole number of minutes',
    ],
    [
      { branding: { accentColor: '#facc15' } },
      ['branding', 'accentColor'],
      'Accent colour is too light: white text on it needs a contrast of at least 4.5:1 (WCAG AA)',
    ],
    [
      { branding: { accentColor: 'blue' } },
      ['branding', 'accentColor'],
      'Accent colour must be a hex colour such as #4f46e5',
    ],
  ])('names the rule that failed first for %j', (input, path, message) => {
    const issue = chatbotSettingsSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });

  it('defaults the branding and keeps per-language welcome messages', () => {
    expect(defaultSettings().branding).toEqual({
      accentColor: '#4f46e5',
      position: 'bottom-right',
      avatarInitial: '',
    });
    const s = chatbotSettingsSchema.parse({ chatbot: { welcomeMessages: { es: ' ¡Hola! ' } } });
    expect(s.chatbot.welcomeMessages).toEqual({ es: '¡Hola!' });
    expect(chatbotSettingsSchema.safeParse({ chatbot: { welcomeMessages: { spanish: 'x' } } }).success).toBe(
      false,
    );
  });
});
