ALTER TABLE "articles" ADD COLUMN "article_name_en" varchar(300);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "intro_en" varchar(800);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "edu_uni_en_name" varchar(200);--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "edu_major_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "language_requirement_en" varchar(300);--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "background_requirement_en" text;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "major_introduction_en" text;