-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in openPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "chat_messages_content_trgm_idx" ON "chat_messages" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_sessions_user_trgm_idx" ON "chat_sessions" USING gin ("user_id" gin_trgm_ops);