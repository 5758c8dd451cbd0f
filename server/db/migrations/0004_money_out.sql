CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verification_message" text,
	"verified_at" timestamp with time zone,
	"record_status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"payout_service_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"bank_reference" text,
	"failure_reason" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"settlement_no" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"gross_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"settlement_fee_sen" bigint DEFAULT 0 NOT NULL,
	"reserve_sen" bigint DEFAULT 0 NOT NULL,
	"payment_count" integer NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"settlement_date" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"reserve_release_at" timestamp with time zone,
	"reserve_released_at" timestamp with time zone,
	CONSTRAINT "settlements_settlement_no_unique" UNIQUE("settlement_no")
);
--> statement-breakpoint
CREATE TABLE "void_sale_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"record_no" text NOT NULL,
	"kind" text NOT NULL,
	"payment_record_id" uuid NOT NULL,
	"amount_sen" bigint NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "void_sale_records_record_no_unique" UNIQUE("record_no")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "settlement_paused_channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "reserve_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "settle_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "settlement_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "refunded_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_sale_records" ADD CONSTRAINT "void_sale_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_sale_records" ADD CONSTRAINT "void_sale_records_payment_record_id_payment_records_id_fk" FOREIGN KEY ("payment_record_id") REFERENCES "public"."payment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_sale_records" ADD CONSTRAINT "void_sale_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("account_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "payouts_account_created_idx" ON "payouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "settlements_account_settled_idx" ON "settlements" USING btree ("account_id","settled_at");--> statement-breakpoint
CREATE INDEX "void_sale_records_account_created_idx" ON "void_sale_records" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "void_sale_records_payment_idx" ON "void_sale_records" USING btree ("payment_record_id");--> statement-breakpoint
CREATE INDEX "payment_records_settle_due_idx" ON "payment_records" USING btree ("settle_due_at") WHERE "payment_records"."settled_at" is null and "payment_records"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_records_settlement_idx" ON "payment_records" USING btree ("settlement_id");--> statement-breakpoint
-- Data from before settlement existed: payments the old seed settled are settled; other paid payments come
-- due two days after they were paid (the old seed's rule), so the settlement job picks them up.
UPDATE "payment_records" SET "settled_at" = t."occurred_at" FROM "ledger_transactions" t WHERE t."kind" = 'settlement' AND t."reference" = "payment_records"."invoice_no" AND t."account_id" = "payment_records"."account_id";--> statement-breakpoint
UPDATE "payment_records" SET "settle_due_at" = "paid_at" + interval '2 days' WHERE "status" = 'paid' AND "settled_at" IS NULL AND "paid_at" IS NOT NULL;
