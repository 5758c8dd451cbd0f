// The discount code at checkout (mobile and web storefronts alike): the shopper types a code, the store
// checks it for this cart (POST …/discount-check) and its terms are kept with the checkout draft, so the
// discount line follows the cart as it changes, even offline. The store applies the code again when the order
// arrives.
import { useState, type FormEvent } from 'react'
import { HStack, Stack } from 'styled-system/jsx'
import * as v from 'valibot'
import { checkDiscount } from '@/api/storefront.ts'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import { Button } from '@/public-ui/button.tsx'
import { Input } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { Text } from '@/public-ui/text.tsx'
import { DiscountCodeSchema, type AppliedDiscount } from '@/contract/discounts.ts'
import { toCheckoutItems, type CartItem } from '@/lib/cart.ts'
import { formatSen } from '@/lib/money.ts'
import { useT } from '@/i18n/use-t.ts'

interface DiscountFieldProps {
  storeId: string
  items: CartItem[]
  applied: AppliedDiscount | null
  /** The discount on the cart as it is now (sen); 0 when the cart is below the code's minimum spend. */
  amountSen: number
  /** Why the applied code takes nothing off this cart, if it does not. */
  hint: string | null
  email: string
  onChange: (applied: AppliedDiscount | null) => void
}

export function DiscountField({
  storeId,
  items,
  applied,
  amountSen,
  hint,
  email,
  onChange,
}: DiscountFieldProps) {
  const t = useT()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)
  const online = useOnlineStatus()

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(DiscountCodeSchema, code)
    if (!parsed.success) return setError(parsed.issues[0].message)
    if (!online) return setError(t('store.discount.offline'))
    setChecking(true)
    setError(undefined)
    try {
      const customer = email.includes('@') ? { email } : undefined
      const answer = await checkDiscount(storeId, {
        code: parsed.output,
        items: toCheckoutItems(items),
        customer,
      })
      if (!answer.valid || !answer.terms || !answer.label) return setError(answer.message)
      onChange({ code: answer.code, label: answer.label, terms: answer.terms })
      setCode('')
    } catch {
      setError(t('store.discount.check_failed'))
    } finally {
      setChecking(false)
    }
  }

  if (applied)
    return (
      <HStack justify="space-between" alignItems="start" gap="3" data-testid="discount-applied">
        <Stack gap="0">
          <Text fontWeight="medium">
            {amountSen > 0
              ? t('store.discount.applied_amount', { code: applied.code, amount: formatSen(amountSen) })
              : t('store.discount.applied', { code: applied.code })}
          </Text>
          <Text fontSize="sm" color={hint ? 'fg.warning' : 'fg.muted'} role={hint ? 'status' : undefined}>
            {hint ?? applied.label}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => onChange(null)}
          aria-label={t('store.discount.remove_code', { code: applied.code })}
        >
          {t('store.cart.remove')}
        </Button>
      </HStack>
    )

  // A form of its own beside the checkout form (not inside it): Enter applies the code, never places the
  // order.
  return (
    <form onSubmit={(event) => void apply(event)} noValidate aria-label={t('store.discount.label')}>
      <FormField label={t('store.discount.label')} markRequired={false} error={error}>
        <HStack w="full" alignItems="start">
          <Input
            name="discount_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setError(undefined)
            }}
            placeholder={t('store.discount.placeholder')}
          />
          <Button type="submit" variant="outline" loading={checking} disabled={code.trim() === ''}>
            {t('store.discount.apply')}
          </Button>
        </HStack>
      </FormField>
    </form>
  )
}
