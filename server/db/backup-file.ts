// The backup files (docs/operations.md, "Backups"): what they are called, how a PGlite one is taken, and how
// a file is recognised before anything is restored from it.
//   PGlite:     niaga-pglite-<UTC time>.tar.gz  a gzipped tar of the whole data folder (PGlite's dumpDataDir)
//   PostgreSQL: niaga-postgres-<UTC time>.dump  pg_dump's custom format (pg_restore reads it)
import { gunzipSync } from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'

export type BackupKind = 'pglite' | 'postgres'

export function backupFileName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  return `niaga-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`
}

/**
 * A consistent copy of a PGlite database's folder, taken while it runs: inside PGlite's transaction mutex
 * (the one every statement and every transaction holds), so no transaction is half done, after a CHECKPOINT,
 * so every committed row is in the table files and a restore needs no recovery.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  const tarball = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT')
    return client.dumpDataDir('gzip')
  })
  return new Uint8Array(await tarball.arrayBuffer())
}

export class BackupFileError extends Error {}

const GZIP = [0x1f, 0x8b]
const PG_DUMP_MAGIC = 'PGDMP'

/** Names in a tar archive (ustar: name plus prefix), stopping at the end marker; throws if it is not one. */
function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = []
  const text = (from: number, length: number) => {
    const field = tar.subarray(from, from + length)
    const end = field.indexOf(0)
    return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end))
  }
  for (let offset = 0; offset + 512 <= tar.length;) {
    if (tar.subarray(offset, offset + 512).every((byte) => byte === 0)) return names
    const size = Number.parseInt(text(offset + 124, 12).trim() || 'x', 8)
    if (!Number.isFinite(size) || size < 0) throw new BackupFileError('its archive is damaged')
    const prefix = text(offset + 345, 155)
    names.push((prefix ? `${prefix}/` : '') + text(offset, 100))
    offset += 512 + Math.ceil(size / 512) * 512
  }
  if (names.length === 0) throw new BackupFileError('it is not a tar archive')
  return names
}

/** What a file is, or a BackupFileError saying why it is not a Niaga backup. */
export function recogniseBackup(bytes: Uint8Array): BackupKind {
  if (new TextDecoder().decode(bytes.subarray(0, PG_DUMP_MAGIC.length)) === PG_DUMP_MAGIC) return 'postgres'
  if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1])
    throw new BackupFileError('it is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format file')
  let tar: Uint8Array
  try {
    tar = gunzipSync(bytes)
  } catch {
    throw new BackupFileError('it is a damaged or incomplete gzip file')
  }
  const names = new Set(tarEntries(tar).map((name) => name.replace(/^(\.?\/)+/, '')))
  for (const required of ['PG_VERSION', 'global/pg_control']) {
    if (!names.has(required)) throw new BackupFileError(`it holds no PostgreSQL data folder (no ${required})`)
  }
  return 'pglite'
}
