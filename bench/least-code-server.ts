// The least code that does the authenticated customers list's work, for `npm run bench` to compare the real
// server with: verify the access JWT (jose, as the server), one join for the session, the page and
// its count, with `pg` and a pool of 10, answered as the same envelope. No framework, no validation, no
// roles, no envelope options: what remains of the real server's time over this is its own overhead.
// Run as its own process: DATABASE_URL, JWT_SECRET, PORT.
import { createServer } from 'node:http'
import { jwtVerify } from 'jose'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const key = new TextEncoder().encode(process.env.JWT_SECRET)

const server = createServer((req, res) => {
  void (async () => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
    if (!token) return res.writeHead(401).end()
    const { payload } = await jwtVerify(token, key, {
      issuer: 'niaga-sandbox',
      audience: 'access',
      algorithms: ['HS256'],
    })
    const session = await pool.query<{ account_id: string }>(
      `select s.account_id from sessions s join accounts a on a.id = s.account_id
       join account_users au on au.account_id = s.account_id and au.user_id = s.user_id and au.deactivated_at is null
       where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() and a.record_status_id = 1`,
      [payload.sid, payload.sub],
    )
    const accountId = session.rows[0]?.account_id
    if (!accountId) return res.writeHead(401).end()
    const [page, count] = await Promise.all([
      pool.query('select * from customers where account_id = $1 order by created_at desc limit 10', [
        accountId,
      ]),
      pool.query<{ n: string }>('select count(*) as n from customers where account_id = $1', [accountId]),
    ])
    const body = JSON.stringify({
      response_code: 2000,
      token: null,
      data: { list: { data: page.rows, total: Number(count.rows[0]!.n) } },
      description: 'Success',
    })
    res.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })().catch(() => res.writeHead(500).end())
})
server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log(`least-code route listening on ${process.env.PORT}`),
)
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))))
