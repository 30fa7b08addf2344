CREATE TABLE "learning_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"language" text NOT NULL,
	"offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"offered_faq_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"picked" text,
	"picked_faq_id" text,
	"picked_at" timestamp with time zone,
	"visitor_key" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrasing_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"faq_id" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phrasing_suggestions" ADD CONSTRAINT "phrasing_suggestions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_events_created_idx" ON "learning_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "learning_events_visitor_idx" ON "learning_events" USING btree ("visitor_key","created_at");--> statement-breakpoint
CREATE INDEX "phrasing_suggestions_faq_idx" ON "phrasing_suggestions" USING btree ("faq_id","language");