// A store's public link (SPEC §2 /storefront/mobile/{storeID}) to open or copy.
import { Button, Code, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { Store } from '@/contract/stores.ts'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { t } from '@/i18n/i18n.ts'

export function StoreLink({ store }: { store: Store }) {
  const url = `${window.location.origin}${store.public_path}`
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t(
          'Shoppers open this link to browse, fill a cart and check out. It works offline once visited, and can be installed to a phone’s home screen.',
        )}
      </Text>
      <Code p="2" wordBreak="break-all" data-testid="store-public-link">
        {url}
      </Code>
      <HStack wrap="wrap">
        <CopyButton value={url} copied={t('Store link copied')} size="sm">
          {t('Copy link')}
        </CopyButton>
        <Button asChild size="sm" variant="outline">
          <Link href={store.public_path} target="_blank" rel="noopener">
            {t('Open storefront')}
          </Link>
        </Button>
      </HStack>
      {store.record_status_id !== 1 ? (
        <Text fontSize="sm" color="orange.fg">
          {t('This store is closed: shoppers see “store not found” until you open it.')}
        </Text>
      ) : null}
    </Stack>
  )
}
