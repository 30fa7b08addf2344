import type { Logger } from 'pino';
import { composeAuth } from './compose/auth.ts';
import { composeProviders } from './compose/providers.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Metrics } from './http/metrics.ts';
import { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { LanguageDetector } from './modules/answering/detect-language.ts';
import { configuredProviders, type LazyAuth } from './modules/auth/auth.ts';
import type { SignInThrottle } from './modules/auth/sign-in-throttle.ts';
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
import type { Translate } from './modules/translate/translate-routes.ts';
import type { CacheStore } from './providers/cache/cache-store.ts';
import type { CircuitBreaker } from './providers/circuit-breaker.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { JobQueue } from './providers/queue/job-queue.ts';
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
  metrics: Metrics;
  close(): Promise<void>;
}

/**
 * The composition root: builds every service in order. Which provider implementation a deployment uses is
 * decided in compose/providers.ts, sign-in and mail in compose/auth.ts; the module services are built here.
 */
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
  const { redisBreaker, cacheStore, limiter, llm, translate } = await composeProviders(
    config,
    logger,
    settings.get().cache.maxEntries,
  );
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
  const { mailer, authLimiter, signInThrottle, auth } = await composeAuth(config, db, logger);
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
