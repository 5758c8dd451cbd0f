// A readable API reference for merchants' developers: plain server-rendered HTML (no script, so the
// strict CSP holds), grouped by tag, generated from the same OpenAPI document.
import { ResponseCode } from '../../src/contract/codes.ts'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

interface Doc {
  paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[]; security: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>
}

export function renderApiReference(doc: Doc): string {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content['application/json']?.schema
      const html = `<article id="${escape(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api/v1${escape(path)}</code></h3>
<p>${escape(op.summary)}</p><p class="meta">operationId <code>${escape(op.operationId)}</code> · ${op.security.length ? 'Bearer token required' : 'public'}</p>
${body ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : ''}</article>`
      const tag = op.tags[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), html])
    }
  }
  const codes = Object.entries(ResponseCode)
    .map(([name, code]) => `<tr><td><code>${code}</code></td><td>${escape(name.replace(/_/g, ' ').toLowerCase())}</td></tr>`)
    .join('')
  const sections = [...byTag].map(([tag, ops]) => `<section><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}</section>`).join('')
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' · ')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_TITLE} API reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1a202c}
code,pre{font-family:ui-monospace,monospace}pre{background:#f7fafc;padding:.75rem;overflow:auto;border-radius:6px}
article{border-top:1px solid #e2e8f0;padding:.5rem 0}.m{font-size:.8em;padding:.1em .4em;border-radius:4px;color:#fff;background:#4a5568}
.get{background:#2b6cb0}.post{background:#2f855a}.put{background:#b7791f}.delete{background:#c53030}.meta{color:#4a5568;font-size:.9em}
table{border-collapse:collapse}td{border:1px solid #e2e8f0;padding:.2em .6em}</style></head><body>
<h1>${PRODUCT_TITLE} API reference</h1>
<p>Base URL <code>/api/v1</code>. Every answer is <code>{response_code, token, data, description}</code>; 2000 is success.
Authenticate with <code>Authorization: Bearer &lt;access_token&gt;</code> from a login call, and store a non-null <code>token</code> from any answer: sessions slide.
Lists take <code>skip</code>, <code>limit</code> (1 to 500), <code>sort</code>, <code>order</code> and <code>search</code> and answer <code>data.list = {data, total, skip, limit}</code>.
Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a>.</p>
<nav>${nav}</nav><h2>Response codes</h2><table>${codes}</table>${sections}</body></html>`
}
