// The pieces of `npm run db:backup` / `db:restore` that need no database (docs/operations.md, "Backups"): who
// holds a PGlite folder (DATA_DIR/niaga.lock, stale locks taken over), and how a backup file is recognised.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { backupFileName, BackupFileError, recogniseBackup } from '../../server/db/backup-file.ts'
import {
  acquireDataDirLock,
  DataDirInUseError,
  dataDirHolder,
  LOCK_FILE,
} from '../../server/db/data-dir-lock.ts'

const root = mkdtempSync(join(tmpdir(), 'niaga-backup-unit-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let folders = 0
const folder = () => {
  const dir = join(root, `d${++folders}`)
  mkdirSync(dir)
  return dir
}
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!
}
const writeLock = (dir: string, holder: object) =>
  writeFileSync(
    join(dir, LOCK_FILE),
    JSON.stringify({ role: 'server', since: '2026-11-26T00:00:00.000Z', started: null, ...holder }),
  )

describe('the data folder lock', () => {
  it('lets one holder at a time have a folder, and frees it on release', () => {
    const dir = folder()
    const lock = acquireDataDirLock(dir, 'server')
    expect(dataDirHolder(dir)).toMatchObject({ pid: process.pid, role: 'server' })
    expect(() => acquireDataDirLock(dir, 'backup')).toThrow(DataDirInUseError)
    expect(() => acquireDataDirLock(dir, 'backup')).toThrow(
      new RegExp(
        `^${dir} is in use by process ${process.pid} \\(server, since .+\\)\\. Stop it first, or use another DATA_DIR\\.$`,
      ),
    )
    lock.publish({ port: 4321, token: 'secret' })
    expect(dataDirHolder(dir)?.control).toEqual({ port: 4321, token: 'secret' })
    lock.release()
    expect(dataDirHolder(dir)).toBeUndefined()
    acquireDataDirLock(dir, 'restore').release()
  })

  it('takes over a lock whose process is gone, or whose id now belongs to a later process', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    const dead = folder()
    writeLock(dead, { pid: gone })
    expect(dataDirHolder(dead)).toBeUndefined()
    acquireDataDirLock(dead, 'server').release()

    const reused = folder()
    writeLock(reused, { pid: process.ppid, started: '1' })
    expect(dataDirHolder(reused)).toBeUndefined()

    // This very process id, from an earlier life (a container's pid 1 after a restart): not held here, so
    // stale.
    const earlier = folder()
    writeLock(earlier, { pid: process.pid, started: startTime(process.pid) })
    expect(dataDirHolder(earlier)).toBeUndefined()
    acquireDataDirLock(earlier, 'server').release()
  })

  it('refuses a folder another live process holds', () => {
    const dir = folder()
    writeLock(dir, { pid: process.ppid, started: startTime(process.ppid) })
    expect(dataDirHolder(dir)?.pid).toBe(process.ppid)
    expect(() => acquireDataDirLock(dir, 'restore')).toThrow(DataDirInUseError)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.ppid })
  })
})

describe('backup files', () => {
  it('names a backup by kind and UTC time', () => {
    const at = new Date('2026-11-26T12:03:16.512Z')
    expect(backupFileName('pglite', at)).toBe('niaga-pglite-2026-11-26T12-03-16Z.tar.gz')
    expect(backupFileName('postgres', at)).toBe('niaga-postgres-2026-11-26T12-03-16Z.dump')
  })

  it('recognises a PGlite data folder archive and a pg_dump file, and says why anything else is not one', () => {
    const data = folder()
    mkdirSync(join(data, 'global'))
    writeFileSync(join(data, 'PG_VERSION'), '17\n')
    writeFileSync(join(data, 'global', 'pg_control'), Buffer.alloc(8192, 1))
    const archive = join(root, 'folder.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', data, '.'])
    expect(recogniseBackup(readFileSync(archive))).toBe('pglite')
    expect(recogniseBackup(Buffer.from('PGDMP\x01\x0f\x00'))).toBe('postgres')

    const empty = folder()
    writeFileSync(join(empty, 'notes.txt'), 'hello')
    const other = join(root, 'other.tar.gz')
    execFileSync('tar', ['-czf', other, '-C', empty, '.'])
    const reasons: Array<[Uint8Array, string]> = [
      [readFileSync(other), 'it holds no PostgreSQL data folder (no PG_VERSION)'],
      [
        Buffer.from('{"not": "a backup"}'),
        'it is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format file',
      ],
      [readFileSync(archive).subarray(0, 40), 'it is a damaged or incomplete gzip file'],
      [gzipSync('words, not a tar archive '.repeat(30)), 'its archive is damaged'],
      [gzipSync(''), 'it is not a tar archive'],
    ]
    for (const [bytes, reason] of reasons)
      expect(() => recogniseBackup(bytes), reason).toThrow(new BackupFileError(reason))
  })
})
