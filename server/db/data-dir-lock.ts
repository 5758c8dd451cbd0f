// Who has a PGlite data folder open. PGlite itself takes no lock: two processes on one folder would both
// write it and corrupt it, and `npm run db:restore` must not swap a folder a server is using. So whoever
// opens a folder (the server, db:backup, db:restore) first writes DATA_DIR/niaga.lock, and removes it on
// close. A lock left by a process that died (SIGKILL, power loss) is stale and taken over: the process is
// gone, or its id now belongs to a process that started later (Linux /proc start time), or it is this very
// process in an earlier life (a container's pid 1) that did not take it here.
// The running server also writes here how to reach its backup control (server/db/backup-control.ts).
import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'niaga.lock'

export interface LockHolder {
  pid: number
  /** The process's start time (Linux /proc/<pid>/stat, in clock ticks since boot), null elsewhere. */
  started: string | null
  /** What has the folder open: `server`, `backup`, `restore`. */
  role: string
  since: string
  /** The running server's backup control: a loopback port and the secret it asks for. */
  control?: { port: number; token: string }
}

export interface DataDirLock {
  readonly dir: string
  /** Tells db:backup where the running server answers backup requests. */
  publish(control: { port: number; token: string }): void
  /**
   * Writes this process's lock again (a restored backup brings the lock file of the server it was taken
   * from).
   */
  reassert(): void
  release(): void
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${dir} is in use by process ${holder.pid} (${holder.role}, since ${holder.since}). Stop it first, or use another DATA_DIR.`,
    )
  }
}

/** Folders this process holds, so its own lock is told apart from an earlier process's with the same id. */
const held = new Set<string>()

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(dir: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : undefined
  } catch {
    // No lock, or not one of ours (unreadable): nothing holds the folder.
    return undefined
  }
}

function isLive(dir: string, holder: LockHolder): boolean {
  if (holder.pid === process.pid) return held.has(dir)
  if (!isRunning(holder.pid)) return false
  const started = startTimeOf(holder.pid)
  return holder.started === null || started === null || started === holder.started
}

/** The process that has `dir` open now, if any (a stale lock counts as none). */
export function dataDirHolder(dir: string): LockHolder | undefined {
  const folder = resolve(dir)
  const holder = readLock(folder)
  return holder && isLive(folder, holder) ? holder : undefined
}

/** Writes `content` as `file` in one step: readers see the whole lock or none (link fails if it exists). */
function writeWhole(file: string, content: string, replace: boolean) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, content, { mode: 0o600 })
  try {
    if (replace) renameSync(temporary, file)
    else linkSync(temporary, file)
  } finally {
    if (!replace) unlinkSync(temporary)
  }
}

/**
 * Takes `dir` (which must exist) for this process, or throws DataDirInUseError naming the process that has
 * it.
 */
export function acquireDataDirLock(dir: string, role: string): DataDirLock {
  const folder = resolve(dir)
  const file = join(folder, LOCK_FILE)
  let info: LockHolder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    role,
    since: new Date().toISOString(),
  }
  const write = (replace: boolean) => writeWhole(file, `${JSON.stringify(info)}\n`, replace)
  for (let attempt = 0; ; attempt++) {
    try {
      write(false)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error
      const holder = readLock(folder)
      if (holder && isLive(folder, holder)) throw new DataDirInUseError(folder, holder)
      // Stale: its process is gone. Remove it and try again.
      try {
        unlinkSync(file)
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError
      }
    }
  }
  held.add(folder)
  const ours = () => readLock(folder)?.pid === process.pid
  return {
    dir: folder,
    publish(control) {
      info = { ...info, control }
      write(true)
    },
    reassert: () => write(true),
    release() {
      if (!held.delete(folder)) return
      try {
        if (ours()) unlinkSync(file)
      } catch {
        // The folder was moved or removed meanwhile: nothing left to release.
      }
    },
  }
}
