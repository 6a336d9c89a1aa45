CREATE TABLE "mail_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"stu_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(20) NOT NULL,
	"from_referral" integer,
	"to_referral" integer,
	"from_stu_status" varchar(20),
	"to_stu_status" varchar(20),
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_settings" (
	"status" varchar(30) PRIMARY KEY NOT NULL,
	"next_owner" varchar(12) NOT NULL,
	"wait_days" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"parent_id" bigint,
	"msg_type" varchar(10),
	"msg_context" text NOT NULL,
	"msg_role" varchar(2) NOT NULL,
	"author_id" integer,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_by_owner_at" timestamp with time zone,
	"read_by_staff_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" varchar(2) DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "return_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_settings" ADD CONSTRAINT "status_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_parent_id_student_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."student_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_messages" ADD CONSTRAINT "student_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("next_attempt_at") WHERE "mail_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "status_changes_stu_idx" ON "status_changes" USING btree ("stu_id","created_at");--> statement-breakpoint
CREATE INDEX "student_messages_stu_idx" ON "student_messages" USING btree ("stu_id","created_at");--> statement-breakpoint
CREATE INDEX "student_messages_parent_idx" ON "student_messages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "student_messages_owner_unread_idx" ON "student_messages" USING btree ("stu_id") WHERE "student_messages"."msg_role" <> '1' AND "student_messages"."read_by_owner_at" IS NULL;--> statement-breakpoint
CREATE INDEX "student_messages_staff_unread_idx" ON "student_messages" USING btree ("stu_id") WHERE "student_messages"."msg_role" = '1' AND "student_messages"."read_by_staff_at" IS NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_queue_idx" ON "students" USING btree ("referral_status","submitted_at");--> statement-breakpoint
CREATE INDEX "students_assigned_idx" ON "students" USING btree ("assigned_to");--> statement-breakpoint
UPDATE "students" SET "last_activity_at" = "updated_at";
