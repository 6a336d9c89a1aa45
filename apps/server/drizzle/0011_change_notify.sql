-- Change notification: every process keeps read-mostly data (the catalogue index, cached answers,
-- resolved sessions) in memory and drops it when the database says it changed, on the channel
-- portal_changes. Triggers send the notice, so a change made by any process, a migration or a
-- person with psql is seen by all. PostgreSQL folds equal notices of one transaction into one.
CREATE OR REPLACE FUNCTION portal_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- (Re)creates the statement trigger of a table; changes of only the columns in `quiet` (view and
-- favourite counters, refreshed on their own every few seconds) send nothing. A migration that
-- adds columns to a watched table calls this again, so the new columns are watched too.
CREATE OR REPLACE FUNCTION portal_watch_table(tbl text, topic text, quiet text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE cols text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO cols
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name = tbl AND NOT (column_name = ANY (quiet));
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_changed', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE OR UPDATE OF %s ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change(%L)',
                 tbl || '_changed', cols, tbl, topic);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_truncated', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change(%L)',
                 tbl || '_truncated', tbl, topic);
END $$;
--> statement-breakpoint
SELECT portal_watch_table('countries', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('universities', 'catalogue', ARRAY['view_number', 'collect_number']);
--> statement-breakpoint
SELECT portal_watch_table('faculties', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('majors', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('cases', 'catalogue', ARRAY['view_number']);
--> statement-breakpoint
SELECT portal_watch_table('case_applies', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('articles', 'catalogue', ARRAY['total_view']);
--> statement-breakpoint
SELECT portal_watch_table('banners', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('dict_data', 'catalogue');
--> statement-breakpoint
SELECT portal_watch_table('colleges', 'catalogue');
--> statement-breakpoint
-- Row notices: a session changed or deleted (revoked, expired, seen: processes keep resolved
-- sessions), an account whose roles or state changed, and the favourites of one account (its own
-- marks on the lists).
CREATE OR REPLACE FUNCTION portal_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION portal_notify_session();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF roles, disabled OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_favourite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'fav:' || coalesce(NEW.user_id, OLD.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favourites_changed AFTER INSERT OR UPDATE OR DELETE ON favourites
  FOR EACH ROW EXECUTE FUNCTION portal_notify_favourite();
