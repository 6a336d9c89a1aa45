CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page" varchar(300) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"field" varchar(30) DEFAULT 'other' NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"source" varchar(200) NOT NULL,
	"checked_at" date NOT NULL,
	"status" varchar(12) DEFAULT 'checked' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"summary" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "offer_file_id" varchar(40);--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status" varchar(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "external_key" varchar(200);--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "source" varchar(200);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "external_key" varchar(200);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "source" varchar(200);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "source_url" varchar(300);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "checked_at" date;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "rank_source" varchar(100);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "rank_year" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "website_domain" varchar(200);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "source" varchar(200);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "source_url" varchar(300);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "checked_at" date;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_leads" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "consult_leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "consult_leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_status_idx" ON "error_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "error_reports_target_idx" ON "error_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_offer_file_id_files_id_fk" FOREIGN KEY ("offer_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_leads" ADD CONSTRAINT "consult_leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_external_key_uq" ON "cases" USING btree ("external_key") WHERE external_key IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "majors_external_key_uq" ON "majors" USING btree ("external_key") WHERE external_key IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "universities_domain_uq" ON "universities" USING btree ("website_domain") WHERE website_domain IS NOT NULL;