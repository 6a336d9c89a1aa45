CREATE TABLE "contract_milestones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"access_key" varchar(64) NOT NULL,
	"stu_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"contract_class" varchar(1) NOT NULL,
	"country_id" varchar(30) NOT NULL,
	"terms_version" varchar(20) NOT NULL,
	"student_name" varchar(100) NOT NULL,
	"schools" jsonb NOT NULL,
	"signers" jsonb NOT NULL,
	"service_fee_fen" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"start_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"pdf_file_id" varchar(40),
	"pdf_sha256" varchar(64),
	"content_sha256" varchar(64) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_settings" (
	"country_id" varchar(30) PRIMARY KEY NOT NULL,
	"contract_class" varchar(1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"from_state" varchar(10),
	"to_state" varchar(10),
	"source" varchar(10) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"contract_id" bigint NOT NULL,
	"channel" varchar(10) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"code_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_txn_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_stu_id_students_id_fk" FOREIGN KEY ("stu_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_settings" ADD CONSTRAINT "country_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_milestones_uq" ON "contract_milestones" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_access_key_uq" ON "contracts" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_stu_current_uq" ON "contracts" USING btree ("stu_id") WHERE "contracts"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_out_trade_no_uq" ON "payment_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_orders_contract_idx" ON "payment_orders" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("expires_at") WHERE "payment_orders"."state" = 'created';