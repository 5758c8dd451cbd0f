DROP INDEX "audit_logs_occurred_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_occurred_idx" ON "audit_logs" USING btree ("occurred_at","seq");