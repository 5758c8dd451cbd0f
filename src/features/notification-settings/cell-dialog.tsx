// One cell of the notifications grid: an event by one channel — on or off, which members (their email, or
// their phone for SMS) and which extra addresses or numbers, and for low stock the threshold.
import { Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react'
import { useSaveNotificationSetting } from '@/api/notification-settings.ts'
import { CheckField } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  recipientFits,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSetting,
} from '@/contract/notification-settings.ts'
import type { Member } from '@/contract/users.ts'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { t } from '@/i18n/i18n.ts'
import { cellLabel, eventDescription, misfitText } from './event-words.ts'

interface CellDialogProps {
  event: NotificationEvent
  channel: NotificationChannel
  setting: NotificationSetting | undefined
  members: readonly Member[]
  onClose: () => void
}

const lines = (text: string) => [
  ...new Set(
    text
      .split(/[\n,;]/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
]

export function CellDialog({ event, channel, setting, members, onClose }: CellDialogProps) {
  const mutation = useSaveNotificationSetting()
  const { form, save, dialog } = useFormDialog(
    {
      enabled: setting?.enabled ?? true,
      member_user_ids: setting?.member_user_ids ?? [],
      extra: (setting?.extra_recipients ?? []).join('\n'),
      threshold: String(setting?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    },
    mutation,
    { onClose, fields: ['extra_recipients', 'member_user_ids', 'low_stock_threshold'] },
  )
  const { values, errors } = form
  const label = cellLabel(event, channel)
  const active = members.filter((m) => m.status === 'active' || values.member_user_ids.includes(m.id))

  const onSubmit = () => {
    const extra = lines(values.extra)
    const misfit = extra.find((r) => !recipientFits(channel, r))
    const threshold = Number(values.threshold)
    const found: Record<string, string> = {}
    if (misfit) found.extra = misfitText(channel, misfit)
    if (event === 'stock.low' && (!/^\d+$/.test(values.threshold.trim()) || threshold > 1_000_000))
      found.threshold = t('Enter a whole number from 0')
    if (form.showErrors(found)) return
    const common = {
      enabled: values.enabled,
      member_user_ids: values.member_user_ids,
      extra_recipients: extra,
      ...(event === 'stock.low' ? { low_stock_threshold: threshold } : {}),
    }
    save({ id: setting?.id, create: { event, channel, ...common }, update: common }, () =>
      notify(t('Notification saved'), 'success', label),
    )
  }

  return (
    <FormDialog {...dialog} title={label} saveLabel={t('Save notification')} onSubmit={onSubmit}>
      <Stack gap="4">
        <RefusalAlert error={mutation.error} testId="notification-error" />
        <Text fontSize="sm" color="fg.muted">
          {eventDescription(event)}.
        </Text>
        <Switch.Root
          checked={values.enabled}
          onCheckedChange={(details) => form.change({ enabled: details.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('Send these notifications')}</Switch.Label>
        </Switch.Root>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
            {t('Team members')}
          </Text>
          {active.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('No members to choose.')}
            </Text>
          ) : null}
          {active.map((member) => {
            const address = channel === 'email' ? member.email : member.phone
            return (
              <CheckField
                key={member.id}
                label={
                  address
                    ? `${member.full_name} (${address})`
                    : t('{name} (no phone number: skipped)', { name: member.full_name })
                }
                checked={values.member_user_ids.includes(member.id)}
                onChange={(checked) =>
                  form.change({
                    member_user_ids: checked
                      ? [...values.member_user_ids, member.id]
                      : values.member_user_ids.filter((id) => id !== member.id),
                  })
                }
              />
            )
          })}
          {errors.member_user_ids ? (
            <Text color="fg.error" fontSize="sm">
              {errors.member_user_ids}
            </Text>
          ) : null}
        </Stack>
        <FormField
          label={channel === 'email' ? t('Other email addresses') : t('Other phone numbers')}
          error={errors.extra ?? errors.extra_recipients}
          helper={t('One per line, up to 10')}
        >
          <Textarea rows={3} autoComplete="off" {...form.bind('extra')} />
        </FormField>
        {event === 'stock.low' ? (
          <FormField
            label={t('Low stock threshold')}
            required
            error={errors.threshold ?? errors.low_stock_threshold}
            helper={t('Notify when an order leaves this many or fewer of a product or option')}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.bind('threshold')} />
          </FormField>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
