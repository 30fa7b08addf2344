CREATE TABLE "document_file_parts" (
	"document_id" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_file_parts_document_id_part_pk" PRIMARY KEY("document_id","part")
);
--> statement-breakpoint
ALTER TABLE "document_file_parts" ADD CONSTRAINT "document_file_parts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files stored before this migration become one part each (parts need not be of equal size).
INSERT INTO "document_file_parts" ("document_id", "part", "bytes") SELECT "document_id", 0, "bytes" FROM "document_files";--> statement-breakpoint
ALTER TABLE "document_files" DROP COLUMN "bytes";