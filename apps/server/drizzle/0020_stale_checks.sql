-- Banners and dictionary entries carry the version a console form loaded, so a save over a newer
-- one is refused as stale (as universities, programmes and articles are); the change triggers are
-- made again so the new column sends the catalogue notice too.
ALTER TABLE "dict_data" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
SELECT portal_watch_table('banners', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('dict_data', 'catalogue');
