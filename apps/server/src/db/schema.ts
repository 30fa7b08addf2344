import { sql } from 'drizzle-orm';
import {
  boolean,
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
    index('chat_sessions_created_idx').on(t.createdAt),
    index('chat_sessions_expires_idx').on(t.expiresAt),
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
