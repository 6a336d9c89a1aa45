ALTER TABLE "banners" ADD COLUMN "title_name_en" varchar(150);--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "intro_en" varchar(400);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "uni_info_en" text;