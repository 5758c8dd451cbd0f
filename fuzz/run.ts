// `npm run fuzz`: generated requests for every operation of the OpenAPI document, per endpoint family (tag),
// valid, boundary and malformed, against the in-process app on a fresh database (docs/testing.md, "Fuzzing").
// Fails on any 5xx, any answer outside the envelope, and on broken ledger invariants or half-written rows
// afterwards.
//
//   FUZZ_COUNT (--count)       requests per family (10000)
//   FUZZ_SECONDS (--seconds)   time limit for the whole run (14400: the full count fits on 2 cores);
//                              the run stops there and says so
//   FUZZ_WORKERS (--workers)   processes, each with its own database and a share of the families
//                              (cores, at most 8)
//   FUZZ_SEED (--seed)         the seed (a new one each run; printed, so a run can be repeated)
//   FUZZ_FAMILIES (--families) only these tags, comma-separated
import { spawn } from 'node:child_process'
import dns from 'node:dns'
import dnsPromises from 'node:dns/promises'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Api } from '../tests/support/api-harness.ts'
import { fuzzFamilies, type FamilyReport, type Failure, type Timing } from './engine.ts'

// Nothing leaves this machine: every name resolves to the loopback address (an outbound call then fails
// fast).
const loopback = (_host: string, options?: unknown, callback?: unknown) => {
  const cb = (typeof options === 'function' ? options : callback) as (
    error: null,
    address: unknown,
    family?: number,
  ) => void
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all
  cb(null, all ? [{ address: '127.0.0.1', family: 4 }] : '127.0.0.1', 4)
}
dns.lookup = loopback as typeof dns.lookup
dnsPromises.lookup = ((_host: string, options?: { all?: boolean }) =>
  Promise.resolve(
    options?.all ? [{ address: '127.0.0.1', family: 4 }] : { address: '127.0.0.1', family: 4 },
  )) as typeof dnsPromises.lookup
syncBuiltinESMExports()

const DEFAULT_SECONDS = 14_400

export interface Options {
  count: number
  seconds: number
  workers: number
  seed: number
  /** When the run ends (epoch ms), shared by every worker process. */
  deadline: number
  families?: string[]
}

function options(): Options {
  const flag = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  const value = (name: string, env: string) => flag(name) ?? process.env[env]
  const number = (name: string, env: string, fallback: number) => {
    const raw = value(name, env)
    const parsed = raw === undefined || raw === '' ? fallback : Number(raw)
    if (!Number.isFinite(parsed) || parsed < 0)
      throw new Error(`--${name} / ${env} must be a number, not ${raw}`)
    return parsed
  }
  const families = value('families', 'FUZZ_FAMILIES')
  return {
    count: number('count', 'FUZZ_COUNT', 10_000),
    seconds: number('seconds', 'FUZZ_SECONDS', DEFAULT_SECONDS),
    workers: Math.max(1, Math.floor(number('workers', 'FUZZ_WORKERS', Math.min(8, availableParallelism())))),
    seed: number('seed', 'FUZZ_SEED', Math.floor(Math.random() * 2 ** 31)),
    deadline:
      Number(process.env.FUZZ_DEADLINE) ||
      Date.now() + number('seconds', 'FUZZ_SECONDS', DEFAULT_SECONDS) * 1000,
    ...(families
      ? {
          families: families
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        }
      : {}),
  }
}

interface WorkerReport {
  families: FamilyReport[]
  failures: Failure[]
  database: string[]
  notes: string[]
  timings: Timing[]
  seconds: number
}

/** One process: its families, its own database; the report goes to FUZZ_REPORT (a worker) or is printed. */
async function runHere(opts: Options, share?: { index: number; of: number }): Promise<WorkerReport> {
  const { startApi } = await import('../tests/support/api-harness.ts')
  const started = performance.now()
  const api: Api = await startApi()
  try {
    const result = await fuzzFamilies(api, {
      ...opts,
      share,
      log: (line) => console.log(share ? `[${share.index + 1}/${share.of}] ${line}` : line),
    })
    return { ...result, seconds: (performance.now() - started) / 1000 }
  } finally {
    await api.close()
  }
}

