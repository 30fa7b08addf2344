// Longer than 300 lines on purpose: drizzle-kit generates migrations from this one file, and every table
// is read together when reviewing a migration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface SessionMetadata {
  user_agent?: string;
  language?: string;
  timezone?: string;
  platform?: string;
  screen_resolution?: string;
  referrer?: string;
  initial_url?: string;
}

export interface SessionAnalytics {
  message_count: number;
  avg_response_time: number;
  total_duration: number;
  languages_used: string[];
  topics_discussed: string[];
  last_activity_type: string;
}

export interface MessageMetadata {
  type: 'user_message' | 'assistant_response';
  cached?: boolean;
  attempt?: number;
  detected_language?: string;
  is_ambiguous?: boolean;
  requires_clarification?: boolean;
  clarification_options?: string[];
  context_used?: { faq_count: number; doc_count: number };
  response_time?: number;
  sources?: { type: 'faq' | 'document'; id: string; title: string }[];
  answered_by?: 'engine' | 'llm' | 'engine_fallback';
  /** What the answer engine made of the question; analytics and the unanswered filter read it. */
  outcome?: 'faq' | 'document' | 'clarification' | 'not_found' | 'greeting' | 'thanks';
  failed?: boolean;
  error?: string;
}

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().default('anonymous'),
    status: text('status', { enum: ['active', 'archived', 'expired'] })
      .notNull()
      .default('active'),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<SessionMetadata>().notNull().default({}),
    analytics: jsonb('analytics').$type<SessionAnalytics>().notNull(),
  },
  (t) => [
    index('chat_sessions_status_activity_idx').on(t.status, t.lastActivity),
    index('chat_sessions_user_created_idx').on(t.userId, t.createdAt),
    // Chat Management pages newest first by (created_at, id).
    index('chat_sessions_created_idx').on(t.createdAt, t.id),
    index('chat_sessions_expires_idx').on(t.expiresAt),
    // Chat Management's text search (ILIKE '%…%') on the visitor id; trigrams also cover CJK text.
    index('chat_sessions_user_trgm_idx').using('gin', t.userId.op('gin_trgm_ops')),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] })
      .notNull()
      .default('user'),
    content: text('content').notNull().default(''),
    language: text('language').notNull().default('en'),
    userId: text('user_id').notNull().default('anonymous'),
    createdAt: createdAt(),
    metadata: jsonb('metadata').$type<MessageMetadata>().notNull(),
  },
  (t) => [
    index('chat_messages_session_time_idx').on(t.sessionId, t.createdAt),
    index('chat_messages_user_time_idx').on(t.userId, t.createdAt),
    index('chat_messages_time_idx').on(t.createdAt),
    // The few replies that found no answer, for Chat Management's "unanswered questions" filter.
    index('chat_messages_not_found_idx').on(t.sessionId).where(sql`${t.metadata}->>'outcome' = 'not_found'`),
    // Chat Management's text search (ILIKE '%…%') in transcripts, in any of the 12 languages including CJK.
    index('chat_messages_content_trgm_idx').using('gin', t.content.op('gin_trgm_ops')),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(),
    // The FAQ's own language version; other languages live in faq_translations.
    language: text('language').notNull().default('en'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    category: text('category'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_created_idx').on(t.createdAt), index('faqs_status_idx').on(t.status)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: text('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    // 'machine' when produced by a translation provider, so admins can review it.
    origin: text('origin', { enum: ['human', 'machine'] })
      .notNull()
      .default('human'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.language] })],
);

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    fileUrl: text('file_url'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    chunksCount: integer('chunks_count').notNull().default(0),
    language: text('language').notNull().default('en'),
    category: text('category'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_created_idx').on(t.createdAt), index('documents_status_idx').on(t.status)],
);

export const documentChunks = pgTable(
  'document_chunks',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull().default('en'),
  },
  (t) => [index('document_chunks_document_idx').on(t.documentId, t.position)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The uploaded file: in the database, so every instance that shares it can process and serve it. */
export const documentFiles = pgTable('document_files', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  /** The start of the extracted text, kept for the details preview. */
  text: text('text'),
});

/**
 * The file's bytes in parts of at most 1 MB, in order: the embedded database's memory only ever grows,
 * and a 10 MB file written or read in one statement grew it by 70 MB more than parts do.
 */
export const documentFileParts = pgTable(
  'document_file_parts',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

export const cacheEntries = pgTable(
  'cache_entries',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cache_entries_expires_idx').on(t.expiresAt)],
);

export const analyticsSnapshots = pgTable(
  'analytics_snapshots',
  {
    id: text('id').primaryKey(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    activeSessions: integer('active_sessions').notNull(),
    activeUsers: integer('active_users').notNull(),
    totalUsers: integer('total_users').notNull(),
    messageCount: integer('message_count').notNull(),
    cacheEntries: integer('cache_entries').notNull(),
    cacheHitRate: real('cache_hit_rate').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_snapshots_time_idx').on(t.timestamp)],
);

/**
 * The message figures of one past UTC day (MessageAggregate JSON), so analytics over a million messages reads
 * a row per day. Written by the hourly job; a trigger deletes a day's row when its messages change.
 */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  messages: integer('messages').notNull(),
  data: jsonb('data').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per named settings document; Parley uses 'chatbot_settings'. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    // stored -> sent | failed | not_configured; the row exists before any mail is attempted.
    deliveryStatus: text('delivery_status').notNull().default('stored'),
    deliveryError: text('delivery_error'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Small key/value facts about this installation (e.g. when demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Authentication tables, shaped for Better Auth's Drizzle adapter (user, session, account, verification).
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    disabled: boolean('disabled').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('auth_sessions_token_idx').on(t.token), index('auth_sessions_user_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // SHA-256 of the key; the key itself is shown once at creation and never stored.
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash)],
);

/** Every email Parley sends or would send; without SMTP this is where reset links and contact mails wait. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    // sent | failed | not_configured
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * The durable job queue (providers/queue): a job is claimed with FOR UPDATE SKIP LOCKED, so instances
 * sharing one database share the work; a claim expires at locked_until, so a crashed worker's job is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

/**
 * What the chat learned it could not answer: every clarification offered (and the option a visitor then
 * picked) and every "not found". Only written while dataRetention.enableTrainingDataCollection is on.
 */
export const learningEvents = pgTable(
  'learning_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['clarification', 'not_found'] }).notNull(),
    question: text('question').notNull(),
    // The question folded as the engine matches it exactly (case, accents, punctuation), to count repeats.
    questionKey: text('question_key').notNull(),
    language: text('language').notNull(),
    // The FAQ questions offered as buttons (in the visitor's language) and the FAQs they stand for.
    offered: text('offered').array().notNull().default(sql`'{}'::text[]`),
    offeredFaqIds: text('offered_faq_ids').array().notNull().default(sql`'{}'::text[]`),
    picked: text('picked'),
    pickedFaqId: text('picked_faq_id'),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    // A one-way hash of the chat session: counts distinct visitors without pointing to a conversation.
    visitorKey: text('visitor_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_events_created_idx').on(t.createdAt),
    index('learning_events_visitor_idx').on(t.visitorKey, t.createdAt),
  ],
);

/** Paraphrases of a FAQ written by the language model, waiting for an admin to approve or reject them. */
export const phrasingSuggestions = pgTable(
  'phrasing_suggestions',
  {
    id: text('id').primaryKey(),
    faqId: text('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phrasing_suggestions_faq_idx').on(t.faqId, t.language)],
);

// One vector per embedded text: a FAQ language version's question with its aliases, its answer, or a
// document passage. Rows go with their FAQ or passage (cascade); a changed text has a new content_hash and is
// embedded again. The dimension is the model's, so the column is a plain real[] (no pgvector: see
// docs/providers.md) and similarity is computed in memory.
export const embeddings = pgTable(
  'embeddings',
  {
    key: text('key').primaryKey(),
    faqId: text('faq_id').references(() => faqs.id, { onDelete: 'cascade' }),
    chunkId: text('chunk_id').references(() => documentChunks.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    part: text('part', { enum: ['question', 'answer', 'passage'] }).notNull(),
    model: text('model').notNull(),
    contentHash: text('content_hash').notNull(),
    vector: real('vector').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('embeddings_faq_idx').on(t.faqId), index('embeddings_chunk_idx').on(t.chunkId)],
);

/** Fixed-window counters for the auth routes' limits, kept in the database so every instance shares them. */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account and per client address: after a few failures each further attempt must wait
 * (retry_at), the wait doubling per failure; the count starts again after 15 quiet minutes.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
