import { createFileRoute } from '@tanstack/react-router'
import { PayPolicyRoute } from '@/pay/policy-page.tsx'

// Not in SPEC §2: a merchant's published page (terms, refund policy…) linked from its payment pages;
// {account} is the account reference the links carry, {slug} the page's.
export const Route = createFileRoute('/pay/pages/$account/$slug')({
  staticData: { title: 'Merchant page' },
  component: PayPolicyRoute,
})
