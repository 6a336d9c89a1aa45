CREATE TABLE "student_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"uni_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_relation" varchar(20) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"email" varchar(50) NOT NULL,
	"address" varchar(200) NOT NULL,
	"zip_code" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"major_id" integer,
	"course_name" varchar(200) NOT NULL,
	"course_type" varchar(20) NOT NULL,
	"course_age" varchar(10) DEFAULT '3' NOT NULL,
	"begin_date" varchar(10) NOT NULL,
	"core_begin_date" varchar(10),
	"professional_link" varchar(200),
	"campus" varchar(200),
	"vol_sort" varchar(2) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"begin_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"school_name" varchar(200) NOT NULL,
	"college_id" varchar(30),
	"data_type" varchar(2),
	"major_name" varchar(100) NOT NULL,
	"stu_degree" varchar(20),
	"gpa" varchar(200) NOT NULL,
	"degree_date" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "student_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"apply_id" integer,
	"kind" varchar(10) NOT NULL,
	"file_id" varchar(40) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"annex_type" varchar(20),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_kinsfolk" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kinsfolk_name" varchar(50) NOT NULL,
	"kinsfolk_relation" varchar(20) NOT NULL,
	"birthday" varchar(10) NOT NULL,
	"nationality" varchar(30) NOT NULL,
	"work_unit" varchar(100) NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"email" varchar(50) NOT NULL,
	"address" varchar(200) NOT NULL,
	"zip_code" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"language_type" varchar(20),
	"total_points" varchar(50),
	"language_hear" varchar(50),
	"language_read" varchar(50),
	"language_write" varchar(50),
	"language_speak" varchar(50),
	"exam_date" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "student_referrers" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"referrer_name" varchar(50),
	"sex" varchar(1),
	"work_position" varchar(50),
	"phone_number" varchar(50),
	"email" varchar(50),
	"zip_code" varchar(50),
	"postal_address" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "student_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"begin_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"work_unit" varchar(100) NOT NULL,
	"work_position" varchar(50) NOT NULL,
	"work_duty" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" varchar(30),
	"old_country_id" varchar(30),
	"stu_name" varchar(50),
	"stu_spell" varchar(50),
	"sex" varchar(1),
	"birthday" varchar(10),
	"nationality" varchar(30),
	"phone_number" varchar(11),
	"stu_email" varchar(50),
	"zip_code" varchar(50),
	"home_address" varchar(200),
	"remarks" varchar(100),
	"agent_draft_status" varchar(1) DEFAULT '0' NOT NULL,
	"referral_status" integer DEFAULT 0 NOT NULL,
	"stu_status" varchar(20),
	"is_clerk_apply" varchar(1),
	"is_sign_contract" varchar(1) DEFAULT '0' NOT NULL,
	"contract_status" varchar(10),
	"sign_route" varchar(300),
	"copied_from_id" integer,
	"current_step" integer DEFAULT 1 NOT NULL,
	"current_step_str" varchar(60) DEFAULT '' NOT NULL,
	"is_work" varchar(1),
	"is_apply_kinsfolk" varchar(1),
	"card_type" varchar(1),
	"card_username" varchar(100),
	"card_no_enc" text,
	"card_validity" varchar(7),
	"card_safety_code_enc" text,
	"language_exam_other" varchar(500),
	"edu_website" varchar(100),
	"edu_username" varchar(50),
	"edu_password_enc" text,
	"annex_type_list" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"is_national_citizens" varchar(1),
	"is_pr" varchar(1),
	"visa_status" varchar(20),
	"is_english" varchar(1),
	"first_language" varchar(50),
	"is_english_bg" varchar(1),
	"give_lessons_time" varchar(50),
	"is_refusal" varchar(1),
	"is_apply_country" varchar(1),
	"school_name" varchar(200),
	"major_name" varchar(100),
	"is_apply_visa" varchar(1),
	"visa_type" varchar(50),
	"visa_begin_date" varchar(4),
	"is_in_country" varchar(1),
	"is_turn" varchar(1),
	"submitted_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uni_apply_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uni_id" integer NOT NULL,
	"file_id" varchar(40) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_applies" ADD CONSTRAINT "student_applies_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applies" ADD CONSTRAINT "student_applies_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contacts" ADD CONSTRAINT "student_contacts_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_apply_id_student_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."student_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_educations" ADD CONSTRAINT "student_educations_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_apply_id_student_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."student_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_kinsfolk" ADD CONSTRAINT "student_kinsfolk_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_languages" ADD CONSTRAINT "student_languages_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_referrers" ADD CONSTRAINT "student_referrers_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uni_apply_files" ADD CONSTRAINT "uni_apply_files_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uni_apply_files" ADD CONSTRAINT "uni_apply_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_applies_stu_idx" ON "student_applies" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_contacts_stu_idx" ON "student_contacts" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_courses_apply_idx" ON "student_courses" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "student_educations_stu_idx" ON "student_educations" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_files_stu_idx" ON "student_files" USING btree ("stu_id","kind");--> statement-breakpoint
CREATE INDEX "student_kinsfolk_stu_idx" ON "student_kinsfolk" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_languages_stu_idx" ON "student_languages" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_referrers_stu_idx" ON "student_referrers" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "student_works_stu_idx" ON "student_works" USING btree ("stu_id");--> statement-breakpoint
CREATE INDEX "students_owner_idx" ON "students" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "students_dup_idx" ON "students" USING btree ("owner_id",lower("stu_spell"),"birthday");--> statement-breakpoint
CREATE INDEX "students_cvv_purge_idx" ON "students" USING btree ("submitted_at") WHERE "students"."card_safety_code_enc" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uni_apply_files_uni_idx" ON "uni_apply_files" USING btree ("uni_id");