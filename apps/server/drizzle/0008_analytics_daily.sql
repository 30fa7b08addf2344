CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"messages" integer NOT NULL,
	"data" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A day's figures are only right while its messages stay as they were: any insert, update or delete of a
-- message (including those of a deleted session) drops the rows of the days it touched; the job rewrites them.
CREATE FUNCTION "analytics_daily_invalidate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_daily"
  WHERE "day" IN (SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date FROM "changed_messages");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "chat_messages_insert_analytics" AFTER INSERT ON "chat_messages"
  REFERENCING NEW TABLE AS "changed_messages" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_update_analytics" AFTER UPDATE ON "chat_messages"
  REFERENCING OLD TABLE AS "changed_messages" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_delete_analytics" AFTER DELETE ON "chat_messages"
  REFERENCING OLD TABLE AS "changed_messages" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate"();
