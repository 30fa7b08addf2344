CREATE TABLE "embeddings" (
	"key" text PRIMARY KEY NOT NULL,
	"faq_id" text,
	"chunk_id" text,
	"language" text NOT NULL,
	"part" text NOT NULL,
	"model" text NOT NULL,
	"content_hash" text NOT NULL,
	"vector" real[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embeddings" ADD CONSTRAINT "embeddings_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embeddings" ADD CONSTRAINT "embeddings_chunk_id_document_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."document_chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embeddings_faq_idx" ON "embeddings" USING btree ("faq_id");--> statement-breakpoint
CREATE INDEX "embeddings_chunk_idx" ON "embeddings" USING btree ("chunk_id");