// POST portal/public/portal-constant (SPEC §7): the constants public pages need, and whether this server
// runs the sandbox tools; in the sandbox it names the demo logins the login page offers.
import { queryOptions } from '@tanstack/react-query'
import { apiData } from './client.ts'

export interface DemoLogin {
  username: string
  label: string
}

export interface PublicConstants {
  product_name: string
  title: string
  environment: string
  currency: string
  thousand_separator: string
  debug: number
  sandbox: boolean
  demo_logins: { password: string; logins: DemoLogin[] } | null
}

export const publicConstantKeys = {
  all: ['public-constants'] as const,
}

export const publicConstantQueries = {
  get: () =>
    queryOptions({
      queryKey: publicConstantKeys.all,
      // A helper on the login page: when it cannot load, the page works without it, silently.
      queryFn: ({ signal }) =>
        apiData<PublicConstants>('POST', 'portal/public/portal-constant', {
          body: {},
          signal,
          suppress: true,
        }),
      staleTime: 5 * 60_000,
    }),
}
