// What a test command needs of the machine, checked before the command starts, so a fresh Debian machine is
// fixed, or stops, in the first second instead of deep inside a runner. `npm test` and `npm run test:e2e`
// ask for `chromium` (Debian's, which playwright.config.ts drives; never `npx playwright install`); `npm run
// test:pg` and `npm run bench` ask for `postgresql` (the binaries scripts/pg-cluster.sh runs).
//
// What is missing is installed with apt-get when this can (as root, with apt-get on the PATH; without
// questions, one `apt-get update` for all, as .ci/run does); otherwise one line says the command to run and
// the exit code is 1.
//
//   node scripts/check-test-machine.mjs chromium postgresql
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
//   POSTGRES_BIN    the PostgreSQL 15 binaries (default /usr/lib/postgresql/15/bin)
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const NEEDS = {
  chromium: {
    what: 'Chromium, which the end-to-end tests drive',
    files: () => [process.env.CHROMIUM_PATH || '/usr/bin/chromium'],
    elsewhere: 'CHROMIUM_PATH=/path/to/chromium',
    package: 'chromium',
  },
  postgresql: {
    what: 'PostgreSQL 15, whose throwaway cluster the PostgreSQL runs use',
    files: () => {
      const bin = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin'
      return ['initdb', 'pg_ctl', 'postgres'].map((name) => join(bin, name))
    },
    elsewhere: 'POSTGRES_BIN=/path/to/postgresql/15/bin',
    package: 'postgresql-15',
  },
}

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && runnable(join(dir, command)))

/** Each of `names` the machine lacks, with the first of its files that is not there. */
const lacking = (names) =>
  names
    .map((name) => ({ ...NEEDS[name], absent: NEEDS[name].files().find((file) => !runnable(file)) }))
    .filter((need) => need.absent !== undefined)

const describe = (missing) => missing.map((need) => `no ${need.absent} (${need.what})`).join('; ')

function stop(message) {
  console.error(`check-test-machine: ${message}`)
  process.exit(1)
}

const names = process.argv.slice(2)
const unknown = names.filter((name) => !Object.hasOwn(NEEDS, name))
if (names.length === 0 || unknown.length > 0)
  stop(
    `usage: node scripts/check-test-machine.mjs ${Object.keys(NEEDS).join(' ')} (asked: ${names.join(' ')})`,
  )

const missing = lacking(names)
if (missing.length > 0) {
  const packages = missing.map((need) => need.package).join(' ')
  const install = `apt-get update && apt-get install -y ${packages}`
  // What npm was running, to say how to run it again with the browser or binaries found elsewhere.
  const event = process.env.npm_lifecycle_event
  const again = !event ? 'the command' : event === 'test' ? 'npm test' : `npm run ${event}`
  if (!onPath('apt-get'))
    stop(
      `${describe(missing)}. Install it, then run: ${missing.map((need) => need.elsewhere).join(' ')} ${again}`,
    )
  if (process.getuid?.() !== 0)
    stop(`${describe(missing)}. Run: sudo apt-get update && sudo apt-get install -y ${packages}`)

  console.log(`check-test-machine: ${describe(missing)}. Installing it: ${install}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages.split(' ')],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (run.status !== 0)
      stop(`apt-get ${args[0]} failed (${run.error?.message ?? `exit ${run.status}`}). Run: ${install}`)
  }
  const still = lacking(names)
  if (still.length > 0) stop(`${describe(still)}, even after ${install}.`)
}
