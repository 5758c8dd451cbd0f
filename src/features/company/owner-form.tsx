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
  OWNER_DOCUMENTS_MAX,
  OWNER_ROLES,
  type BusinessOwner,
  type OwnerRole,
} from '@/contract/business-owners.ts'
import { ID_TYPES } from '@/contract/company-ids.ts'
import { ImageIdsField } from './image-ids-field.tsx'
import { idTypeWord, ownerRoleWord } from './company-words.ts'
import {
  emptyOwner,
  OWNER_FIELDS,
  ownerPayload,
  ownerToForm,
  ownerUpdatePayload,
  validateOwner,
  type OwnerFormValues,
} from './owner-form-values.ts'

/** The MyKad number's layout (birth date, place of birth code, serial), written the same in Malay forms. */
const NRIC_MASK = 'YYMMDD-PB-####'

const roleChoices = () => OWNER_ROLES.map((role) => ({ value: role, label: ownerRoleWord(role) }))
const idTypeChoices = () => ID_TYPES.map((type) => ({ value: type, label: idTypeWord(type) }))

export function OwnerForm({ owner }: { owner?: BusinessOwner }) {
  const navigate = useNavigate()
  const save = useSaveOwner(owner?.id)
  const form = useForm<OwnerFormValues>(owner ? ownerToForm(owner) : emptyOwner())
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
        notify(owner ? t('Business owner saved') : t('Business owner added'))
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
        <FormField
          label={t('Full name')}
          required
          error={errors.full_name}
          helper={t('As on the IC or passport')}
        >
          <Input size={size} autoComplete="off" {...form.bind('full_name')} />
        </FormField>
        <FormField label={t('Role')} required error={errors.role}>
          <ChoiceSelect
            size={size}
            choices={roleChoices()}
            name="role"
            value={values.role}
            // A director alone holds no shares.
            onChange={(event) => {
              const role = event.target.value as OwnerRole
              form.change(role === 'director' ? { role, share_percentage: '0' } : { role })
            }}
          />
        </FormField>
        <FormField label={t('IC type')} required error={errors.id_type}>
          <ChoiceSelect size={size} choices={idTypeChoices()} {...form.bind('id_type')} />
        </FormField>
        <FormField
          label={nric ? t('IC number') : t('Passport number')}
          required={!keepsIdNumber}
          error={errors.id_number}
          helper={
            owner?.id_number_masked
              ? t('Only owners see this number. Leave it empty to keep {number}.', {
                  number: owner.id_number,
                })
              : nric
                ? t('12 digits, e.g. 880101-14-5678')
                : t('6 to 12 letters and digits')
          }
        >
          <Input
            size={size}
            autoComplete="off"
            inputMode={nric ? 'numeric' : 'text'}
            placeholder={owner?.id_number_masked ? owner.id_number : nric ? NRIC_MASK : undefined}
            {...form.bind('id_number')}
          />
        </FormField>
        <FormField label={t('Nationality')} required error={errors.nationality}>
          <Input size={size} autoComplete="off" {...form.bind('nationality')} />
        </FormField>
        <FormField
          label={t('Share of the business')}
          error={errors.share_percentage}
          helper={
            values.role === 'director'
              ? t('A director alone holds 0%')
              : t('Up to 2 decimals; all owners together hold at most 100%')
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
        label={t('Documents')}
        itemLabel={(index) => t('Document {number}', { number: index + 1 })}
        words={{
          choose: t('Add documents'),
          remove: (index) => t('Remove document {number}', { number: index + 1 }),
        }}
        ids={values.document_image_ids}
        onChange={(ids) => form.change({ document_image_ids: ids })}
        max={OWNER_DOCUMENTS_MAX}
        helper={t('Scans of the IC or passport (images, up to {max}).', { max: OWNER_DOCUMENTS_MAX })}
        error={
          errors.document_image_ids ??
          Object.entries(errors).find(([field]) => field.startsWith('document_image_ids.'))?.[1]
        }
      />
      <FormActions
        label={owner ? t('Save business owner') : t('Add business owner')}
        saving={save.isPending}
        cancel={cancelLink(owner, OWNER_PAGES)}
      />
    </FormCard>
  )
}
