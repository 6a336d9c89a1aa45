-- Privacy (PIPL): stored consents; the retention warning of old drafts; a contract outlives the
-- deletion of its account (its file and signer become null and its personal data is reduced).
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stu_id" integer,
	"kind" varchar(20) NOT NULL,
	"version" varchar(20) NOT NULL,
	"detail" jsonb,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_stu_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "stu_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "consents_stu_idx" ON "consents" USING btree ("stu_id","kind","created_at") WHERE "consents"."stu_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_draft_age_idx" ON "students" USING btree ("updated_at") WHERE "students"."referral_status" = 0;