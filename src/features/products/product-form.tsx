// One form to create (/products/new) and edit (/products/edit/{id}) a product: details, description,
// pictures, category, tags. Variants of a saved product are edited below it (ProductVariantsEditor).
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ALL_ROWS, taxonomyQueries } from '@/api/product-taxonomy.ts'
import { useSaveProduct } from '@/api/products.ts'
import {
  AmountInput,
  CheckField,
  ChoiceSelect,
  choicesOf,
  FormActions,
  FormCard,
} from '@/app/ui/form-controls.tsx'
import { serverFieldErrors } from '@/app/forms/form-errors.ts'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { Product } from '@/contract/catalogue.ts'
import {
  EMPTY_PRODUCT,
  foldListErrors,
  PRODUCT_FIELDS,
  productPayload,
  productToForm,
  validateProduct,
  type ProductFormValues,
} from './product-form-values.ts'
import { ProductImagesField } from './product-images-field.tsx'
import { ProductTagsField } from './product-tags-field.tsx'
import { RichTextEditor } from '@/app/widgets/rich-text-editor.tsx'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { PRODUCT_PAGES } from './product-detail.tsx'
import { t } from '@/i18n/i18n.ts'

type TextName = 'title' | 'price' | 'weight' | 'stock' | 'min_purchase_quantity' | 'max_purchase_quantity'

// The server names list items by position (image_ids.0, tags.2); they are shown under their list.
const SERVER_FIELDS = [
  ...PRODUCT_FIELDS,
  ...[...Array(30).keys()].flatMap((i) => [`image_ids.${i}`, `tags.${i}`, `tag_ids.${i}`]),
]

export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate()
  const save = useSaveProduct(product?.id)
  const form = useForm<ProductFormValues>(product ? productToForm(product) : EMPTY_PRODUCT)
  const { values, errors, change } = form
  const categories = useQuery(taxonomyQueries.categories(ALL_ROWS))
  const subcategories = useQuery({
    ...taxonomyQueries.subcategories({ ...ALL_ROWS, category_id: values.category_id }),
    enabled: values.category_id !== '',
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateProduct(values, locale))) return
    save.mutate(productPayload(values), {
      onSuccess: (saved) => {
        notify(product ? t('Product saved') : t('Product created'))
        // A new product with variants goes straight to where its variants are added.
        const mode = !product && saved.product_variant_enable ? 'edit' : 'view'
        void navigate({ to: '/products/$mode/$id', params: { mode, id: saved.id } })
      },
      onError: (error) => form.showErrors(foldListErrors(serverFieldErrors(error, SERVER_FIELDS))),
    })
  }

  // Composite controls (editor, pictures) are groups, not Field.Roots: a Field's ids would leak into
  // every input of the dialogs they open.
  const group = (name: string, label: string, control: ReactNode) => (
    <Stack as="fieldset" gap="1.5">
      <Text as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      {control}
      {errors[name] ? (
        <Text color="fg.error" textStyle="xs">
          {errors[name]}
        </Text>
      ) : null}
    </Stack>
  )
  const size = LAYOUT_DEFAULTS.formSize
  const input = (name: TextName, props: Parameters<typeof Input>[0] = {}) => (
    <Input size={size} {...form.bind(name)} {...props} />
  )
  // A new category has other subcategories: the old choice no longer applies.
  const pickCategory = (event: ChangeEvent<HTMLSelectElement>) =>
    change({ category_id: event.target.value, subcategory_id: '' })

  return (
    <FormCard
      label={product ? t('Edit product') : t('New product')}
      onSubmit={onSubmit}
      formRef={form.formRef}
      maxW="4xl"
      gap="5"
    >
      <FormField label={t('Title')} required error={errors.title}>
        {input('title', { maxLength: 200 })}
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        <FormField label={t('Price')} required error={errors.price}>
          <AmountInput size={size} placeholder="0.00" {...form.bind('price')} />
        </FormField>
        <FormField
          label={t('Stock')}
          error={errors.stock}
          helper={t('Leave empty if you do not track stock')}
        >
          {input('stock', { inputMode: 'numeric' })}
        </FormField>
        <FormField label={t('Weight (kg)')} error={errors.weight} helper={t('Used for shipping rates')}>
          {input('weight', { inputMode: 'decimal', placeholder: '0.250' })}
        </FormField>
        <FormField label={t('Minimum per order')} required error={errors.min_purchase_quantity}>
          {input('min_purchase_quantity', { inputMode: 'numeric' })}
        </FormField>
        <FormField
          label={t('Maximum per order')}
          error={errors.max_purchase_quantity}
          helper={t('Leave empty for no limit')}
        >
          {input('max_purchase_quantity', { inputMode: 'numeric' })}
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('Category')} error={errors.category_id}>
          <ChoiceSelect
            size={size}
            empty={t('No category')}
            choices={choicesOf(categories.data?.data)}
            {...form.bind('category_id')}
            onChange={pickCategory}
          />
        </FormField>
        <FormField label={t('Subcategory')} error={errors.subcategory_id}>
          <ChoiceSelect
            size={size}
            empty={values.category_id ? t('No subcategory') : t('Choose a category first')}
            choices={values.category_id ? choicesOf(subcategories.data?.data) : []}
            disabled={!values.category_id}
            {...form.bind('subcategory_id')}
          />
        </FormField>
      </SimpleGrid>
      {group(
        'description',
        t('Description'),
        <RichTextEditor
          id="product-description"
          label={t('Description')}
          {...form.bindValue('description')}
        />,
      )}
      {group(
        'image_ids',
        t('Pictures'),
        <ProductImagesField
          imageIds={values.image_ids}
          onChange={(image_ids) => change({ image_ids })}
          tags={values.tags}
          onAddTags={(tags) => change({ tags: [...values.tags, ...tags] })}
          invalid={Boolean(errors.image_ids)}
        />,
      )}
      <FormField label={t('Tags')} error={errors.tags}>
        <ProductTagsField
          tags={values.tags}
          onChange={(tags) => change({ tags })}
          invalid={Boolean(errors.tags)}
        />
      </FormField>
      <HStack gap="6" wrap="wrap">
        <CheckField
          label={t('Has variants (colours, sizes…)')}
          {...form.bindCheck('product_variant_enable')}
        />
        <CheckField label={t('Active (shown in stores)')} {...form.bindCheck('is_active')} />
      </HStack>
      <FormActions
        label={product ? t('Save product') : t('Create product')}
        saving={save.isPending}
        cancel={cancelLink(product, PRODUCT_PAGES)}
      />
    </FormCard>
  )
}
