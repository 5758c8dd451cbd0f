CREATE SEQUENCE "public"."virtual_account_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "subscription_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"time_period" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_sen" bigint DEFAULT 0 NOT NULL,
	"credit_sen" bigint DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"bill_id" uuid,
	"invoice_no" text,
	"transaction_invoice_no" text,
	"paid_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_histories_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "pool_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"pool_id" uuid NOT NULL,
	"pool_type" text NOT NULL,
	"amount_sen" bigint NOT NULL,
	"balance_after_sen" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"topup_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_topups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"bill_id" uuid,
	"pool_id" uuid NOT NULL,
	"virtual_account_id" uuid,
	"amount_sen" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text,
	"payer_reference" text,
	"channel" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_topups_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"pool_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"name" text NOT NULL,
	"pool_type" text NOT NULL,
	"customer_id" uuid,
	"description" text,
	"callback_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_account_no_unique" UNIQUE("account_no")
);
--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "collection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "yearly_price_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "fee_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "record_status_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "time_period" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "purpose" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payout_pool_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "prefund_pool_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "void_sale_records" ADD COLUMN "prefund_pool_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_histories" ADD CONSTRAINT "subscription_histories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_histories" ADD CONSTRAINT "subscription_histories_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_movements" ADD CONSTRAINT "pool_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_movements" ADD CONSTRAINT "pool_movements_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_topups" ADD CONSTRAINT "pool_topups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_topups" ADD CONSTRAINT "pool_topups_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_topups" ADD CONSTRAINT "pool_topups_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_topups" ADD CONSTRAINT "pool_topups_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_histories_account_idx" ON "subscription_histories" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "pool_movements_account_idx" ON "pool_movements" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "pool_topups_account_idx" ON "pool_topups" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "pool_topups_virtual_account_idx" ON "pool_topups" USING btree ("virtual_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_account_type_key" ON "pools" USING btree ("account_id","pool_type");--> statement-breakpoint
CREATE INDEX "virtual_accounts_account_idx" ON "virtual_accounts" USING btree ("account_id","created_at");--> statement-breakpoint
-- Older sandboxes: a yearly price of ten months, and the current subscriptions' period starting when the
-- migration runs (their start date predates periods), so nobody lapses on upgrade.
UPDATE "subscription_plans" SET "yearly_price_sen" = "price_sen" * 10;--> statement-breakpoint
UPDATE "subscriptions" SET "current_period_start" = now(), "current_period_end" = now() + interval '1 month';
--> statement-breakpoint
-- …and each gets its renewal check at the new period's end.
INSERT INTO "jobs" ("kind", "payload", "status", "attempts", "max_attempts", "run_at", "created_at", "updated_at")
SELECT 'subscription_check', jsonb_build_object('account_id', "account_id"), 'queued', 0, 8, "current_period_end", now(), now() FROM "subscriptions";
