-- Standard Webhooks (docs/developers-and-webhooks.md): a callback secret is `whsec_` and the key in standard
-- base64, which the libraries decode strictly. Secrets made before were base64url: the same key bytes,
-- written with '-' and '_' where standard base64 has '+' and '/'.
UPDATE "accounts"
SET "callback_secret" = 'whsec_' || translate(substr("callback_secret", 7), '-_', '+/')
WHERE "callback_secret" LIKE 'whsec\_%';
