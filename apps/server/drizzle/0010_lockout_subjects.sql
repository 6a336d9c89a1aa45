CREATE TABLE "code_tries" (
	"code_id" bigint NOT NULL,
	"ip" varchar(64) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_tries_code_id_ip_pk" PRIMARY KEY("code_id","ip")
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "subject" varchar(110) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_tries" ADD CONSTRAINT "code_tries_code_id_verify_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."verify_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_token_uq" ON "known_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_subject_idx" ON "login_attempts" USING btree ("subject","created_at");--> statement-breakpoint
UPDATE "login_attempts" la SET "subject" = coalesce((SELECT 'u:' || la."user_id" WHERE la."user_id" IS NOT NULL), 'a:' || la."account") WHERE la."subject" = '';
