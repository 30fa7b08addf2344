-- The daily rows now also hold the sessions created that day and their durations: rows written before lack
-- them, so they go (the job writes them again). A session's row changes with its last activity, so any
-- insert, update or delete of a session drops the row of the day it was created.
DELETE FROM "analytics_daily";--> statement-breakpoint
CREATE FUNCTION "analytics_daily_invalidate_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_daily"
  WHERE "day" IN (SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date FROM "changed_sessions");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "chat_sessions_insert_analytics" AFTER INSERT ON "chat_sessions"
  REFERENCING NEW TABLE AS "changed_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate_sessions"();--> statement-breakpoint
CREATE TRIGGER "chat_sessions_update_analytics" AFTER UPDATE ON "chat_sessions"
  REFERENCING OLD TABLE AS "changed_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate_sessions"();--> statement-breakpoint
CREATE TRIGGER "chat_sessions_delete_analytics" AFTER DELETE ON "chat_sessions"
  REFERENCING OLD TABLE AS "changed_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_invalidate_sessions"();
