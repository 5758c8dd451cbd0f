CREATE TABLE "api_key_usage" (
	"key_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"operation" text NOT NULL,
	"response_code" integer NOT NULL,
	"calls" integer NOT NULL,
	"total_ms" integer NOT NULL,
	"max_ms" integer NOT NULL,
	CONSTRAINT "api_key_usage_key_id_hour_operation_response_code_pk" PRIMARY KEY("key_id","hour","operation","response_code")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lookup" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last4" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"rolled_from" uuid,
	"rolled_to" uuid,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid,
	"body" text NOT NULL,
	"subject_url" text,
	"targets" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelist_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"address" text NOT NULL,
	"ip_version" integer NOT NULL,
	"label" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "callback_deliveries" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_addresses" ADD CONSTRAINT "whitelist_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_lookup_key" ON "api_keys" USING btree ("lookup");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_account_idx" ON "webhook_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_subject_idx" ON "webhook_events" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_addresses_account_address_key" ON "whitelist_addresses" USING btree ("account_id","address");--> statement-breakpoint
CREATE INDEX "callback_deliveries_event_idx" ON "callback_deliveries" USING btree ("event_id");--> statement-breakpoint
-- Callback jobs queued by an older sandbox named a payment or top-up, not an event: deliveries now go through
-- the webhook events log (webhook_delivery jobs), so those can no longer run.
UPDATE "jobs" SET "status" = 'dead', "last_error" = 'Replaced by the webhook events log' WHERE "kind" IN ('merchant_callback', 'pool_callback') AND "status" IN ('queued', 'running');
