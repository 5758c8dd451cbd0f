// Faults (docs/operations.md, "Faults"): the embedded database's disk fills up. The server runs on a PGlite
// data directory on a tiny tmpfs, uploads fill it, and the write that finds no space answers a clear 5031
// envelope: the process lives on, reads work, earlier data is intact; once space is freed, writes work
// again, and a restart finds every record that was answered 2000 and none that was not.
//
// Mounting a tmpfs needs root, which CI has (`.ci/run` runs `npm run test:pg` as root). Anywhere else this
// test fails with that reason rather than skipping. It needs no PostgreSQL, but lives with the other fault
// tests in tests/pg/ so that it runs once, where root is a given.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudImage } from '../../src/contract/catalogue.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { Envelope, ListData } from '../../src/contract/envelope.ts'
import { killHard, startChild, until } from '../support/faults.ts'

/** Free space left on the tmpfs once the ballast is in: less than one upload needs. */
const SLACK_BYTES = 1_500_000

const root = mkdtempSync('/tmp/niaga-full-disk-')
const dataDir = join(root, 'data')
const ballast = join(root, 'ballast')
let mounted = false
let server: Awaited<ReturnType<typeof startChild>> | undefined

beforeAll(() => {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The full-disk test mounts a tmpfs, which needs root: run `npm run test:pg` as root (CI does), or in a root container',
    )
  }
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m,mode=0755', 'tmpfs', root])
  mounted = true
})
afterAll(async () => {
  if (server) await killHard(server.server)
  if (mounted) execFileSync('umount', [root])
  rmSync(root, { recursive: true, force: true })
})

const freeBytes = () => {
  const stats = statfsSync(root)
  return stats.bavail * stats.bsize
}

/** A PNG of noise (it does not compress): about half a megabyte, twice over with its thumbnail. */
const noisePng = () =>
  sharp({
    create: {
      width: 420,
      height: 420,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()

type Child = NonNullable<typeof server>

async function upload(target: Child, token: string): Promise<{ status: number; body: Envelope<CloudImage> }> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(await noisePng())], 'noise.png', { type: 'image/png' }))
  const res = await fetch(`${target.baseUrl}/api/v1/merchant-cloud-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status, body: (await res.json()) as Envelope<CloudImage> }
}

const login = async (target: Child) => (await target.http.login('merchant@niaga.test')).access_token
const imageIds = async (target: Child, token: string) => {
  const res = await target.http.call<ListData<CloudImage>>(
    'POST',
    '/merchant-cloud-image/merchant-cloud-image-records?limit=500',
    { token },
  )
  expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
  return res.body.data.list.data.map((image) => image.id).sort()
}
const customers = async (target: Child, token: string) =>
  (await target.http.call<ListData<Customer>>('GET', '/customers?limit=500', { token })).body

describe('the embedded database on a full disk', () => {
  it(
    'answers 5031 without crashing or losing data, and writes again once space is freed',
    { timeout: 300_000 },
    async () => {
      server = await startChild({ DATA_DIR: dataDir })
      let token = await login(server)
      const before = { images: await imageIds(server, token), customers: await customers(server, token) }
      expect(before.customers.response_code).toBe(ResponseCode.SUCCESS)

      // The operator's disk is nearly full: everything but SLACK_BYTES goes to a ballast file.
      writeFileSync(ballast, Buffer.alloc(freeBytes() - SLACK_BYTES))
      expect(freeBytes()).toBeLessThanOrEqual(SLACK_BYTES)

      const stored: string[] = []
      let refused: Awaited<ReturnType<typeof upload>> | undefined
      for (let i = 0; i < 20 && !refused; i++) {
        const res = await upload(server, token)
        if (res.body.response_code === ResponseCode.SUCCESS) stored.push(res.body.data.id)
        else refused = res
      }
      expect(refused).toBeDefined()
      expect(refused!.status).toBe(503)
      expect(refused!.body).toMatchObject({
        response_code: ResponseCode.DATABASE_FULL,
        data: null,
        description:
          'The database is out of disk space, so nothing was saved. Reading still works; writing resumes once space is freed.',
      })

      // The operator's log says what happened, in the database's words, without the upload's bytes.
      const output = await until(
        server.server.output,
        (text) => text.includes('"database fault"'),
        'the log line',
      )
      const logged = /"database fault"[^\n]*/.exec(output)![0]
      expect(logged).toContain('"code":5031')
      expect(logged).toContain('No space left on device')
      expect(logged.length).toBeLessThan(1000)
      // Still running, and reads answer as before.
      expect(server.server.child.exitCode).toBeNull()
      expect(await customers(server, token)).toEqual(before.customers)
      expect(await imageIds(server, token)).toEqual([...before.images, ...stored].sort())

      // Space is freed: writes work again, without a restart.
      rmSync(ballast)
      const again = await upload(server, token)
      expect(again.body.response_code).toBe(ResponseCode.SUCCESS)
      stored.push(again.body.data.id)

      // A restart reads everything back: every answered upload, nothing of the refused one.
      await server.server.stop()
      server = await startChild({ DATA_DIR: dataDir })
      token = await login(server)
      expect(await imageIds(server, token)).toEqual([...before.images, ...stored].sort())
      expect(await customers(server, token)).toEqual(before.customers)
    },
  )
})
