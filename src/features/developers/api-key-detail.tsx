// /api/view/{id}: one key's details (never its secret) with Edit, Roll, Revoke, its reports and the way back.
import { t } from '@/i18n/i18n.ts'
import { useState, type ReactNode } from 'react'
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { BackLink, EditLink, RecordCard, RecordFooter } from '@/app/ui/record-card.tsx'
import { KEY_GROUPS, type ApiKey } from '@/contract/developers.ts'
import { groupAccess } from './developer-words.ts'
import { isLive } from './api-key-columns.tsx'
import { KeyStatusBadge } from './key-status.tsx'
import { useReportDay } from './report-day.ts'
import { RevokeKeyDialog } from './revoke-key-dialog.tsx'
import { RollKeyDialog } from './roll-key-dialog.tsx'
import { formatCount } from '@/lib/numbers.ts'
import { maskedKey } from './usage-format.ts'
import { useRoleCan } from '@/api/use-session.ts'

function KeyLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg">
      <Link to="/api/$mode/$id" params={{ mode: 'view', id }}>
        {children}
      </Link>
    </ChakraLink>
  )
}

function lastUsed(key: ApiKey): string {
  if (!key.last_used_at) return t('Never')
  const time = dateTime(key.last_used_at)
  return key.last_used_ip
    ? t('{time} from {address}', { time, address: key.last_used_ip })
    : t('{time} from an unknown address', { time })
}

function keyRows(key: ApiKey): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('Name'), key.name],
    [
      t('Key'),
      <Text key="key" as="span" fontFamily="mono" data-testid="api-key-masked">
        {maskedKey(key)}
      </Text>,
    ],
    [t('Status'), <KeyStatusBadge key="status" status={key.status} />],
    [
      t('Access'),
      <Stack key="access" as="ul" gap="0" listStyleType="none">
        {KEY_GROUPS.map((group) => (
          <Text as="li" key={group}>
            {groupAccess(group, key.scopes[group] ?? 'none')}
          </Text>
        ))}
      </Stack>,
    ],
    [t('Rate limit'), t('{rate} calls a minute', { rate: formatCount(key.rate_limit_per_minute) })],
    [t('Last used'), lastUsed(key)],
    [t('Created'), dateTime(key.created_at)],
  ]
  if (key.expires_at)
    rows.push([key.status === 'expired' ? t('Expired') : t('Works until'), dateTime(key.expires_at)])
  if (key.revoked_at) rows.push([t('Revoked'), dateTime(key.revoked_at)])
  if (key.rolled_to)
    rows.push([
      t('Replaced by'),
      <KeyLink key="to" id={key.rolled_to}>
        {t('the key that replaced it')}
      </KeyLink>,
    ])
  if (key.rolled_from)
    rows.push([
      t('Replaces'),
      <KeyLink key="from" id={key.rolled_from}>
        {t('the key it replaced')}
      </KeyLink>,
    ])
  return rows
}

export function ApiKeyDetail({ apiKey }: { apiKey: ApiKey }) {
  const navigate = useNavigate()
  const canManage = useRoleCan('settings') && isLive(apiKey)
  const [rolling, setRolling] = useState(false)
  const [revoking, setRevoking] = useState(false)
  const reportDay = useReportDay(apiKey.id)

  return (
    <RecordCard rows={keyRows(apiKey)} as="section" aria-label={t('Key details')}>
      <RecordFooter>
        {canManage ? (
          <>
            <EditLink page="/api/$mode/$id" id={apiKey.id} />
            {apiKey.status === 'active' ? (
              <Button size="sm" variant="outline" onClick={() => setRolling(true)}>
                {t('Roll key')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRevoking(true)}>
              {t('Revoke key')}
            </Button>
          </>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link
            to="/api/$mode/$id/reports/$type/$selectedDate"
            params={{ mode: 'view', id: apiKey.id, type: 'day', selectedDate: reportDay }}
          >
            {t('Reports')}
          </Link>
        </Button>
        <BackLink list="/api/datatable" label={t('Back to API keys')} />
      </RecordFooter>
      <RollKeyDialog
        apiKey={rolling ? apiKey : null}
        onClose={() => setRolling(false)}
        onRolled={(key) => void navigate({ to: '/api/$mode/$id', params: { mode: 'view', id: key.id } })}
      />
      <RevokeKeyDialog apiKey={revoking ? apiKey : null} onClose={() => setRevoking(false)} />
    </RecordCard>
  )
}
