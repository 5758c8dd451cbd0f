// The collection table's columns: title, kind, amount, bills, paid total and the row actions.
import { useMemo } from 'react'
import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { collectionPaymentPath, paymentLink } from '@/api/collections.ts'
import { dateTime, Detail, money } from '@/app/ui/data-table-cells.tsx'
import { actionsColumn } from '@/app/ui/data-table-columns.tsx'
import type { DataColumn } from '@/app/ui/data-table.tsx'
import { RECORD_STATUS, type Collection } from '@/contract/collections.ts'
import { ActionLabel } from '@/app/ui/action-label.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { t } from '@/i18n/i18n.ts'

/** A collection's kind, in the active language (asked for while rendering). */
export function kindLabel(kind: Collection['kind']): string {
  return kind === 'bill' ? t('Bill collection') : t('Payment form')
}

/** A payment form's fixed amount, "Payer enters" for an open one, "Per bill" for a bill collection. */
export function collectionAmount(collection: Collection): string {
  if (collection.kind === 'bill') return t('Per bill')
  return collection.fixed_amount ? money(collection.fixed_amount) : t('Payer enters')
}

export function collectionLink(collection: Collection): string {
  return paymentLink(collection.payment_url, window.location.origin, collectionPaymentPath(collection.uuid))
}

export function useCollectionColumns(onToggle: (collection: Collection) => void): DataColumn<Collection>[] {
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('Title'),
        sortKey: 'title',
        cell: (collection) => (
          <Stack gap="0">
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to="/collections/$mode/$id" params={{ mode: 'view', id: collection.id }}>
                {collection.title}
              </Link>
            </ChakraLink>
            <Detail>{kindLabel(collection.kind)}</Detail>
          </Stack>
        ),
      },
      { id: 'amount', header: t('Amount'), hideBelow: 'md', cell: collectionAmount },
      {
        id: 'bills',
        header: t('Bills'),
        align: 'end',
        hideBelow: 'md',
        cell: (collection) => collection.bills_count,
      },
      {
        id: 'paid',
        header: t('Paid'),
        align: 'end',
        summary: 'amount',
        cell: (collection) => money(collection.paid_amount),
      },
      {
        id: 'created_at',
        header: t('Created'),
        sortKey: 'created_at',
        firstOrder: 'desc',
        hideBelow: 'lg',
        cell: (collection) => dateTime(collection.created_at),
      },
      actionsColumn((collection) => {
        const active = collection.record_status === RECORD_STATUS.active
        return (
          <HStack gap="1" justify="flex-end">
            <CopyButton
              value={collectionLink(collection)}
              copied={t('Payment link copied')}
              size="xs"
              variant="ghost"
            >
              <ActionLabel words={t('Copy link')} of={collection.title} />
            </CopyButton>
            <Button
              size="xs"
              variant="outline"
              colorPalette={active ? 'red' : 'green'}
              onClick={() => onToggle(collection)}
            >
              <ActionLabel words={active ? t('Stop') : t('Start')} of={collection.title} />
            </Button>
          </HStack>
        )
      }),
    ],
    [onToggle],
  )
}
