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

const TYPE_LABELS = { text: 'Text', number: 'Number', select: 'Choice' } as const

function rule(field: SuccessField): string {
  if (field.type === 'select') return field.options.join(', ')
  if (field.type === 'text') return field.max_length ? `Up to ${field.max_length} characters` : ''
  const bounds = [
    field.min_value === null ? null : `from ${field.min_value}`,
    field.max_value === null ? null : `to ${field.max_value}`,
  ]
  return bounds.filter(Boolean).join(' ')
}

function columns(remove: (field: SuccessField) => void): PlainColumn<SuccessField>[] {
  return [
    {
      header: 'Label',
      cell: (field) => (
        <Stack gap="0">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/settings/success-fields/$id" params={{ id: field.id }}>
              {field.label}
            </Link>
          </ChakraLink>
          <Detail>
            {field.key}
            {field.required ? ' · required' : ' · optional'}
          </Detail>
        </Stack>
      ),
    },
    {
      header: 'Type',
      cell: (field) => (
        <Stack gap="0">
          <Text>{TYPE_LABELS[field.type]}</Text>
          <Detail>{rule(field)}</Detail>
        </Stack>
      ),
    },
    { header: 'Shown on', hideBelow: 'md', cell: (field) => field.collection_title ?? 'All collections' },
    {
      header: 'State',
      cell: (field) => (
        <Badge colorPalette={field.is_active ? 'green' : 'gray'}>{field.is_active ? 'Active' : 'Off'}</Badge>
      ),
    },
    {
      header: 'Actions',
      align: 'end',
      cell: (field) => (
        <HStack gap="1" justify="end">
          <Button asChild size="xs" variant="ghost">
            <Link
              to="/settings/success-fields/$id"
              params={{ id: field.id }}
              aria-label={`Edit ${field.label}`}
            >
              Edit
            </Link>
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${field.label}`}
            onClick={() => remove(field)}
          >
            Delete
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
      <Link to="/settings/success-fields/new">New success field</Link>
    </Button>
  )

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          Payers fill these in on your payment pages before paying. Their answers are kept with the payment,
          shown on its record and sent in your payment callback.
        </Text>
        {newLink}
      </HStack>
      <SettingsLoader query={query} what="success fields">
        {(fields) =>
          fields.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title>No success fields yet</EmptyState.Title>
                <EmptyState.Description>
                  Ask payers for a student ID, a membership number or a T-shirt size.
                </EmptyState.Description>
                {newLink}
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Card.Root variant="outline" bg="bg">
              <PlainTable
                aria-label="Success fields"
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
        title="Delete this success field?"
        description={(field) =>
          `Payers will no longer be asked for “${field.label}”. Answers already given stay with their payments.`
        }
        confirmLabel="Delete field"
        remove={remove}
        onDeleted={() => notify('Success field deleted')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
