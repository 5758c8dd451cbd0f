// The fuzzer's broken request bodies (fuzz/schema-arbitrary.ts) are plain JSON every time: a wrong value
// swapped into one body must not be shared with the next, or a later swap writes into it (CI's fuzz run
// once built an array inside itself and the worker died on JSON.stringify).
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { SchemaArbitraries, type JsonSchema } from '../../fuzz/schema-arbitrary.ts'

const BODY: JsonSchema = {
  type: 'object',
  required: ['name', 'items'],
  properties: {
    name: { type: 'string', maxLength: 10 },
    items: { type: 'array', items: { type: 'object', properties: { qty: { type: 'integer' } } } },
  },
}

test('malformed bodies are all serialisable, and the wrong values they draw from stay as they were', () => {
  const arbitraries = new SchemaArbitraries({ values: () => undefined })
  // A whole body, and a single value (a query parameter's): there the first swap replaces the value itself.
  for (const schema of [BODY, { type: 'string' } as JsonSchema]) {
    const bodies = fc.sample(arbitraries.malformed(schema), { numRuns: 3000, seed: 301334983 })
    for (const body of bodies) expect(() => JSON.stringify(body)).not.toThrow()
  }
  // The wrong values' constants, drawn again after all that swapping, are still the empty containers.
  const wrong = fc
    .sample(arbitraries.wrong(), { numRuns: 2000, seed: 7 })
    .map((value) => JSON.stringify(value))
  expect(wrong).toContain('[]')
  expect(wrong).toContain('{}')
  expect(wrong).toContain('[[[]]]')
  expect(wrong).toContain('{"":null}')
})
