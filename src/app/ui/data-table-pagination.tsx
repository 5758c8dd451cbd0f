// The table footer: rows per page (SPEC §9 sizes), "Showing 1–10 of 57", previous and next page.
import { useId } from 'react'
import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react'
import { PAGE_SIZES } from '@/contract/envelope.ts'
import { pageInfo, showingText, type PageSize } from './list-search.ts'
import { t } from '@/i18n/i18n.ts'

interface DataTablePaginationProps {
  skip: number
  limit: PageSize
  total: number | undefined
  onSkipChange: (skip: number) => void
  onLimitChange: (limit: PageSize) => void
}

export function DataTablePagination({
  skip,
  limit,
  total,
  onSkipChange,
  onLimitChange,
}: DataTablePaginationProps) {
  const selectId = useId()
  const info = total === undefined ? null : pageInfo(skip, limit, total)
  return (
    <Flex
      as="nav"
      aria-label={t('Pagination')}
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="3"
      pt="3"
      fontSize="sm"
    >
      <HStack gap="2">
        <Text asChild color="fg.muted" whiteSpace="nowrap">
          <label htmlFor={selectId}>{t('Rows per page')}</label>
        </Text>
        <NativeSelect.Root size="xs" width="20">
          <NativeSelect.Field
            id={selectId}
            value={String(limit)}
            onChange={(event) => onLimitChange(Number(event.target.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3">
        <Text color="fg.muted" aria-live="polite" data-testid="data-table-showing">
          {info ? showingText(info) : '\u00a0'}
        </Text>
        <HStack gap="1">
          <StepButton
            label={t('Previous')}
            skip={info?.hasPrevious ? info.previousSkip : undefined}
            onSkip={onSkipChange}
          />
          <StepButton
            label={t('Next')}
            skip={info?.hasNext ? info.nextSkip : undefined}
            onSkip={onSkipChange}
          />
        </HStack>
      </HStack>
    </Flex>
  )
}

/** A step to the previous or next page; without somewhere to go it stays, disabled. */
function StepButton({
  label,
  skip,
  onSkip,
}: {
  label: string
  skip: number | undefined
  onSkip: (skip: number) => void
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      disabled={skip === undefined}
      onClick={() => skip !== undefined && onSkip(skip)}
      aria-label={`${label} page`}
    >
      {label}
    </Button>
  )
}
