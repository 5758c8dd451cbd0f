// The PostgreSQL-only tests (tests/pg/) need the throwaway cluster that `npm run test:pg` starts. Run any
// other way they fail at once with this message, rather than skipping and looking green.
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'tests/pg/ needs PostgreSQL: run them with `npm run test:pg` (it starts a throwaway cluster and sets TEST_DATABASE_URL)',
  )
}
