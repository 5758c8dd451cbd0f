// The order the API's operations are mounted in (server/app.ts), which decides which one a request reaches.
import type { Operation } from './operation.ts'

/**
 * The operations with fewer path parameters first, otherwise as declared. Hono tries routes in the order they
 * were added, so a literal path mounted after a parameter of the same shape would never be reached:
 * `PUT collections/{id}` would take `PUT collections/bill-method` and answer that "bill-method" is not an id.
 */
export function literalPathsFirst<T extends Pick<Operation, 'path'>>(operations: readonly T[]): T[] {
  const parameters = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length
  return [...operations].sort((a, b) => parameters(a.path) - parameters(b.path))
}
