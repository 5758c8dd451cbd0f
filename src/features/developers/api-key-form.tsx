// One form to create (/api/new) and change (/api/edit/{id}) an API key: its name, what it may reach and its
// rate limit. A new key's secret is shown once, in a dialog; closing it opens the key's page.
import { t } from '@/i18n/i18n.ts'
import { useState, type FormEvent } from 'react'
import { Input, InputGroup, SimpleGrid } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useCreateApiKey, useUpdateApiKey } from '@/api/api-keys.ts'
import { FormActions, FormCard } from '@/app/ui/form-controls.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { cancelLink } from '@/app/ui/cancel-link.tsx'
import {
  KEY_GROUPS,
  KEY_RATE_LIMIT_MAX,
  KEY_RATE_LIMIT_MIN,
  type ApiKey,
  type ApiKeyWithSecret,
  type KeyGroup,
} from '@/contract/developers.ts'
import {
  API_KEY_FIELDS,
  apiKeyPayload,
  apiKeyToForm,
  EMPTY_API_KEY,
  validateApiKey,
  type ApiKeyFormValues,
} from './api-key-form-values.ts'
import { KeySecretDialog } from './key-secret-dialog.tsx'
import { ScopeGrid } from './scope-grid.tsx'

export function ApiKeyForm({ apiKey }: { apiKey?: ApiKey }) {
  const navigate = useNavigate()
  const create = useCreateApiKey()
  const update = useUpdateApiKey()
  const form = useForm<ApiKeyFormValues>(apiKey ? apiKeyToForm(apiKey) : EMPTY_API_KEY)
  const { values, errors } = form
  // The new key with its secret, for the dialog only; dropped (with the mutation's copy) once it has closed.
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null)
  const [showing, setShowing] = useState(false)
  const size = LAYOUT_DEFAULTS.formSize

  const openKey = (id: string) => void navigate({ to: '/api/$mode/$id', params: { mode: 'view', id } })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate((locale) => validateApiKey(values, apiKey?.id, locale))) return
    const payload = apiKeyPayload(values)
    const onError = (error: Error) => form.showServerErrors(error, API_KEY_FIELDS)
    if (apiKey)
      update.mutate(
        { id: apiKey.id, ...payload },
        {
          onSuccess: (saved) => {
            notify(t('API key saved'))
            openKey(saved.id)
          },
          onError,
        },
      )
    else
      create.mutate(payload, {
        onSuccess: (key) => {
          setCreated(key)
          setShowing(true)
        },
        onError,
      })
  }

  const scopeErrors = Object.fromEntries(
    KEY_GROUPS.map((group) => [group, errors[`scopes.${group}`] ?? errors.scopes]),
  ) as Partial<Record<KeyGroup, string>>

  return (
    <>
      <FormCard
        label={apiKey ? t('Edit API key') : t('New API key')}
        onSubmit={onSubmit}
        formRef={form.formRef}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label={t('Name')}
            required
            error={errors.name}
            helper={t('Where the key is used, e.g. “Billing server”')}
          >
            <Input size={size} autoComplete="off" {...form.bind('name')} />
          </FormField>
          <FormField
            label={t('Rate limit')}
            error={errors.rate_limit_per_minute}
            helper={t('Calls a minute, {min} to {max}', { min: KEY_RATE_LIMIT_MIN, max: KEY_RATE_LIMIT_MAX })}
          >
            <InputGroup endAddon={t('per minute')}>
              <Input
                size={size}
                inputMode="numeric"
                autoComplete="off"
                {...form.bind('rate_limit_per_minute')}
              />
            </InputGroup>
          </FormField>
        </SimpleGrid>
        <ScopeGrid
          scopes={values.scopes}
          errors={scopeErrors}
          onChange={(group, access) => form.change({ scopes: { ...values.scopes, [group]: access } })}
        />
        <FormActions
          label={apiKey ? t('Save key') : t('Create key')}
          saving={create.isPending || update.isPending}
          cancel={cancelLink(apiKey, { page: '/api/$mode/$id', list: '/api/datatable' })}
        />
      </FormCard>
      <KeySecretDialog
        created={created}
        open={showing}
        action="created"
        onClose={() => setShowing(false)}
        onExitComplete={() => {
          const id = created?.id
          setCreated(null)
          create.reset()
          if (id) openKey(id)
        }}
      />
    </>
  )
}
