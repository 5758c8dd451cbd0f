// scripts/check-test-machine.mjs, run as `npm test` runs it, on a machine made up for each case:
// CHROMIUM_PATH and POSTGRES_BIN point into a fresh folder, and PATH holds only a recording apt-get (or
// none), so nothing is installed on the real machine.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'niaga-check-machine-'))
  mkdirSync(join(dir, 'bin'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const asRoot = process.getuid?.() === 0

function executable(path: string, body = '#!/bin/sh\n') {
  writeFileSync(path, body)
  chmodSync(path, 0o755)
}

/** An apt-get that writes down how it was called and, on `install`, puts `installs` in place. */
function fakeAptGet(installs: string[], exitCode = 0) {
  const made = installs.map((file) => `printf '#!/bin/sh\\n' > ${file}; /bin/chmod 755 ${file}`).join('; ')
  executable(
    join(dir, 'bin', 'apt-get'),
    `#!/bin/sh\necho "$* DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> ${dir}/calls\n` +
      `[ "$1" = install ] && { ${made || ':'}; }\nexit ${exitCode}\n`,
  )
}

function check(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['scripts/check-test-machine.mjs', ...args], {
    env: {
      PATH: join(dir, 'bin'),
      CHROMIUM_PATH: join(dir, 'chromium'),
      POSTGRES_BIN: join(dir, 'pg'),
      npm_lifecycle_event: 'test',
      ...env,
    },
    encoding: 'utf8',
  })
  const calls = existsSync(join(dir, 'calls'))
    ? readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')
    : []
  return { status: run.status, out: run.stdout, err: run.stderr, calls }
}

describe('the test machine check', () => {
  it('says nothing and passes when Chromium is there', () => {
    executable(join(dir, 'chromium'))
    fakeAptGet([])
    expect(check(['chromium'])).toEqual({ status: 0, out: '', err: '', calls: [] })
  })

  it('without apt-get, stops at once with one line saying what to run', () => {
    const result = check(['chromium'])
    expect(result.status).toBe(1)
    expect(result.err).toBe(
      `check-test-machine: no ${dir}/chromium (Chromium, which the end-to-end tests drive). Install it, then ` +
        'run: CHROMIUM_PATH=/path/to/chromium npm test\n',
    )
  })

  it('with apt-get, installs Debian’s Chromium without questions when it may (or names the sudo command)', () => {
    fakeAptGet([join(dir, 'chromium')])
    const result = check(['chromium'])
    if (asRoot) {
      expect(result.status).toBe(0)
      expect(result.calls).toEqual([
        'update -qq DEBIAN_FRONTEND=noninteractive',
        'install -y -qq chromium DEBIAN_FRONTEND=noninteractive',
      ])
      expect(existsSync(join(dir, 'chromium'))).toBe(true)
    } else {
      expect(result.status).toBe(1)
      expect(result.err).toContain('Run: sudo apt-get update && sudo apt-get install -y chromium\n')
      expect(result.calls).toEqual([])
    }
  })

  it('stops with the command to run when apt-get fails or installs nothing usable', () => {
    fakeAptGet([], asRoot ? 100 : 0)
    const result = check(['chromium'])
    expect(result.status).toBe(1)
    expect(result.err).toMatch(asRoot ? /apt-get update failed \(exit 100\)/ : /Run: sudo apt-get/)
    fakeAptGet([])
    expect(check(['chromium']).err).toMatch(asRoot ? /even after apt-get update/ : /Run: sudo apt-get/)
  })

  it('checks the PostgreSQL binaries only when asked, and all three of them', () => {
    executable(join(dir, 'chromium'))
    expect(check(['chromium']).status).toBe(0)
    mkdirSync(join(dir, 'pg'))
    executable(join(dir, 'pg', 'initdb'))
    executable(join(dir, 'pg', 'pg_ctl'))
    const result = check(['postgresql'], { npm_lifecycle_event: 'test:pg' })
    expect(result.status).toBe(1)
    expect(result.err).toContain(`no ${dir}/pg/postgres (PostgreSQL 15`)
    expect(result.err).toContain('POSTGRES_BIN=/path/to/postgresql/15/bin npm run test:pg\n')
    executable(join(dir, 'pg', 'postgres'))
    expect(check(['postgresql', 'chromium']).status).toBe(0)
  })

  it('refuses to guess what it was asked for', () => {
    expect(check(['chrome']).err).toContain('usage: node scripts/check-test-machine.mjs chromium postgresql')
  })
})
