CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_name" varchar(200) NOT NULL,
	"intro" varchar(500),
	"article_cover_route" varchar(300),
	"article_type" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"total_view" integer DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"function_type" integer DEFAULT 0 NOT NULL,
	"title_name" varchar(100) NOT NULL,
	"intro" varchar(300),
	"cover_picture" varchar(300) NOT NULL,
	"banner_route" varchar(300),
	"route_url" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"uni_id" integer NOT NULL,
	"course_name" varchar(200) NOT NULL,
	"apply_status" varchar(2) NOT NULL,
	"receipt_date" date NOT NULL,
	"begin_date" date
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"stu_name" varchar(50) NOT NULL,
	"stu_spell" varchar(100) NOT NULL,
	"uni_id" integer NOT NULL,
	"course_type" varchar(10) NOT NULL,
	"course_name" varchar(200) NOT NULL,
	"result_date" date NOT NULL,
	"edu_uni_name" varchar(200),
	"edu_uni_type" varchar(30),
	"edu_major_name" varchar(200),
	"edu_gpa" numeric(4, 2),
	"edu_language" varchar(100),
	"is_work" varchar(1) DEFAULT '0' NOT NULL,
	"work_experience" varchar(300),
	"uni_money" integer,
	"view_number" integer DEFAULT 0 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"en_name" varchar(80) NOT NULL,
	"code" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"flag" varchar(300) NOT NULL,
	"picture" varchar(300) NOT NULL,
	"requires_professional_link" boolean DEFAULT false NOT NULL,
	"application_open" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"id" serial PRIMARY KEY NOT NULL,
	"uni_id" integer NOT NULL,
	"faculty_name" varchar(200) NOT NULL,
	"faculty_en_name" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"uni_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_uni_id_pk" PRIMARY KEY("user_id","uni_id")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"uni_id" integer NOT NULL,
	"faculty_id" integer,
	"country_id" varchar(30) NOT NULL,
	"major_name" varchar(200) NOT NULL,
	"major_en_name" varchar(200) NOT NULL,
	"major_focus" varchar(100) DEFAULT '' NOT NULL,
	"degree_type" varchar(2) NOT NULL,
	"major_system" varchar(20),
	"major_tuition" numeric(12, 0),
	"currency" varchar(3) NOT NULL,
	"language_requirement" varchar(300),
	"ielts_score" varchar(20),
	"toefl_score" varchar(20),
	"pte" varchar(20),
	"gmat" varchar(20),
	"gre" varchar(20),
	"min_gpa" numeric(4, 2),
	"apply_date" varchar(100),
	"begin_date" varchar(100),
	"major_link" varchar(300),
	"background_requirement" text,
	"major_introduction" text,
	"stipend" integer DEFAULT 0 NOT NULL,
	"major_status" varchar(1) DEFAULT '0' NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"uni_name" varchar(200) NOT NULL,
	"uni_en_name" varchar(200) NOT NULL,
	"country_id" varchar(30) NOT NULL,
	"website" varchar(300),
	"city" varchar(100),
	"city_cn" varchar(100),
	"uni_type" varchar(20) DEFAULT 'public' NOT NULL,
	"founded" integer,
	"qs_rank" integer,
	"uni_logo" varchar(300),
	"uni_main" varchar(300),
	"uni_info" text,
	"pinyin" varchar(400) DEFAULT '' NOT NULL,
	"initials" varchar(80) DEFAULT '' NOT NULL,
	"en_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(uni_en_name), '[^a-z]+')) STORED,
	"view_number" integer DEFAULT 0 NOT NULL,
	"collect_number" integer DEFAULT 0 NOT NULL,
	"ai_show" boolean DEFAULT true NOT NULL,
	"stipend_show" varchar(1) DEFAULT '1' NOT NULL,
	"is_special" varchar(1) DEFAULT '0' NOT NULL,
	"is_reduce" varchar(1) DEFAULT '0' NOT NULL,
	"uni_type_tip" integer DEFAULT 2 NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_records" (
	"target_type" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "view_records_target_type_target_id_visitor_day_pk" PRIMARY KEY("target_type","target_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_applies" ADD CONSTRAINT "case_applies_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_applies" ADD CONSTRAINT "case_applies_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculties" ADD CONSTRAINT "faculties_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_uni_id_universities_id_fk" FOREIGN KEY ("uni_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("article_type","publish_date");--> statement-breakpoint
CREATE INDEX "articles_name_trgm" ON "articles" USING gin ("article_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_applies_case_idx" ON "case_applies" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_applies_uni_idx" ON "case_applies" USING btree ("uni_id","receipt_date");--> statement-breakpoint
CREATE INDEX "cases_uni_idx" ON "cases" USING btree ("uni_id","result_date");--> statement-breakpoint
CREATE INDEX "cases_gpa_idx" ON "cases" USING btree ("edu_gpa");--> statement-breakpoint
CREATE INDEX "faculties_uni_idx" ON "faculties" USING btree ("uni_id");--> statement-breakpoint
CREATE INDEX "favourites_uni_idx" ON "favourites" USING btree ("uni_id");--> statement-breakpoint
CREATE INDEX "majors_uni_idx" ON "majors" USING btree ("uni_id");--> statement-breakpoint
CREATE INDEX "majors_country_idx" ON "majors" USING btree ("country_id","degree_type");--> statement-breakpoint
CREATE INDEX "majors_tuition_idx" ON "majors" USING btree ("country_id","major_tuition");--> statement-breakpoint
CREATE INDEX "majors_name_trgm" ON "majors" USING gin ("major_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "majors_en_name_trgm" ON "majors" USING gin (lower("major_en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "majors_focus_trgm" ON "majors" USING gin ("major_focus" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "universities_en_name_uq" ON "universities" USING btree ("uni_en_name");--> statement-breakpoint
CREATE INDEX "universities_country_idx" ON "universities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "universities_name_trgm" ON "universities" USING gin ("uni_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_en_name_trgm" ON "universities" USING gin (lower("uni_en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_pinyin_idx" ON "universities" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "universities_initials_idx" ON "universities" USING btree ("initials" text_pattern_ops);