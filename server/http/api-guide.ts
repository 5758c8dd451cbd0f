// The guide at the top of the API reference (the OpenAPI document's info.description, Markdown): how to
// authenticate, page, retry and verify webhooks, with copy-paste code. docs/developers-and-webhooks.md links
// here.
import {
  KEY_GROUP_LABELS,
  KEY_GROUPS,
  KEY_RATE_LIMIT_DEFAULT,
  ROLL_OVERLAP_HOURS_DEFAULT,
  ROLL_OVERLAP_HOURS_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
} from '../../src/contract/developers.ts'

const groups = KEY_GROUPS.map((g) => `\`${g}\` (${KEY_GROUP_LABELS[g]})`).join(', ')
const events = WEBHOOK_EVENT_TYPES.map((t) => `| \`${t}\` | ${WEBHOOK_EVENT_LABELS[t]} |`).join('\n')

export const API_GUIDE = `Every answer is the envelope \`{response_code, token, data, description}\`: \`2000\` is success, and the HTTP status follows the code's class (400, 401, 403, 404, 409, 429, 500). Amounts are MYR text with two decimals (\`"120.50"\`). Lists take \`skip\` and \`limit\` (1 to 500) and answer \`data.list = {data, total, skip, limit}\`.

## Authentication

- **Console sessions**: \`Authorization: Bearer <access_token>\` from a login call. A non-null \`token\` in an answer replaces the old one (sessions slide).
- **API keys** (server to server): \`Authorization: Bearer nk_sandbox_…\`. Create them in the console (Developers → API keys) or with \`POST /merchant-api\`; the secret is shown once and only its hash is kept. Each key has a scope per resource group — ${groups} — of \`none\`, \`read\` or \`write\`. Each operation says below whether it takes a session, a key, or both; console-only operations (users, roles, keys, the whitelist, settings, the catalogue) refuse keys with 4030.
- **Rolling** (\`POST /merchant-api/{id}/roll\`): a new secret at once; the old one keeps working for the overlap (${ROLL_OVERLAP_HOURS_DEFAULT} hours by default, 0 to ${ROLL_OVERLAP_HOURS_MAX}), then answers 401. **Revoking** stops a key at once.
- **IP whitelist**: when the account has active entries (IPv4, IPv6, CIDR), key calls from any other address answer 4030 naming the caller's address. An empty whitelist allows every address. Sessions are never whitelisted.
- **Rate limits**: each key has its own limit per minute (${KEY_RATE_LIMIT_DEFAULT} by default). Every key call answers \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds) and \`RateLimit-Policy\`; past the limit, 4290 with \`data.retry_after\` and \`Retry-After\`.
- **Usage**: every key call is counted per key, hour, operation and response code (never bodies), shown in the console and by \`GET /merchant-api/auth-key/{uuid}/dashboard\`.

## Retries

Writes that move money take an \`Idempotency-Key\` header: a retry with the same key and body answers the first result; the same key with another body is 4090; while the first is still running, 4091 with \`data.retry_after\`.

## Languages

Send \`Accept-Language\` to read an error in your user's language: \`ms\` (or \`ms-MY\`) for Bahasa Melayu, \`zh\` (\`zh-CN\`, \`zh-Hans\`, \`zh-MY\`) for Simplified Chinese; any other language, or none, is English. The \`description\` and the field messages in \`data.breakdown\` are translated, the answer says which language it used in \`Content-Language\`, and the \`response_code\` and field names never change, so branch on those, not on words. Successful answers carry your own data as you wrote it. A console user's own language is \`language\` on \`GET /users/me\` (\`en\` or \`ms\`, changed with \`PUT /users/me\`); their notifications are worded in it.

## Webhooks

Set your endpoint with \`PUT /payment-services/merchant-callback-data/endpoint\`. Every event is POSTed to it as JSON; payment paid, voided and refunded events also go to the collection's own \`callback_url\`, top-up events to the virtual account's. A non-2xx answer is retried after 10 s, 20 s, 40 s … (at most an hour apart, 8 attempts). \`GET /webhook-events\` lists every event with each attempt; \`POST /webhook-events/{id}/resend\` sends it again with the same \`event_id\`, so drop repeats by \`event_id\`.

| Event | When |
| --- | --- |
${events}

Each request carries \`X-Niaga-Timestamp\` (Unix seconds) and \`X-Niaga-Signature\` = hex HMAC-SHA256 of \`\${timestamp}.\${raw body}\` with your callback secret (\`GET /payment-services/merchant-callback-data/secret\`). Verify the raw bytes before parsing, compare in constant time, and refuse timestamps older than five minutes.

**Node.js**

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto'

export function verifyNiaga(secret, timestamp, signature, rawBody) {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex')
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
}
// Express: app.post('/niaga', express.raw({ type: 'application/json' }), (req, res) => {
//   const ok = verifyNiaga(process.env.NIAGA_SECRET, req.get('x-niaga-timestamp'), req.get('x-niaga-signature'), req.body.toString('utf8'))
//   res.sendStatus(ok ? 200 : 400)
// })
\`\`\`

**PHP**

\`\`\`php
<?php
function verify_niaga(string $secret, string $timestamp, string $signature, string $rawBody): bool {
    if (abs(time() - (int) $timestamp) > 300) return false;
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    return hash_equals($expected, $signature);
}
$ok = verify_niaga(getenv('NIAGA_SECRET'), $_SERVER['HTTP_X_NIAGA_TIMESTAMP'] ?? '', $_SERVER['HTTP_X_NIAGA_SIGNATURE'] ?? '', file_get_contents('php://input'));
http_response_code($ok ? 200 : 400);
\`\`\`

**Python**

\`\`\`python
import hashlib, hmac, time

def verify_niaga(secret: str, timestamp: str, signature: str, raw_body: bytes) -> bool:
    if abs(time.time() - int(timestamp)) > 300:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)

# Flask: verify_niaga(os.environ["NIAGA_SECRET"], request.headers["X-Niaga-Timestamp"],
#                     request.headers["X-Niaga-Signature"], request.get_data())
\`\`\`
`
