import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Metrics } from './http/metrics.ts';
import { ApiDocs } from './http/openapi.ts';
import { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { LanguageDetector } from './modules/answering/detect-language.ts';
import { ensureConfiguredAdmin } from './modules/auth/admin-bootstrap.ts';
import { configuredProviders, LazyAuth } from './modules/auth/auth.ts';
import { resolveAuthSecret } from './modules/auth/auth-secret.ts';
import { SignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { AnswerCache } from './modules/chat/answer-cache.ts';
import { ChatService } from './modules/chat/chat-service.ts';
import { LlmAnswerer } from './modules/chat/llm-answerer.ts';
import { ChatAdminService } from './modules/chat-admin/chat-admin-service.ts';
import { ContactInboxService } from './modules/contact/contact-inbox-service.ts';
import { ContactService } from './modules/contact/contact-service.ts';
import { DocumentsService } from './modules/documents/documents-service.ts';
import { setUpEmbeddings } from './modules/embeddings/embeddings-setup.ts';
import { FaqsService } from './modules/faqs/faqs-service.ts';
import { KnowledgeService } from './modules/knowledge/knowledge-service.ts';
import { LearningRecorder } from './modules/learning/learning-recorder.ts';
import { LearningService } from './modules/learning/learning-service.ts';
import { defineRetentionJob } from './modules/retention/retention-schedule.ts';
import { RetentionService } from './modules/retention/retention-service.ts';
import { ChatWriteBatcher } from './modules/sessions/chat-writes.ts';
import { SessionsService } from './modules/sessions/sessions-service.ts';
import type { SettingsService } from './modules/settings/settings-service.ts';
import { keepOriginals, type Translate } from './modules/translate/translate-routes.ts';
import type { CacheStore } from './providers/cache/cache-store.ts';
import { FallbackCacheStore } from './providers/cache/fallback-cache-store.ts';
import { MemoryCacheStore } from './providers/cache/memory-cache-store.ts';
import { CircuitBreaker } from './providers/circuit-breaker.ts';
import { OpenAiCompatibleLlm } from './providers/llm/openai-compatible-llm.ts';
import { translateTexts } from './providers/llm/translate-with-llm.ts';
import { Mailer } from './providers/mail/mailer.ts';
import { JobQueue } from './providers/queue/job-queue.ts';
import { DbRateLimiter } from './providers/rate-limit/db-rate-limiter.ts';
import { FallbackRateLimiter } from './providers/rate-limit/fallback-rate-limiter.ts';
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
  /** Set when Redis is configured; open while Redis is failing. */
  redisBreaker: CircuitBreaker | undefined;
  authLimiter: RateLimiter;
  signInThrottle: SignInThrottle;
  chat: ChatService;
  translate: Translate;
  translationAvailable: boolean;
  mailer: Mailer;
  auth: LazyAuth;
  authProviders: { id: string; name: string }[];
  faqs: FaqsService;
  documents: DocumentsService;
  learning: LearningService;
  contact: ContactService;
  contactInbox: ContactInboxService;
  chatAdmin: ChatAdminService;
  analytics: AnalyticsService;
  /** The durable job queue; modules define their job types on it before it starts. */
  jobs: JobQueue;
  /** Session TTL, automatic expiry and analytics retention, applied hourly through `jobs`. */
  retention: RetentionService;
  docs: ApiDocs;
  metrics: Metrics;
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
  const maxEntries = settings.get().cache.maxEntries;
  const memoryCache = new MemoryCacheStore({ maxEntries });
  // One breaker for both Redis uses: during an outage, cache and limits work in process and /readyz says so.
  const redisBreaker = config.REDIS_URL
    ? new CircuitBreaker({
        onOpen: (err) => logger.warn({ err }, 'redis unavailable; using the in-process cache and limits'),
        onClose: () => logger.info('redis is back'),
      })
    : undefined;
  // Redis clients are loaded only when Redis is configured.
  const cacheStore: CacheStore =
    config.REDIS_URL && redisBreaker
      ? new FallbackCacheStore(
          new (await import('./providers/cache/redis-cache-store.ts')).RedisCacheStore({
            url: config.REDIS_URL,
            namespace: 'parley:answers',
            maxEntries,
          }),
          memoryCache,
          redisBreaker,
        )
      : memoryCache;
  const limiter: RateLimiter =
    config.REDIS_URL && redisBreaker
      ? new FallbackRateLimiter(
          new (await import('./providers/rate-limit/redis-rate-limiter.ts')).RedisRateLimiter({
            url: config.REDIS_URL,
            prefix: 'parley:rl',
          }),
          new MemoryRateLimiter(),
          redisBreaker,
        )
      : new MemoryRateLimiter();
  // The queue is read at scrape time only, after it exists.
  let jobQueue: JobQueue | undefined;
  const metrics = new Metrics({
    jobCounts: async () => (jobQueue ? jobQueue.counts() : []),
    pingDatabase: () => database.ping(),
    databaseKind: database.kind,
    poolSize: database.poolSize,
  });
  const cache = new AnswerCache(
    cacheStore,
    () => ({
      enabled: settings.get().cache.enabled,
      expirationMinutes: settings.get().cache.expirationTime,
    }),
    (hit) => metrics.cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
  );
  const knowledge = new KnowledgeService(db, logger);
  // Readiness is the database's; the index builds meanwhile and the first chat request waits for it.
  knowledge.start();
  // PGlite runs one query at a time; a server overlaps a few batches on its connection pool.
  const jobs = new JobQueue(db, {
    log: logger,
    onFailure: (type, final) => metrics.jobFailures.inc({ type, final: String(final) }),
  });
  jobQueue = jobs;
  const embeddings = setUpEmbeddings(config, { db, jobs, knowledge, log: logger });
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
  const detector = deps.detector ?? LanguageDetector.create();
  const chat = new ChatService({
    db,
    writes,
    detector,
    sessions,
    knowledge,
    settings,
    cache,
    log: logger,
    onReply: (outcome) => metrics.chatReplies.inc({ outcome }),
    learning: new LearningRecorder(db, settings, knowledge, logger),
    ...(embeddings ? { semantic: embeddings.semantic } : {}),
    ...(llm ? { llm: new LlmAnswerer(llm, db, settings, logger) } : {}),
  });
  const faqs = new FaqsService(db, knowledge, llm ? translate : undefined);
  const mailer = new Mailer(db, {
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
    log: logger,
  });
  const authLimiter = new DbRateLimiter(db);
  const signInThrottle = new SignInThrottle(db);
  const auth = new LazyAuth(async () => ({
    db,
    config,
    mailer,
    onPasswordReset: (email: string) => signInThrottle.unlock(email),
    secret: await resolveAuthSecret(db, config.AUTH_SECRET),
  }));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureConfiguredAdmin(auth, db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome !== 'unchanged')
      logger.info({ email: config.ADMIN_EMAIL, outcome }, 'administrator from ADMIN_EMAIL');
  }
  settings.onChange((next, origin) => {
    cacheStore.setMaxEntries(next.cache.maxEntries);
    // Name, personality and languages shape replies, so cached replies are dropped (once, by the
    // instance where the change was saved).
    if (origin === 'local')
      knowledge
        .changed('replies')
        .catch((err: unknown) => logger.warn({ err }, 'knowledge refresh after a settings change failed'));
  });
  settings.start();
  const documents = new DocumentsService({
    db,
    jobs,
    knowledge,
    detector,
    languages: () => settings.get().chatbot.languages.map((l) => l.code),
    log: logger,
  });
  const retention = new RetentionService(db, settings);
  const retentionJob = defineRetentionJob(jobs, retention, logger);
  // Every job type is defined above, so each instance claims only work it can do.
  jobs.start();
  await retentionJob.schedule();
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
    redisBreaker,
    authLimiter,
    signInThrottle,
    chat,
    translate,
    translationAvailable: llm !== undefined,
    mailer,
    auth,
    authProviders: configuredProviders(process.env),
    documents,
    faqs,
    learning: new LearningService(db, { faqs, knowledge, settings, ...(llm ? { llm } : {}) }),
    contact: new ContactService(db, mailer, config.CONTACT_EMAIL_TO),
    contactInbox: new ContactInboxService(db),
    chatAdmin: new ChatAdminService(db),
    analytics: new AnalyticsService(db, settings, cacheStore),
    jobs,
    retention,
    docs: new ApiDocs(),
    metrics,
    close: async () => {
      await jobs.stop();
      knowledge.stop();
      settings.stop();
      mailer.close();
      await Promise.allSettled([cacheStore.close(), limiter.close()]);
    },
  };
}
