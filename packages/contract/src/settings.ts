import { z } from 'zod';
import { HEX_COLOUR, keepsWhiteTextReadable } from './contrast.ts';
import { languageCodeSchema } from './language-code-schema.ts';
import { DEFAULT_LANGUAGES } from './languages.ts';
import { DEFAULT_ACCENT_COLOUR, DEFAULT_WELCOME_MESSAGE, WIDGET_POSITIONS } from './widget-defaults.ts';

export const PERSONALITY_TYPES = ['friendly', 'professional', 'technical', 'empathetic'] as const;
export type PersonalityType = (typeof PERSONALITY_TYPES)[number];

/** Default-language choices of the settings screen (spec section 5). */
export const DEFAULT_LANGUAGE_CHOICES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'ja',
  'ko',
  'zh',
] as const;

export const DEFAULT_SYSTEM_PROMPT =
  'You are a friendly and helpful customer-support assistant. Answer the visitor in their own language, ' +
  'using only the business information provided. If you do not know the answer, say so politely and point ' +
  'the visitor to the contact page.';

const unit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 1`)
    .max(1, `${label} must be between 0 and 1`);

const chatbotSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Chatbot name is required')
    .max(60, 'Chatbot name must be at most 60 characters')
    .default('AI Assistant'),
  defaultLanguage: languageCodeSchema.default('en'),
  maxResponseTime: z
    .number()
    .int('Max response time must be a whole number of seconds')
    .min(5, 'Max response time must be between 5 and 60 seconds')
    .max(60, 'Max response time must be between 5 and 60 seconds')
    .default(30),
  personalityType: z
    .enum(PERSONALITY_TYPES, { error: 'Personality must be friendly, professional, technical or empathetic' })
    .default('friendly'),
  welcomeMessage: z
    .string()
    .max(500, 'Welcome message must be at most 500 characters')
    .default(DEFAULT_WELCOME_MESSAGE),
  // The welcome in other languages, by language code; a language without one gets the welcomeMessage.
  welcomeMessages: z
    .record(languageCodeSchema, z.string().trim().max(500, 'Welcome message must be at most 500 characters'))
    .default({}),
  systemPrompt: z
    .string()
    .max(4000, 'System prompt must be at most 4000 characters')
    .default(DEFAULT_SYSTEM_PROMPT),
  temperature: unit('Temperature').default(0.7),
  presencePenalty: unit('Topic diversity').default(0.6),
  frequencyPenalty: unit('Repetition control').default(0.3),
  languages: z
    .array(z.object({ code: languageCodeSchema, name: z.string().trim().min(1).max(40) }))
    .min(1, 'At least one language must be enabled')
    .default(DEFAULT_LANGUAGES.map((l) => ({ ...l }))),
});

const sessionSchema = z.object({
  ttl: z
    .number()
    .int('Session TTL must be a whole number of days')
    .min(1, 'Session TTL must be between 1 and 90 days')
    .max(90, 'Session TTL must be between 1 and 90 days')
    .default(30),
  timeout: z
    .number()
    .int('Session timeout must be a whole number of minutes')
    .min(15, 'Session timeout must be between 15 and 120 minutes')
    .max(120, 'Session timeout must be between 15 and 120 minutes')
    .default(60),
  allowAnonymous: z.boolean().default(true),
  maxSessionsPerUser: z
    .number()
    .int('Max sessions per user must be a whole number')
    .min(1, 'Max sessions per user must be between 1 and 100')
    .max(100, 'Max sessions per user must be between 1 and 100')
    .default(10),
});

const cacheSchema = z.object({
  enabled: z.boolean().default(true),
  maxEntries: z
    .number()
    .int('Cache entries must be in steps of 100')
    .min(100, 'Cache entries must be between 100 and 10000')
    .max(10000, 'Cache entries must be between 100 and 10000')
    .multipleOf(100, 'Cache entries must be in steps of 100')
    .default(1000),
  expirationTime: z
    .number()
    .int('Cache expiration must be a whole number of minutes')
    .min(5, 'Cache expiration must be between 5 minutes and 24 hours')
    .max(1440, 'Cache expiration must be between 5 minutes and 24 hours')
    .default(30),
});

const dataRetentionSchema = z.object({
  enableAnonymizedStorage: z.boolean().default(false),
  enableTrainingDataCollection: z.boolean().default(false),
  analyticsRetentionDays: z
    .number()
    .int('Analytics retention must be a whole number of days')
    .min(1, 'Analytics retention must be between 1 and 365 days')
    .max(365, 'Analytics retention must be between 1 and 365 days')
    .default(90),
  enableAutoExpiry: z.boolean().default(true),
});

/** `*`, or scheme://host[:port] with a DNS name, IPv4 or bracketed IPv6 host; no path, quotes or separators. */
export const ORIGIN_PATTERN =
  /^(\*|https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(:\d{1,5})?)$/;
export const MAX_ALLOWED_ORIGINS = 100;

const securitySchema = z.object({
  enforceAuthentication: z.boolean().default(false),
  maxRequestsPerMinute: z
    .number()
    .int('Requests per minute must be a whole number')
    .min(1, 'Requests per minute must be between 1 and 10000')
    .max(10000, 'Requests per minute must be between 1 and 10000')
    .default(60),
  maxTokensPerRequest: z
    .number()
    .int('Tokens per request must be a whole number')
    .min(100, 'Tokens per request must be between 100 and 32000')
    .max(32000, 'Tokens per request must be between 100 and 32000')
    .default(2000),
  // '*' allows every origin (the spec's default); otherwise exact origins such as https://shop.example.com.
  // They are copied into the Content-Security-Policy header, so nothing but scheme, host and port may pass.
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(ORIGIN_PATTERN, 'Allowed origins must be * or origins like https://example.com'),
    )
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins`)
    .default(['*']),
});

const brandingSchema = z.object({
  accentColor: z
    .string()
    .regex(HEX_COLOUR, 'Accent colour must be a hex colour such as #4f46e5')
    .refine(
      keepsWhiteTextReadable,
      'Accent colour is too light: white text on it needs a contrast of at least 4.5:1 (WCAG AA)',
    )
    .default(DEFAULT_ACCENT_COLOUR),
  position: z
    .enum(WIDGET_POSITIONS, { error: 'Position must be bottom-right or bottom-left' })
    .default('bottom-right'),
  avatarInitial: z.string().trim().max(2, 'Avatar initial must be at most 2 characters').default(''),
});

/** The one `chatbot_settings` record. Parsing `{}` yields exactly the spec's defaults. */
export const chatbotSettingsSchema = z.object({
  chatbot: chatbotSchema.prefault({}),
  session: sessionSchema.prefault({}),
  cache: cacheSchema.prefault({}),
  dataRetention: dataRetentionSchema.prefault({}),
  security: securitySchema.prefault({}),
  branding: brandingSchema.prefault({}),
});

export type ChatbotSettings = z.infer<typeof chatbotSettingsSchema>;

export const defaultSettings = (): ChatbotSettings => chatbotSettingsSchema.parse({});
