CREATE TABLE "introducer_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_record_id" uuid NOT NULL,
	"introducer_account_id" uuid NOT NULL,
	"merchant_account_id" uuid NOT NULL,
	"settlement_id" uuid,
	"fee_sen" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"commission_sen" bigint NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introducer_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"referral_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "introducer_commissions" ADD CONSTRAINT "introducer_commissions_payment_record_id_payment_records_id_fk" FOREIGN KEY ("payment_record_id") REFERENCES "public"."payment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_commissions" ADD CONSTRAINT "introducer_commissions_introducer_account_id_accounts_id_fk" FOREIGN KEY ("introducer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_commissions" ADD CONSTRAINT "introducer_commissions_merchant_account_id_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_profiles" ADD CONSTRAINT "introducer_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "introducer_commissions_payment_key" ON "introducer_commissions" USING btree ("payment_record_id");--> statement-breakpoint
CREATE INDEX "introducer_commissions_introducer_posted_idx" ON "introducer_commissions" USING btree ("introducer_account_id","posted_at");--> statement-breakpoint
CREATE INDEX "introducer_commissions_merchant_idx" ON "introducer_commissions" USING btree ("merchant_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "introducer_profiles_referral_code_key" ON "introducer_profiles" USING btree (upper("referral_code"));--> statement-breakpoint
-- Every introducer account already open gets a referral code: R and the first 9 hex digits of its id, in capitals.
INSERT INTO "introducer_profiles" ("account_id", "referral_code") SELECT "id", 'R' || upper(substr(replace("id"::text, '-', ''), 1, 9)) FROM "accounts" WHERE "type" = 'introducer' ON CONFLICT DO NOTHING;
