// /api/view/{id}: the key's details and actions above its usage.
import { Stack } from '@chakra-ui/react'
import type { ApiKey } from '@/contract/developers.ts'
import { ApiKeyDetail } from './api-key-detail.tsx'
import { ApiKeyUsage } from './api-key-usage.tsx'

export function ApiKeyPage({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Stack gap="8">
      <ApiKeyDetail apiKey={apiKey} />
      <ApiKeyUsage id={apiKey.id} />
    </Stack>
  )
}
