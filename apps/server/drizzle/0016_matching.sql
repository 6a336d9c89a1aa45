CREATE TABLE "admission_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signature" text NOT NULL,
	"cases" integer NOT NULL,
	"outcomes" integer NOT NULL,
	"model" jsonb NOT NULL,
	"method" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"cny_per_unit" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admission_models_fitted_idx" ON "admission_models" USING btree ("fitted_at");--> statement-breakpoint
-- Reference rates (yuan per unit) the operator keeps for showing tuition in yuan; seeded with
-- indicative values, changed by staff in the back office.
INSERT INTO "currency_rates" ("currency", "cny_per_unit") VALUES
  ('GBP', 9.2), ('EUR', 7.9), ('USD', 7.1), ('AUD', 4.6), ('CAD', 5.1), ('NZD', 4.1),
  ('SGD', 5.4), ('CHF', 8.7), ('SEK', 0.72), ('NOK', 0.68), ('MYR', 1.65), ('HUF', 0.02)
ON CONFLICT ("currency") DO NOTHING;
--> statement-breakpoint
SELECT portal_watch_table('currency_rates', 'catalogue');
