// /testPage (SPEC §2 development pages): what a developer checks first on a sandbox — which build is running,
// where the API is, the sandbox clock and the latest messages of the sandbox outbox — and a link to
// /second-page to check client-side navigation. Not in the menu; sandbox tools answer 4041 when turned off.
import { t } from '@/i18n/i18n.ts'
import type { ReactNode } from 'react'
import { Badge, Card, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { outboxQueries } from '@/api/outbox.ts'
import { sandboxClockQueries } from '@/api/sandbox-clock.ts'
import { dateTime, FieldList, Mono } from '@/app/ui/data-table-cells.tsx'
import { ApiError } from '@/api/client.ts'
import { ResponseCode } from '@/contract/codes.ts'
import { buildInfo } from './build-info.ts'
import { APP_STARTED_AT } from './app-started.ts'

const LATEST = { skip: 0, limit: 5 } as const

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" asChild>
      <section aria-label={title}>
        <Card.Header>
          <Heading as="h2" size="md">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </section>
    </Card.Root>
  )
}

/** A sandbox tool's failure in words: switched off (4041) or not reachable. */
const toolFailure = (error: unknown) =>
  error instanceof ApiError && error.code === ResponseCode.ENDPOINT_NOT_FOUND
    ? t('Sandbox tools are turned off on this server.')
    : t('Could not be read. Check the connection and reload.')

export function TestPage() {
  const build = buildInfo()
  const clock = useQuery({ ...sandboxClockQueries.current(), refetchInterval: 10_000 })
  const outbox = useQuery(outboxQueries.list(LATEST))

  return (
    <Stack gap="5" maxW="5xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Panel title={t('Build')}>
          <FieldList
            rows={[
              [t('Version'), build.version],
              [
                t('Commit'),
                build.sha ? (
                  <Mono key="sha">{build.sha}</Mono>
                ) : (
                  t('Not known (built outside a git checkout)')
                ),
              ],
              [t('Built'), build.builtAt ? dateTime(build.builtAt) : t('Not known (development server)')],
              [t('Portal type (VITE_PORTAL)'), build.portal],
              [t('Mode'), <Mono key="mode">{build.mode}</Mono>],
              [
                t('Environment'),
                <Badge key="env" colorPalette="orange">
                  <span translate="no">{build.environment}</span>
                </Badge>,
              ],
              [
                t('API base'),
                <Text key="api" as="span" fontFamily="mono" wordBreak="break-all" data-testid="api-base">
                  <span translate="no">{build.apiBase}</span>
                </Text>,
              ],
              [
                t('App started'),
                <span key="started" data-testid="app-started">
                  {dateTime(APP_STARTED_AT)}
                </span>,
              ],
            ]}
          />
        </Panel>
        <Panel title={t('Sandbox clock')}>
          {clock.isPending ? (
            <Text color="fg.muted">{t('Reading the server’s clock…')}</Text>
          ) : clock.isError ? (
            <Text color="fg.error">{toolFailure(clock.error)}</Text>
          ) : (
            <FieldList
              rows={[
                [
                  t('Server time'),
                  <span key="now" data-testid="sandbox-clock-now">
                    {dateTime(clock.data.now)}
                  </span>,
                ],
                [
                  t('Ahead of real time'),
                  t('{count, plural, one {# second} other {# seconds}}', {
                    count: clock.data.offset_seconds,
                  }),
                ],
              ]}
            />
          )}
          <ChakraLink asChild color="brand.fg" mt="3" display="inline-block">
            <Link to="/outbox">{t('Move the clock on the outbox page')}</Link>
          </ChakraLink>
        </Panel>
      </SimpleGrid>
      <Panel title={t('Sandbox outbox (latest 5)')}>
        {outbox.isPending ? (
          <Text color="fg.muted">{t('Reading the outbox…')}</Text>
        ) : outbox.isError ? (
          <Text color="fg.error">{toolFailure(outbox.error)}</Text>
        ) : outbox.data.data.length === 0 ? (
          <Text color="fg.muted">
            {t('Nothing sent yet. Payment links, invitations and password resets land here.')}
          </Text>
        ) : (
          <Stack gap="2">
            <Stack as="ul" gap="2" listStyleType="none" ps="0">
              {outbox.data.data.map((message) => (
                <Stack as="li" key={message.id} gap="0" borderBottomWidth="1px" pb="2">
                  <Text fontWeight="medium" lineClamp="2">
                    {message.subject ?? message.body}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {message.channel === 'sms'
                      ? t('SMS to {recipient}', { recipient: message.recipient })
                      : t('Email to {recipient}', { recipient: message.recipient })}{' '}
                    · {dateTime(message.created_at)}
                  </Text>
                </Stack>
              ))}
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {t('{count, plural, one {# message in all.} other {# messages in all.}}', {
                count: outbox.data.total,
              })}
            </Text>
          </Stack>
        )}
      </Panel>
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to="/second-page">{t('Go to the second page')}</Link>
      </ChakraLink>
    </Stack>
  )
}
