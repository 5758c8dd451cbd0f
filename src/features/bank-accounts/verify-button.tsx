// "Verify": asks the (sandbox) bank whether the number and holder name belong together. The call succeeds
// either way; the answer is in verification_status, and a failure's reason is shown as the bank gave it.
import { Button } from '@chakra-ui/react'
import { useVerifyBankAccount } from '@/api/banks.ts'
import { notify } from '@/app/ui/toaster.tsx'
import type { BankAccount } from '@/contract/banks.ts'
import { t } from '@/i18n/i18n.ts'

export function VerifyButton({ account }: { account: BankAccount }) {
  const verify = useVerifyBankAccount()
  return (
    <Button
      size="xs"
      variant="outline"
      loading={verify.isPending}
      aria-label={t('Verify {account}', { account: `${account.bank_name} ${account.account_number_masked}` })}
      onClick={() =>
        verify.mutate(account.id, {
          onSuccess: (checked) =>
            checked.verification_status === 'verified'
              ? notify(t('Bank account verified'))
              : notify(t('Bank account not verified'), 'error', checked.verification_message ?? undefined),
        })
      }
    >
      {t('Verify')}
    </Button>
  )
}
