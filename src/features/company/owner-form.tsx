// One form to add (/business-owner-details/new) and change (/business-owner-details/edit/{id}) a director or
// shareholder.
import { t } from '@/i18n/i18n.ts'
import type { FormEvent } from 'react'
import { Input, InputGroup, SimpleGrid } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSaveOwner } from '@/api/business-owners.ts'
import { ChoiceSelect, FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { OWNER_PAGES } from './owner-detail.tsx'
import {
  ID_TYPE_LABELS,
  OWNER_DOCUMENTS_MAX,
  OWNER_ROLE_LABELS,
  OWNER_ROLES,
  type BusinessOwner,
  type OwnerRole,
} from '@/contract/business-owners.ts'
import { ID_TYPES } from '@/contract/company-ids.ts'
import { ImageIdsField } from './image-ids-field.tsx'
import {
  EMPTY_OWNER,
  OWNER_FIELDS,
  ownerPayload,
  ownerToForm,
  ownerUpdatePayload,
  validateOwner,
  type OwnerFormValues,
} from './owner-form-values.ts'

const ROLE_CHOICES = OWNER_ROLES.map((role) => ({ value: role, label: OWNER_ROLE_LABELS[role] }))
const ID_TYPE_CHOICES = ID_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] }))

export function OwnerForm({ owner }: { owner?: BusinessOwner }) {
  const navigate = useNavigate()
  const save = useSaveOwner(owner?.id)
  const form = useForm<OwnerFormValues>(owner ? ownerToForm(owner) : EMPTY_OWNER)
  const { errors, values } = form
  const size = LAYOUT_DEFAULTS.formSize
  // A masked number stays on the server while the field is left empty and the type unchanged.
  const keepsIdNumber =
    Boolean(owner?.id_number_masked) && values.id_number.trim() === '' && values.id_type === owner?.id_type

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateOwner(form.values, locale, keepsIdNumber))) return
    save.mutate(owner ? ownerUpdatePayload(form.values) : ownerPayload(form.values), {
      onSuccess: (saved) => {
        notify(owner ? 'Business owner saved' : 'Business owner added')
        void navigate({ to: '/business-owner-details/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => form.showServerErrors(error, OWNER_FIELDS),
    })
  }

  const nric = values.id_type === 'nric'
  return (
    <FormCard
      label={owner ? t('Edit business owner') : t('New business owner')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full name" required error={errors.full_name} helper="As on the IC or passport">
          <Input size={size} autoComplete="off" {...form.bind('full_name')} />
        </FormField>
        <FormField label="Role" required error={errors.role}>
          <ChoiceSelect
            size={size}
            choices={ROLE_CHOICES}
            name="role"
            value={values.role}
            // A director alone holds no shares.
            onChange={(event) => {
              const role = event.target.value as OwnerRole
              form.change(role === 'director' ? { role, share_percentage: '0' } : { role })
            }}
          />
        </FormField>
        <FormField label="IC type" required error={errors.id_type}>
          <ChoiceSelect size={size} choices={ID_TYPE_CHOICES} {...form.bind('id_type')} />
        </FormField>
        <FormField
          label={nric ? 'IC number' : 'Passport number'}
          required={!keepsIdNumber}
          error={errors.id_number}
          helper={
            owner?.id_number_masked
              ? `Only owners see this number. Leave it empty to keep ${owner.id_number}.`
              : nric
                ? '12 digits, e.g. 880101-14-5678'
                : '6 to 12 letters and digits'
          }
        >
          <Input
            size={size}
            autoComplete="off"
            inputMode={nric ? 'numeric' : 'text'}
            placeholder={owner?.id_number_masked ? owner.id_number : nric ? 'YYMMDD-PB-####' : undefined}
            {...form.bind('id_number')}
          />
        </FormField>
        <FormField label="Nationality" required error={errors.nationality}>
          <Input size={size} autoComplete="off" {...form.bind('nationality')} />
        </FormField>
        <FormField
          label="Share of the business"
          error={errors.share_percentage}
          helper={
            values.role === 'director'
              ? 'A director alone holds 0%'
              : 'Up to 2 decimals; all owners together hold at most 100%'
          }
        >
          <InputGroup endAddon="%">
            <Input
              size={size}
              inputMode="decimal"
              autoComplete="off"
              disabled={values.role === 'director'}
              {...form.bind('share_percentage')}
            />
          </InputGroup>
        </FormField>
      </SimpleGrid>
      <ImageIdsField
        label="Documents"
        itemLabel={(index) => `Document ${index + 1}`}
        ids={values.document_image_ids}
        onChange={(ids) => form.change({ document_image_ids: ids })}
        max={OWNER_DOCUMENTS_MAX}
        helper={`Scans of the IC or passport (images, up to ${OWNER_DOCUMENTS_MAX}).`}
        error={
          errors.document_image_ids ??
          Object.entries(errors).find(([field]) => field.startsWith('document_image_ids.'))?.[1]
        }
      />
      <FormActions
        label={owner ? 'Save business owner' : 'Add business owner'}
        saving={save.isPending}
        cancel={cancelLink(owner, OWNER_PAGES)}
      />
    </FormCard>
  )
}
