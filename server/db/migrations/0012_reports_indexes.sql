-- Reports (server/services/reports/sources.ts) read payouts of a range a page at a time by keyset on
-- (requested_at, id): without this index every page of a large report scanned and sorted all the account's payouts.
CREATE INDEX IF NOT EXISTS "payouts_account_requested_idx" ON "payouts" USING btree ("account_id","requested_at","id");
