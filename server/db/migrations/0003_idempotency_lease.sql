ALTER TABLE "idempotency_keys" ADD COLUMN "claim_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_until" timestamp with time zone;