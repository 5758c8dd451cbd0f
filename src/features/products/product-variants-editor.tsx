// Variants of a saved product: edit or delete each (delete asks first), add new rows and create them all
// at once through the bulk call (all or none). The custom price shows only when custom pricing is on.
import { useState } from 'react'
import { Box, Button, Card, Checkbox, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useCreateVariants, useDeleteVariant, useUpdateVariant } from '@/api/products.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { serverFieldErrors } from '@/app/forms/form-errors.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { useFormLocale } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import type { Product } from '@/contract/catalogue.ts'
import { formatMyr } from '@/lib/money.ts'
import {
  checkVariantRow,
  newVariantRow,
  variantPayload,
  variantToRow,
  type VariantRow,
} from './variant-rows.ts'
import { t } from '@/i18n/i18n.ts'

const ROW_FIELDS = ['title', 'sku', 'custom_pricing_enable', 'custom_pricing_price', 'weight', 'stock']

function VariantFields({
  row,
  errors,
  onChange,
}: {
  row: VariantRow
  errors: Record<string, string>
  onChange: (row: VariantRow) => void
}) {
  const text = (
    name: 'title' | 'sku' | 'custom_pricing_price' | 'weight' | 'stock',
    label: string,
    props: Parameters<typeof Input>[0] = {},
  ) => (
    <FormField label={label} required={name === 'title'} error={errors[name]}>
      <Input
        size="sm"
        value={row[name]}
        onChange={(event) => onChange({ ...row, [name]: event.target.value })}
        {...props}
      />
    </FormField>
  )
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {text('title', t('Title'), { placeholder: t('Blue, Large…') })}
      {text('sku', 'SKU')}
      {text('stock', t('Stock'), { inputMode: 'numeric', placeholder: t('Not tracked') })}
      {text('weight', t('Weight (kg)'), { inputMode: 'decimal' })}
      <Checkbox.Root
        alignSelf="end"
        pb="2"
        checked={row.custom_pricing_enable}
        onCheckedChange={(details) => onChange({ ...row, custom_pricing_enable: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('Own price')}</Checkbox.Label>
      </Checkbox.Root>
      {row.custom_pricing_enable
        ? text('custom_pricing_price', t('Price (RM)'), { inputMode: 'decimal', placeholder: '0.00' })
        : null}
    </SimpleGrid>
  )
}

function SavedVariant({ product, row: saved }: { product: Product; row: VariantRow }) {
  const update = useUpdateVariant(product.id)
  const remove = useDeleteVariant(product.id)
  const [editing, setEditing] = useState<VariantRow | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState(false)
  const locale = useFormLocale()

  const save = () => {
    if (!editing) return
    const found = checkVariantRow(editing, locale)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    update.mutate(
      { id: saved.id!, input: variantPayload(editing) },
      {
        onSuccess: () => {
          notify(t('Variant saved'))
          setEditing(null)
        },
        onError: (error) => setErrors(serverFieldErrors(error, ROW_FIELDS)),
      },
    )
  }

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      {editing ? (
        <Stack gap="3">
          <VariantFields row={editing} errors={errors} onChange={setEditing} />
          <HStack>
            <Button size="sm" loading={update.isPending} onClick={save}>
              {t('Save variant')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t('Cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Text fontWeight="medium">{saved.title}</Text>
            <Text textStyle="sm" color="fg.muted">
              {[
                saved.sku ? `SKU ${saved.sku}` : null,
                saved.custom_pricing_enable && saved.custom_pricing_price
                  ? formatMyr(saved.custom_pricing_price)
                  : t('Product price ({price})', { price: formatMyr(product.price) }),
                saved.stock === '' ? t('Stock not tracked') : t('{stock} in stock', { stock: saved.stock }),
                saved.weight ? `${saved.weight} kg` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(saved)}
              aria-label={t('Edit variant {title}', { title: saved.title })}
            >
              {t('Edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-label={t('Delete variant {title}', { title: saved.title })}
            >
              {t('Delete')}
            </Button>
          </HStack>
        </HStack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('Delete this variant?')}
        description={t('“{title}” will no longer be offered. Orders already placed keep it.', {
          title: saved.title,
        })}
        confirmLabel={t('Delete variant')}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(saved.id!, {
            onSuccess: () => notify(t('Variant deleted')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Box>
  )
}

export function ProductVariantsEditor({ product }: { product: Product }) {
  const create = useCreateVariants(product.id)
  const [rows, setRows] = useState<VariantRow[]>([])
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({})
  const locale = useFormLocale()

  const saveNew = () => {
    const found: Record<string, Record<string, string>> = {}
    for (const row of rows) {
      const rowErrors = checkVariantRow(row, locale)
      if (Object.keys(rowErrors).length > 0) found[row.key] = rowErrors
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    create.mutate(rows.map(variantPayload), {
      onSuccess: (created) => {
        notify(
          created.length === 1 ? t('Variant added') : t('{count} variants added', { count: created.length }),
        )
        setRows([])
      },
      onError: (error) => {
        // The bulk call names rows as variants.N.field.
        const breakdown = serverFieldErrors(
          error,
          rows.flatMap((_row, index) => ROW_FIELDS.map((field) => `variants.${index}.${field}`)),
        )
        const byRow: Record<string, Record<string, string>> = {}
        for (const [path, message] of Object.entries(breakdown)) {
          const [, index, field] = path.split('.')
          const key = rows[Number(index)]?.key
          if (key && field) byRow[key] = { ...byRow[key], [field]: message }
        }
        setErrors(byRow)
      },
    })
  }

  return (
    <Card.Root variant="outline" bg="bg" maxW="4xl">
      <Card.Header>
        <Card.Title>{t('Variants')}</Card.Title>
        <Card.Description>
          {product.product_variant_enable
            ? t('Shoppers choose one of these; a variant may have its own price.')
            : t(
                'Variants are off for this product: turn on “Has variants” in the form for shoppers to choose them.',
              )}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {product.variants.length === 0 && rows.length === 0 ? (
            <Text color="fg.muted">{t('No variants yet.')}</Text>
          ) : null}
          {product.variants.length > 0 ? (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t('Saved variants')}>
              {product.variants.map((variant) => (
                <SavedVariant key={variant.id} product={product} row={variantToRow(variant)} />
              ))}
            </Stack>
          ) : null}
          {rows.map((row, index) => (
            <Box
              key={row.key}
              borderWidth="1px"
              borderStyle="dashed"
              rounded="md"
              p="3"
              aria-label={t('New variant {number}', { number: index + 1 })}
              role="group"
            >
              <VariantFields
                row={row}
                errors={errors[row.key] ?? {}}
                onChange={(next) => setRows((current) => current.map((x) => (x.key === row.key ? next : x)))}
              />
              <Button
                mt="2"
                size="xs"
                variant="ghost"
                onClick={() => setRows((current) => current.filter((x) => x.key !== row.key))}
              >
                {t('Remove row')}
              </Button>
            </Box>
          ))}
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRows((current) => [...current, newVariantRow()])}
            >
              {t('Add variant row')}
            </Button>
            {rows.length > 0 ? (
              <Button size="sm" loading={create.isPending} loadingText={t('Saving')} onClick={saveNew}>
                {t('Save {count, plural, one {# new variant} other {# new variants}}', {
                  count: rows.length,
                })}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
