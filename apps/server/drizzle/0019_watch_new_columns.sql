-- The columns migration 0018 added to watched tables (sources, last-checked dates, website domain,
-- the verified flag and its offer file, external keys, updated_at) send the catalogue notice too:
-- the statement triggers are made again over every column (the counters stay quiet).
SELECT portal_watch_table('universities', 'catalogue', ARRAY['view_number', 'collect_number']);
--> statement-breakpoint
SELECT portal_watch_table('majors', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('cases', 'catalogue', ARRAY['view_number']);
--> statement-breakpoint
SELECT portal_watch_table('articles', 'catalogue', ARRAY['total_view']);
