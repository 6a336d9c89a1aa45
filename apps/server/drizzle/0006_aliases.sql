ALTER TABLE "colleges" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "colleges_aliases_idx" ON "colleges" USING gin ("aliases");--> statement-breakpoint
CREATE INDEX "universities_aliases_idx" ON "universities" USING gin ("aliases");