async function runWorkers(opts: Options): Promise<WorkerReport[]> {
  const script = fileURLToPath(import.meta.url)
  return Promise.all(
    Array.from({ length: opts.workers }, (_, index) => {
      const file = join(tmpdir(), `niaga-fuzz-${process.pid}-${index}.json`)
      return new Promise<WorkerReport>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, script], {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: {
            ...process.env,
            FUZZ_COUNT: String(opts.count),
            FUZZ_SECONDS: String(opts.seconds),
            FUZZ_SEED: String(opts.seed + index),
            FUZZ_FAMILIES: opts.families?.join(',') ?? '',
            FUZZ_SHARE: `${index}/${opts.workers}`,
            FUZZ_DEADLINE: String(opts.deadline),
            FUZZ_REPORT: file,
          },
        })
        child.on('error', reject)
        child.on('exit', (code) => {
          try {
            resolve(JSON.parse(readFileSync(file, 'utf8')) as WorkerReport)
            rmSync(file, { force: true })
          } catch {
            reject(new Error(`fuzz worker ${index + 1} ended with exit code ${code} and no report`))
          }
        })
      })
    }),
  )
}

function print(opts: Options, reports: WorkerReport[], wall: number): boolean {
  const families = reports.flatMap((r) => r.families).sort((a, b) => a.family.localeCompare(b.family))
  const failures = reports.flatMap((r) => r.failures)
  const database = reports.flatMap((r) => r.database)
  const cell = (text: string | number, width: number) => String(text).padStart(width)
  console.log(
    `\n==== fuzz: per family (seed ${opts.seed}, ${opts.workers} process${opts.workers > 1 ? 'es' : ''}) ====`,
  )
  console.log(
    `${'family'.padEnd(30)}${cell('ops', 5)}${cell('sent', 8)}${cell('valid', 8)}${cell('bound', 8)}${cell('malf', 8)}${cell('2000', 8)}${cell('req/s', 8)}${cell('fail', 6)}`,
  )
  for (const f of families) {
    console.log(
      `${f.family.padEnd(30)}${cell(f.operations, 5)}${cell(f.sent, 8)}${cell(f.modes.valid, 8)}${cell(f.modes.boundary, 8)}${cell(f.modes.malformed, 8)}${cell(f.succeeded, 8)}${cell(f.rate.toFixed(0), 8)}${cell(f.failures, 6)}`,
    )
  }
  const sent = families.reduce((s, f) => s + f.sent, 0)
  const short = families.filter((f) => f.sent < opts.count)
  const slowest = reports
    .flatMap((r) => r.timings)
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 8)
  console.log(
    `slowest operations (total time): ${slowest.map((t) => `${t.operation} ${(t.totalMs / 1000).toFixed(0)} s over ${t.count} (max ${t.maxMs.toFixed(0)} ms)`).join('; ')}`,
  )
  for (const note of reports.flatMap((r) => r.notes)) console.log(`note: ${note}`)
  if (failures.length > 0) {
    console.log(`\n==== fuzz: ${failures.length} kinds of failure ====`)
    for (const failure of failures) {
      console.log(
        `\n✗ ${failure.operation} (${failure.family}, ${failure.mode}, as ${failure.caller}): ${failure.problem} — ${failure.count} time(s)`,
      )
      console.log(`  request: ${failure.request}`)
      console.log(`  answer:  ${failure.answer}`)
    }
  }
  if (database.length > 0) {
    console.log('\n==== fuzz: the database afterwards ====')
    for (const problem of database) console.log(`✗ ${problem}`)
  } else console.log('\ndatabase afterwards: ledger invariants hold, no half-written rows')
  if (short.length > 0) {
    console.log(
      `\nTIME LIMIT (${opts.seconds} s) reached before ${opts.count} requests in ${short.length} of ${families.length} families: fewest ${Math.min(...short.map((f) => f.sent))} (${short.map((f) => `${f.family} ${f.sent}`).join(', ')})`,
    )
  }
  const failed = failures.reduce((s, f) => s + f.count, 0)
  const ok = failed === 0 && database.length === 0
  console.log(
    `fuzz: ${sent} requests over ${families.length} families in ${wall.toFixed(0)} s (${(sent / wall).toFixed(0)} req/s), ${failed} failed, ${database.length} database problems${short.length ? `, count reached in ${families.length - short.length}/${families.length} families` : ''}`,
  )
  return ok
}

const opts = options()
const shareEnv = process.env.FUZZ_SHARE
if (shareEnv) {
  const [index, of] = shareEnv.split('/').map(Number) as [number, number]
  const report = await runHere(opts, { index, of })
  writeFileSync(process.env.FUZZ_REPORT!, JSON.stringify(report))
  process.exit(0)
} else {
  const started = performance.now()
  console.log(
    `fuzz: ${opts.count} requests per family, time limit ${opts.seconds} s, ${opts.workers} process(es), seed ${opts.seed}`,
  )
  const reports = opts.workers > 1 ? await runWorkers(opts) : [await runHere(opts)]
  process.exit(print(opts, reports, (performance.now() - started) / 1000) ? 0 : 1)
}
