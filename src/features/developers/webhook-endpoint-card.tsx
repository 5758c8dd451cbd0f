// The webhook endpoint at the top of /webhooks/datatable: the URL every event is POSTed to (set, changed or
// removed after a confirmation), how deliveries are signed, and the signing secret (revealed or replaced in
// its dialog).
import { useState, type FormEvent } from 'react'
import { Badge, Box, Button, Code, HStack, Input, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
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
import {
  WEBHOOK_EVENT_LABELS,
  WebhookEndpointUpdateSchema,
  type WebhookEndpoint,
} from '@/contract/developers.ts'

export function WebhookEndpointCard() {
  const query = useQuery(webhookQueries.endpoint())
  return (
    <SectionCard headingId="webhook-endpoint-heading" title="Endpoint">
      {query.data ? (
        <EndpointForm key={query.data.url ?? ''} endpoint={query.data} />
      ) : query.isError ? (
        <LoadFailed title="The endpoint could not be loaded" onRetry={() => void query.refetch()} />
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
  const { timestamp, signature } = endpoint.signature_headers

  const send = (url: string | null) =>
    save.mutate(url, {
      onSuccess: (saved) => notify(saved.url ? 'Webhook endpoint saved' : 'Webhook endpoint removed'),
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
      <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Webhook endpoint">
        <Stack gap="3" maxW="2xl">
          <FormField
            label="Endpoint URL"
            error={form.errors.url}
            helper={
              endpoint.url
                ? 'Every event is POSTed here as JSON.'
                : 'No endpoint yet: events are logged but not sent.'
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
                Save endpoint
              </Button>
              {endpoint.url ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
                  Remove endpoint
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </form>
      <Stack gap="2" fontSize="sm">
        <Text>
          Each delivery carries <Code>{timestamp}</Code> and <Code>{signature}</Code>: the hex HMAC-SHA256 of{' '}
          <Code>{'{timestamp}.{raw body}'}</Code> under your callback secret. Check it before trusting an
          event; a failed delivery is retried with backoff.
        </Text>
        <Wrap gap="1" aria-label="Events sent">
          {endpoint.event_types.map((type) => (
            <Badge key={type} variant="outline" title={WEBHOOK_EVENT_LABELS[type]}>
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
        title="Remove the webhook endpoint?"
        description="Events are still logged here, but nothing is sent to your server until you set an endpoint again."
        confirmLabel="Remove endpoint"
        destructive
        loading={save.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => send(null)}
      />
    </Stack>
  )
}
