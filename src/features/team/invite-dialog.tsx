// Invite someone by email with a role: the link goes out by email (the sandbox outbox) and expires in 72
// hours.
import { Input, Stack, Text } from '@chakra-ui/react'
import { useInvite, useMyRole } from '@/api/team.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import { INVITATION_TTL_HOURS, InvitationCreateSchema } from '@/contract/team.ts'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { roleChoices } from './role-choices.ts'
import { t } from '@/i18n/i18n.ts'

const FIELDS = ['email', 'role_code'] as const

/** Mounted while open, so each opening starts empty. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInvite()
  const role = useMyRole()
  const { form, save, dialog } = useFormDialog({ email: '', role_code: 'staff' }, invite, {
    onClose,
    fields: FIELDS,
    savingLabel: t('Sending'),
  })

  const onSubmit = () => {
    if (!form.check(InvitationCreateSchema, form.values)) return
    save(form.values as { email: string; role_code: 'staff' }, (sent) =>
      notify(
        t('Invitation sent'),
        'success',
        t('{email} has {hours} hours to accept it.', { email: sent.email, hours: INVITATION_TTL_HOURS }),
      ),
    )
  }

  return (
    <FormDialog
      {...dialog}
      title={t('Invite a team member')}
      saveLabel={t('Send invitation')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <RefusalAlert error={invite.error} testId="invite-error" />
        <FormField label={t('Email')} required error={form.errors.email}>
          <Input type="email" autoComplete="off" {...form.bind('email')} />
        </FormField>
        <FormField label={t('Role')} required error={form.errors.role_code}>
          <ChoiceSelect choices={roleChoices(role, null)} {...form.bind('role_code')} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t(
            'They get an email with a link to set their password. The link works once and expires in {hours} hours.',
            { hours: INVITATION_TTL_HOURS },
          )}
        </Text>
      </Stack>
    </FormDialog>
  )
}
