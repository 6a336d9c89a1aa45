CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" varchar(60) NOT NULL,
	"target" varchar(100),
	"detail" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"en_name" varchar(200) NOT NULL,
	"data_type" varchar(1) NOT NULL,
	"college_type" varchar(30) NOT NULL,
	"pinyin" varchar(300) DEFAULT '' NOT NULL,
	"initials" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"dict_label" varchar(200) NOT NULL,
	"dict_en_label" varchar(200) NOT NULL,
	"remark" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"storage_key" varchar(200) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"extension" varchar(10) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"use" varchar(20) NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(100) NOT NULL,
	"ip" varchar(64),
	"method" varchar(10) NOT NULL,
	"success" boolean NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"application_type" integer DEFAULT 3 NOT NULL,
	"name" varchar(50) NOT NULL,
	"path" varchar(200) NOT NULL,
	"title" varchar(50) NOT NULL,
	"en_title" varchar(50) NOT NULL,
	"icon" varchar(50),
	"hidden" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(30),
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" varchar(32) NOT NULL,
	"user_name" varchar(20),
	"sex" varchar(1),
	"email" varchar(50),
	"phone_number" varchar(20),
	"password_hash" text NOT NULL,
	"stu_uni_name" varchar(200),
	"stu_uni_id" varchar(40),
	"is_overseas" varchar(1),
	"avatar" varchar(500),
	"roles" text[] DEFAULT ARRAY['student']::text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destination" varchar(100) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"purpose" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_name_uq" ON "colleges" USING btree ("name");--> statement-breakpoint
CREATE INDEX "colleges_name_trgm" ON "colleges" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colleges_en_name_trgm" ON "colleges" USING gin (lower("en_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value_uq" ON "dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_app_path_uq" ON "menus" USING btree ("application_type","path");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_no_uq" ON "users" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "verify_codes_dest_idx" ON "verify_codes" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");