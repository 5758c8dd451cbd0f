// The webhook endpoint at the top of /webhooks/datatable: the URL every event is POSTed to (set, changed or
// removed after a confirmation), how deliveries are signed, and the signing secret (revealed or replaced in
// its dialog).
import { t } from '@/i18n/i18n.ts'
import { useState, type FormEvent } from 'react'
import { Badge, Box, Button, HStack, Input, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useRoleCan } from '@/api/use-session.ts'
import { useSaveWebhookEndpoint, webhookQueries } from '@/api/webhooks.ts'
import { CallbackSecretButton } from '@/app/widgets/callback-secret-dialog.tsx'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { WebhookEndpointUpdateSchema, type WebhookEndpoint } from '@/contract/developers.ts'
import { code, withCode } from './code-in-sentence.tsx'
import { eventLabel } from './developer-words.ts'

export function WebhookEndpointCard() {
  const query = useQuery(webhookQueries.endpoint())
  return (
    <SectionCard headingId="webhook-endpoint-heading" title={t('Endpoint')}>
      {query.data ? (
        <EndpointForm key={query.data.url ?? ''} endpoint={query.data} />
      ) : query.isError ? (
        <LoadFailed title={t('The endpoint could not be loaded')} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton height="24" />
      )}
    </SectionCard>
  )
}

function EndpointForm({ endpoint }: { endpoint: WebhookEndpoint }) {
  const save = useSaveWebhookEndpoint()
  const canManage = useRoleCan('settings')
  const form = useForm({ url: endpoint.url ?? '' })
  const [removing, setRemoving] = useState(false)
  const { id, timestamp, signature } = endpoint.signature_headers

  const send = (url: string | null) =>
    save.mutate(url, {
      onSuccess: (saved) => notify(saved.url ? t('Webhook endpoint saved') : t('Webhook endpoint removed')),
      onError: (error) => form.showServerErrors(error, ['url']),
      onSettled: () => setRemoving(false),
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = form.values.url.trim()
    // Saving a blank address removes the endpoint: asked first, like the Remove button.
    if (url === '') {
      if (endpoint.url) setRemoving(true)
      return
    }
    if (!form.check(WebhookEndpointUpdateSchema, { url })) return
    send(url)
  }

  return (
    <Stack gap="5">
      <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t('Webhook endpoint')}>
        <Stack gap="3" maxW="2xl">
          <FormField
            label={t('Endpoint URL')}
            error={form.errors.url}
            helper={
              endpoint.url
                ? t('Every event is POSTed here as JSON.')
                : t('No endpoint yet: events are logged but not sent.')
            }
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.my/niaga/webhooks"
              readOnly={!canManage}
              {...form.bind('url')}
            />
          </FormField>
          {canManage ? (
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" loading={save.isPending && !removing}>
                {t('Save endpoint')}
              </Button>
              {endpoint.url ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
                  {t('Remove endpoint')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </form>
      <Stack gap="2" fontSize="sm">
        <Text>
          {withCode(
            t(
              'Each delivery is signed by the Standard Webhooks specification: {idHeader}, {timestampHeader} and {signatureHeader}, which is "v1," and the base64 HMAC-SHA256 of {payload} keyed with your callback secret. Verify it with a Standard Webhooks library before trusting an event; a failed delivery is retried with backoff.',
              {
                idHeader: code(id),
                timestampHeader: code(timestamp),
                signatureHeader: code(signature),
                payload: code('{id}.{timestamp}.{raw body}'),
              },
            ),
          )}
        </Text>
        <Wrap gap="1" aria-label={t('Events sent')}>
          {endpoint.event_types.map((type) => (
            <Badge key={type} variant="outline" title={eventLabel(type)}>
              {type}
            </Badge>
          ))}
        </Wrap>
        <Box>
          <CallbackSecretButton />
        </Box>
      </Stack>
      <ConfirmDialog
        open={removing}
        title={t('Remove the webhook endpoint?')}
        description={t(
          'Events are still logged here, but nothing is sent to your server until you set an endpoint again.',
        )}
        confirmLabel={t('Remove endpoint')}
        cancelLabel={t('Keep')}
        destructive
        loading={save.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => send(null)}
      />
    </Stack>
  )
}
