-- Security fixes: login attempts are recorded before the password check (outcome pending, fail,
-- ok, refused); the CVV's storage time drives its 30-day deletion.
ALTER TABLE "login_attempts" ADD COLUMN "outcome" varchar(10);
--> statement-breakpoint
UPDATE "login_attempts" SET "outcome" = CASE WHEN "success" THEN 'ok' ELSE 'fail' END;
--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "outcome" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "success";
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "cvv_stored_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "students" SET "cvv_stored_at" = coalesce("submitted_at", "updated_at") WHERE "card_safety_code_enc" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "students_cvv_purge_idx";
--> statement-breakpoint
CREATE INDEX "students_cvv_stored_idx" ON "students" USING btree ("cvv_stored_at") WHERE "students"."card_safety_code_enc" IS NOT NULL;
