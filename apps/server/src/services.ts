import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ApiDocs } from './http/openapi.ts';
import { LanguageDetector } from './modules/answering/detect-language.ts';
import { ensureConfiguredAdmin } from './modules/auth/admin-bootstrap.ts';
import { configuredProviders, LazyAuth } from './modules/auth/auth.ts';
import { resolveAuthSecret } from './modules/auth/auth-secret.ts';
import { AnswerCache } from './modules/chat/answer-cache.ts';
import { ChatService } from './modules/chat/chat-service.ts';
import { LlmAnswerer } from './modules/chat/llm-answerer.ts';
import { ContactService } from './modules/contact/contact-service.ts';
import { FaqsService } from './modules/faqs/faqs-service.ts';
import { KnowledgeService } from './modules/knowledge/knowledge-service.ts';
import { ChatWriteBatcher } from './modules/sessions/chat-writes.ts';
import { SessionsService } from './modules/sessions/sessions-service.ts';
import type { SettingsService } from './modules/settings/settings-service.ts';
import { keepOriginals, type Translate } from './modules/translate/translate-routes.ts';
import type { CacheStore } from './providers/cache/cache-store.ts';
import { MemoryCacheStore } from './providers/cache/memory-cache-store.ts';
import { OpenAiCompatibleLlm } from './providers/llm/openai-compatible-llm.ts';
import { translateTexts } from './providers/llm/translate-with-llm.ts';
import { Mailer } from './providers/mail/mailer.ts';
import { MemoryRateLimiter } from './providers/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './providers/rate-limit/rate-limiter.ts';

export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  settings: SettingsService;
  sessions: SessionsService;
  knowledge: KnowledgeService;
  cacheStore: CacheStore;
  cache: AnswerCache;
  limiter: RateLimiter;
  chat: ChatService;
  translate: Translate;
  translationAvailable: boolean;
  mailer: Mailer;
  auth: LazyAuth;
  authProviders: { id: string; name: string }[];
  faqs: FaqsService;
  contact: ContactService;
  docs: ApiDocs;
  close(): Promise<void>;
}

/** The composition root: one place decides which provider implementation each deployment uses. */
export async function createServices(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  settings: SettingsService;
  /** Already loading, so that start-up can overlap it with opening the database. */
  detector?: Promise<LanguageDetector>;
}): Promise<Services> {
  const { config, database, logger, settings } = deps;
  const db = database.db;
  const onRedisError = (err: unknown) => logger.warn({ err }, 'redis unavailable; continuing without it');
  const maxEntries = settings.get().cache.maxEntries;
  // Redis clients are loaded only when Redis is configured.
  const cacheStore: CacheStore = config.REDIS_URL
    ? new (await import('./providers/cache/redis-cache-store.ts')).RedisCacheStore({
        url: config.REDIS_URL,
        namespace: 'parley:answers',
        maxEntries,
        onError: onRedisError,
      })
    : new MemoryCacheStore({ maxEntries });
  const limiter: RateLimiter = config.REDIS_URL
    ? new (await import('./providers/rate-limit/redis-rate-limiter.ts')).RedisRateLimiter({
        url: config.REDIS_URL,
        prefix: 'parley:rl',
        onError: onRedisError,
      })
    : new MemoryRateLimiter();
  const cache = new AnswerCache(cacheStore, () => ({
    enabled: settings.get().cache.enabled,
    expirationMinutes: settings.get().cache.expirationTime,
  }));
  const knowledge = new KnowledgeService(db, logger);
  // Readiness is the database's; the index builds meanwhile and the first chat request waits for it.
  knowledge.start();
  // PGlite runs one query at a time; a server overlaps a few batches on its connection pool.
  const writes = new ChatWriteBatcher(db, database.kind === 'pglite' ? 1 : 4);
  const sessions = new SessionsService(db, settings, writes);
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? new OpenAiCompatibleLlm({
          baseUrl: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
        })
      : undefined;
  const translate: Translate = llm
    ? (texts, from, to) => translateTexts(llm, texts, from, to)
    : keepOriginals;
  const chat = new ChatService({
    db,
    writes,
    detector: deps.detector ?? LanguageDetector.create(),
    sessions,
    knowledge,
    settings,
    cache,
    log: logger,
    ...(llm ? { llm: new LlmAnswerer(llm, db, settings, logger) } : {}),
  });
  const mailer = new Mailer(db, {
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
    log: logger,
  });
  const auth = new LazyAuth(async () => ({
    db,
    config,
    mailer,
    secret: await resolveAuthSecret(db, config.AUTH_SECRET),
  }));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureConfiguredAdmin(auth, db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome !== 'unchanged')
      logger.info({ email: config.ADMIN_EMAIL, outcome }, 'administrator from ADMIN_EMAIL');
  }
  settings.onChange((next) => {
    if (cacheStore instanceof MemoryCacheStore) cacheStore.setMaxEntries(next.cache.maxEntries);
    // Name, personality and languages shape replies, so cached replies are dropped.
    knowledge
      .changed()
      .catch((err: unknown) => logger.warn({ err }, 'knowledge refresh after a settings change failed'));
  });
  return {
    config,
    database,
    logger,
    settings,
    sessions,
    knowledge,
    cacheStore,
    cache,
    limiter,
    chat,
    translate,
    translationAvailable: llm !== undefined,
    mailer,
    auth,
    authProviders: configuredProviders(process.env),
    faqs: new FaqsService(db, knowledge, llm ? translate : undefined),
    contact: new ContactService(db, mailer, config.CONTACT_EMAIL_TO),
    docs: new ApiDocs(),
    close: async () => {
      knowledge.stop();
      mailer.close();
      await Promise.allSettled([cacheStore.close(), limiter.close()]);
    },
  };
}
