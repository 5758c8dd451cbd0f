// Change a member's role. A refusal (the last owner, the owner role by a non-owner) shows its description and
// code in the dialog (SPEC §8's user-update alert).
import { Stack, Text } from '@chakra-ui/react'
import { useMyRole, useUpdateMember } from '@/api/team.ts'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { roleWord } from '@/app/ui/role-words.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useFormDialog } from '@/app/forms/use-form-dialog.ts'
import type { Member } from '@/contract/users.ts'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { roleChoices } from './role-choices.ts'
import { t } from '@/i18n/i18n.ts'

export function RoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const update = useUpdateMember()
  const role = useMyRole()
  const { form, save, dialog } = useFormDialog({ role_code: member.role_code }, update, { onClose })

  const onSubmit = () => {
    if (form.values.role_code === member.role_code) return onClose()
    save({ id: member.id, change: { role_code: form.values.role_code } }, (saved) =>
      notify(
        t('Role changed'),
        'success',
        t('{name} is now {role}.', {
          name: saved.full_name,
          role: roleWord(saved.role_code, saved.role_name),
        }),
      ),
    )
  }

  return (
    <FormDialog
      {...dialog}
      title={t('Change role of {name}', { name: member.full_name })}
      saveLabel={t('Save role')}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <RefusalAlert error={update.error} testId="member-update-error" />
        <Text fontSize="sm" color="fg.muted">
          {member.email}
        </Text>
        <FormField label={t('Role')} required>
          <ChoiceSelect choices={roleChoices(role, member.role_code)} {...form.bind('role_code')} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
