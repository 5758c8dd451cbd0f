// /settings/success-fields: the extra details payers give on the payment pages
// (docs/company-and-settings.md), in page order, with their type, scope and state; edit, and delete after a
// confirmation.
import { useState } from 'react'
import { Badge, Button, Card, EmptyState, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { settingsQueries, useDeleteSetting } from '@/api/payment-settings.ts'
import { DeleteDialog } from '@/app/ui/delete-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { Detail } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { SuccessField } from '@/contract/payment-settings.ts'
import { SettingsLoader } from './settings-loader.tsx'
import { t } from '@/i18n/i18n.ts'

const typeLabels = () => ({ text: t('Text'), number: t('Number'), select: t('Choice') })

function rule(field: SuccessField): string {
  if (field.type === 'select') return field.options.join(', ')
  if (field.type === 'text')
    return field.max_length ? t('Up to {count} characters', { count: field.max_length }) : ''
  const { min_value: min, max_value: max } = field
  if (min !== null && max !== null) return t('from {min} to {max}', { min, max })
  if (min !== null) return t('from {min}', { min })
  return max === null ? '' : t('to {max}', { max })
}

function columns(remove: (field: SuccessField) => void): PlainColumn<SuccessField>[] {
  return [
    {
      header: t('Label'),
      cell: (field) => (
        <Stack gap="0">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/settings/success-fields/$id" params={{ id: field.id }}>
              {field.label}
            </Link>
          </ChakraLink>
          <Detail>
            {field.key}
            {' · '}
            {field.required ? t('required') : t('optional')}
          </Detail>
        </Stack>
      ),
    },
    {
      header: t('Type'),
      cell: (field) => (
        <Stack gap="0">
          <Text>{typeLabels()[field.type]}</Text>
          <Detail>{rule(field)}</Detail>
        </Stack>
      ),
    },
    {
      header: t('Shown on'),
      hideBelow: 'md',
      cell: (field) => field.collection_title ?? t('All collections'),
    },
    {
      header: t('Status'),
      cell: (field) => (
        <Badge colorPalette={field.is_active ? 'green' : 'gray'}>
          {field.is_active ? t('Active') : t('Off')}
        </Badge>
      ),
    },
    {
      header: t('Actions'),
      align: 'end',
      cell: (field) => (
        <HStack gap="1" justify="end">
          <Button asChild size="xs" variant="ghost">
            <Link
              to="/settings/success-fields/$id"
              params={{ id: field.id }}
              aria-label={t('Edit {title}', { title: field.label })}
            >
              {t('Edit')}
            </Link>
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('Delete {title}', { title: field.label })}
            onClick={() => remove(field)}
          >
            {t('Delete')}
          </Button>
        </HStack>
      ),
    },
  ]
}

export function SuccessFieldList() {
  const query = useQuery(settingsQueries.fields())
  const remove = useDeleteSetting('fields')
  const [deleting, setDeleting] = useState<SuccessField | null>(null)
  const newLink = (
    <Button asChild size="sm">
      <Link to="/settings/success-fields/new">{t('New success field')}</Link>
    </Button>
  )

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          {t(
            'Payers fill these in on your payment pages before paying. Their answers are kept with the payment, shown on its record and sent in your payment callback.',
          )}
        </Text>
        {newLink}
      </HStack>
      <SettingsLoader
        query={query}
        loadingLabel={t('Loading success fields')}
        failedTitle={t('We could not load your success fields')}
      >
        {(fields) =>
          fields.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title>{t('No success fields yet')}</EmptyState.Title>
                <EmptyState.Description>
                  {t('Ask payers for a student ID, a membership number or a T-shirt size.')}
                </EmptyState.Description>
                {newLink}
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Card.Root variant="outline" bg="bg">
              <PlainTable
                aria-label={t('Success fields')}
                columns={columns((field) => setDeleting(field))}
                rows={fields}
                rowProps={() => ({ 'data-testid': 'success-field-row' })}
              />
            </Card.Root>
          )
        }
      </SettingsLoader>
      <DeleteDialog
        record={deleting}
        title={t('Delete this success field?')}
        description={(field) =>
          t('Payers will no longer be asked for “{label}”. Answers already given stay with their payments.', {
            label: field.label,
          })
        }
        confirmLabel={t('Delete field')}
        remove={remove}
        onDeleted={() => notify(t('Success field deleted'))}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
