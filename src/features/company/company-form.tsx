// One form to create (/info/new) and edit (/info/edit/{id}) the company information.
import { t } from '@/i18n/i18n.ts'
import type { FormEvent } from 'react'
import { Heading, Input, SimpleGrid } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useSaveCompany } from '@/api/company.ts'
import { ChoiceSelect, FormActions, FormCard, PhoneInput } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import { COMPANY_PAGES } from './company-detail.tsx'
import type { Company } from '@/contract/company.ts'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import {
  COMPANY_FIELDS,
  companyPayload,
  companyToForm,
  EMPTY_COMPANY,
  validateCompany,
  type CompanyFormValues,
} from './company-form-values.ts'
import { ImageIdsField } from './image-ids-field.tsx'

const STATE_CHOICES = MALAYSIAN_STATES.map((state) => ({ value: state.name, label: state.name }))

export function CompanyForm({ company }: { company?: Company }) {
  const navigate = useNavigate()
  const save = useSaveCompany(company?.id)
  const form = useForm<CompanyFormValues>(company ? companyToForm(company) : EMPTY_COMPANY)
  const { errors } = form
  const size = LAYOUT_DEFAULTS.formSize

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateCompany(form.values, locale))) return
    save.mutate(companyPayload(form.values), {
      onSuccess: (saved) => {
        notify(company ? t('Company information saved') : t('Company information created'))
        void navigate({ to: '/info/$mode/$id', params: { mode: 'view', id: saved.id } })
      },
      onError: (error) => form.showServerErrors(error, COMPANY_FIELDS),
    })
  }

  return (
    <FormCard
      label={company ? t('Edit company information') : t('New company information')}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <Heading as="h2" size="sm">
        {t('Registration')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Registered name')} required error={errors.registered_name}>
          <Input size={size} autoComplete="organization" {...form.bind('registered_name')} />
        </FormField>
        <FormField
          label={t('SSM registration number')}
          required
          error={errors.ssm_no}
          helper={t('12 digits, e.g. 202001012345, or the old format, e.g. 1234567-X')}
        >
          <Input size={size} autoComplete="off" {...form.bind('ssm_no')} />
        </FormField>
        <FormField
          label={t('SST number')}
          error={errors.sst_no}
          helper={t('Optional, e.g. W10-1808-31234567')}
        >
          <Input size={size} autoComplete="off" {...form.bind('sst_no')} />
        </FormField>
      </SimpleGrid>
      <Heading as="h2" size="sm">
        {t('Address')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('Address line 1')} required error={errors['address.line1']}>
          <Input size={size} autoComplete="address-line1" {...form.bind('line1')} />
        </FormField>
        <FormField label={t('Address line 2')} error={errors['address.line2']}>
          <Input size={size} autoComplete="address-line2" {...form.bind('line2')} />
        </FormField>
        <FormField label={t('Postcode')} required error={errors['address.postcode']}>
          <Input
            size={size}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            {...form.bind('postcode')}
          />
        </FormField>
        <FormField label={t('City')} required error={errors['address.city']}>
          <Input size={size} autoComplete="address-level2" {...form.bind('city')} />
        </FormField>
        <FormField label={t('State')} required error={errors['address.state']}>
          <ChoiceSelect
            size={size}
            empty={t('Choose a state')}
            choices={STATE_CHOICES}
            {...form.bind('state')}
          />
        </FormField>
      </SimpleGrid>
      <Heading as="h2" size="sm">
        {t('What payers see')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('Support email')}
          error={errors.support_email}
          helper={t('A support email or phone is required')}
        >
          <Input size={size} type="email" autoComplete="email" {...form.bind('support_email')} />
        </FormField>
        <FormField label={t('Support phone')} error={errors.support_phone}>
          <PhoneInput example="landline" size={size} autoComplete="tel" {...form.bind('support_phone')} />
        </FormField>
      </SimpleGrid>
      <ImageIdsField
        label={t('Logo')}
        itemLabel={() => t('Company logo')}
        words={{
          choose: t('Choose logo'),
          change: t('Change logo'),
          pick: t('Use as logo'),
          remove: () => t('Remove company logo'),
        }}
        ids={form.values.logo_image_id ? [form.values.logo_image_id] : []}
        onChange={(ids) => form.change({ logo_image_id: ids[0] ?? '' })}
        max={1}
        helper={t('Shown on your payment pages, receipts and invoices. A square picture works best.')}
        error={errors.logo_image_id}
      />
      <FormActions
        label={company ? t('Save company information') : t('Create company information')}
        saving={save.isPending}
        cancel={cancelLink(company, COMPANY_PAGES)}
      />
    </FormCard>
  )
}
