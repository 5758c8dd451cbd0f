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

Every event is signed by the Standard Webhooks specification (standardwebhooks.com), so a library in your language verifies it. Each request carries \`webhook-id\` (the event's id, the same on every retry and resend), \`webhook-timestamp\` (Unix seconds, real time) and \`webhook-signature\`. Your callback secret (\`GET /payment-services/merchant-callback-data/secret\`, \`whsec_…\`) is what the library takes. Verify the raw body before parsing it.

**Node.js** (\`npm install standardwebhooks\`)

\`\`\`js
import { Webhook } from 'standardwebhooks'

const webhook = new Webhook(process.env.NIAGA_SECRET)
// Express: app.post('/niaga', express.raw({ type: 'application/json' }), (req, res) => {
//   try {
//     const event = webhook.verify(req.body.toString('utf8'), req.headers)
//     res.sendStatus(200)
//   } catch {
//     res.sendStatus(400)
//   }
// })
\`\`\`

**PHP** (\`composer require standard-webhooks/standard-webhooks\`)

\`\`\`php
<?php
$webhook = new \\StandardWebhooks\\Webhook(getenv('NIAGA_SECRET'));
try {
    $event = $webhook->verify(file_get_contents('php://input'), getallheaders());
    http_response_code(200);
} catch (Exception $e) {
    http_response_code(400);
}
\`\`\`

**Python** (\`pip install standardwebhooks\`)

\`\`\`python
import os
from standardwebhooks.webhooks import Webhook

webhook = Webhook(os.environ["NIAGA_SECRET"])
# Flask: event = webhook.verify(request.get_data(), request.headers)  # raises when it does not verify
\`\`\`

**Without a library.** The signature is \`v1,\` and the base64 HMAC-SHA256 of \`\${webhook-id}.\${webhook-timestamp}.\${raw body}\`, keyed with the secret's bytes: base64-decode what follows \`whsec_\`. Compare in constant time, and refuse a timestamp more than five minutes from your clock.

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto'

export function verifyNiaga(secret, headers, rawBody) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = \`v1,\${createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest('base64')}\`
  return String(headers['webhook-signature'])
    .split(' ')
    .some((given) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
}
\`\`\`
`
