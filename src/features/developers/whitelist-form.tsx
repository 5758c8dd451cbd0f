// /whitelist/new: an address or range calls with the merchant's keys may come from, with a button that
// fills in the address the server sees this browser at.
import { t } from '@/i18n/i18n.ts'
import { useState, type FormEvent } from 'react'
import { Button, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAddWhitelistEntry, whitelistQueries } from '@/api/whitelist.ts'
import { FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { WhitelistFields } from './whitelist-fields.tsx'
import {
  validateWhitelistEntry,
  WHITELIST_FIELDS,
  whitelistPayload,
  type WhitelistFormValues,
} from './whitelist-values.ts'

export function WhitelistForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const add = useAddWhitelistEntry()
  const form = useForm<WhitelistFormValues>({ address: '', label: '' })
  const [finding, setFinding] = useState(false)

  const fillMyAddress = async () => {
    setFinding(true)
    try {
      const { address } = await queryClient.fetchQuery(whitelistQueries.myAddress())
      form.change({ address })
    } catch {
      // The shared error dialog has said why.
    } finally {
      setFinding(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateWhitelistEntry(form.values, locale))) return
    add.mutate(whitelistPayload(form.values), {
      onSuccess: (entry) => {
        notify(t('Address added to the whitelist'), 'success', entry.address)
        void navigate({ to: '/whitelist/datatable' })
      },
      onError: (error) => form.showServerErrors(error, WHITELIST_FIELDS),
    })
  }

  return (
    <FormCard label={t('New whitelist entry')} onSubmit={onSubmit} formRef={form.formRef} maxW="xl">
      <Text fontSize="sm" color="fg.muted">
        {t(
          'Once the whitelist has an active entry, calls with your API keys from any other address are refused. Console logins are never checked.',
        )}
      </Text>
      <WhitelistFields
        form={form}
        addressAction={
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            loading={finding}
            onClick={() => void fillMyAddress()}
          >
            {t('Use my current address')}
          </Button>
        }
      />
      <FormActions
        label={t('Add address')}
        saving={add.isPending}
        cancel={<Link to="/whitelist/datatable">{t('Cancel')}</Link>}
      />
    </FormCard>
  )
}
