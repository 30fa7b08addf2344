DROP INDEX "chat_sessions_created_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_not_found_idx" ON "chat_messages" USING btree ("session_id") WHERE "chat_messages"."metadata"->>'outcome' = 'not_found';--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at","id");