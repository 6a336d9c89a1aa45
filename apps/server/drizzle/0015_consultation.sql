CREATE TABLE "consult_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" integer NOT NULL,
	"country_id" varchar(30) NOT NULL,
	"uni_id" integer,
	"uni_en_name" varchar(200),
	"major_name" varchar(200),
	"profile" jsonb,
	"chat_url" text NOT NULL,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sex" varchar(1),
	"gpa" varchar(5),
	"nationality" varchar(30),
	"country_id" varchar(30),
	"course_type" varchar(30),
	"major_focus_list" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "chat_url" text;--> statement-breakpoint
ALTER TABLE "consult_leads" ADD CONSTRAINT "consult_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_profiles" ADD CONSTRAINT "consult_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_leads_created_idx" ON "consult_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consult_leads_user_idx" ON "consult_leads" USING btree ("user_id");