// The API key table's columns: name (to the key's page) over the masked key, its access, status, rate limit,
// when and where it was last used, when it was made, and the row's actions (edit, roll, revoke; or view).
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { actionsColumn, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { dateTime, Detail } from '@/app/ui/data-table-cells.tsx'
import type { DataColumn } from '@/app/ui/data-table.tsx'
import { KEY_GROUPS, type ApiKey } from '@/contract/developers.ts'
import { t } from '@/i18n/i18n.ts'
import { keyGroupLabel } from './developer-words.ts'
import { KeyStatusBadge } from './key-status.tsx'
import { formatCount } from '@/lib/numbers.ts'
import { maskedKey } from './usage-format.ts'

/** "Write: Bills, Collections" and "Read: 5 more groups"; "No access" when every group is none. */
export function scopeSummary(scopes: ApiKey['scopes']): string[] {
  const writes = KEY_GROUPS.filter((group) => scopes[group] === 'write').map(keyGroupLabel)
  const reads = KEY_GROUPS.filter((group) => scopes[group] === 'read')
  const lines = writes.length > 0 ? [t('Write: {groups}', { groups: writes.join(', ') })] : []
  if (reads.length === KEY_GROUPS.length) lines.push(t('Read: everything'))
  else if (reads.length > 0)
    lines.push(t('Read: {count, plural, one {# group} other {# groups}}', { count: reads.length }))
  return lines.length > 0 ? lines : [t('No access')]
}

/** A key may still change while it works; a revoked or expired one is history. */
export const isLive = (key: ApiKey) => key.status === 'active' || key.status === 'expiring'

export interface KeyRowActions {
  canManage: boolean
  onRoll: (key: ApiKey) => void
  onRevoke: (key: ApiKey) => void
}

export function apiKeyColumns({ canManage, onRoll, onRevoke }: KeyRowActions): DataColumn<ApiKey>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      cell: (key) => (
        <Stack gap="0.5">
          <RecordLink to="/api/$mode/$id" id={key.id}>
            {key.name}
          </RecordLink>
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
            {maskedKey(key)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'scopes',
      header: t('Access'),
      hideBelow: 'lg',
      cell: (key) => (
        <Stack gap="0" fontSize="xs">
          {scopeSummary(key.scopes).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (key) => (
        <Stack gap="0.5" align="start">
          <KeyStatusBadge status={key.status} />
          {key.status === 'expiring' && key.expires_at ? (
            <Detail>{t('until {time}', { time: dateTime(key.expires_at) })}</Detail>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'rate',
      header: t('Rate limit'),
      align: 'end',
      hideBelow: 'lg',
      cell: (key) => (
        <Text whiteSpace="nowrap">{t('{rate}/min', { rate: formatCount(key.rate_limit_per_minute) })}</Text>
      ),
    },
    {
      id: 'last_used',
      header: t('Last used'),
      hideBelow: 'lg',
      cell: (key) =>
        key.last_used_at ? (
          <Stack gap="0">
            <Text whiteSpace="nowrap">{dateTime(key.last_used_at)}</Text>
            <Detail fontFamily="mono">{key.last_used_ip ?? ''}</Detail>
          </Stack>
        ) : (
          t('Never')
        ),
    },
    { id: 'created_at', header: t('Created'), hideBelow: 'lg', cell: (key) => dateTime(key.created_at) },
    actionsColumn((key) => (
      <HStack gap="1" justify="flex-end" flexWrap={{ base: 'wrap', lg: 'nowrap' }}>
        {canManage && isLive(key) ? (
          <>
            <Button asChild size="xs" variant="ghost">
              <Link
                to="/api/$mode/$id"
                params={{ mode: 'edit', id: key.id }}
                aria-label={t('Edit {name}', { name: key.name })}
              >
                {t('Edit')}
              </Link>
            </Button>
            {key.status === 'active' ? (
              <Button
                size="xs"
                variant="outline"
                aria-label={t('Roll {name}', { name: key.name })}
                onClick={() => onRoll(key)}
              >
                {t('Roll')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('Revoke {name}', { name: key.name })}
              onClick={() => onRevoke(key)}
            >
              {t('Revoke')}
            </Button>
          </>
        ) : (
          <Button asChild size="xs" variant="ghost">
            <Link
              to="/api/$mode/$id"
              params={{ mode: 'view', id: key.id }}
              aria-label={t('View {name}', { name: key.name })}
            >
              {t('View')}
            </Link>
          </Button>
        )}
      </HStack>
    )),
  ]
}
