// Who the payer is paying, in the payment page's header (logo, registered name, SSM number) and footer
// (address and support contact), from the page's `merchant` object (src/contract/public-merchant.ts). The
// page that loads a bill, form or receipt hands its merchant up to the frame with useShowMerchant.
import { createContext, useContext, useLayoutEffect, type Dispatch, type SetStateAction } from 'react'
import { HStack, Stack } from 'styled-system/jsx'
import { Link } from '@/public-ui/button.tsx'
import { Image, Text } from '@/public-ui/text.tsx'
import { addressLines, type PublicMerchant } from '@/contract/public-merchant.ts'
import { useT } from '@/i18n/use-t.ts'

export const MerchantSlot = createContext<Dispatch<SetStateAction<PublicMerchant | null>> | null>(null)

/** Shows this merchant in the page's header and footer while the component is on screen. Before the first
 *  paint (a layout effect): the header the server drew must not give way to the plain logo for a frame,
 *  which moved the whole page down and back (layout shift). */
export function useShowMerchant(merchant: PublicMerchant | undefined) {
  const show = useContext(MerchantSlot)
  useLayoutEffect(() => {
    if (!show || !merchant) return
    show(merchant)
    return () => show(null)
  }, [show, merchant])
}

export function MerchantHeader({ merchant }: { merchant: PublicMerchant }) {
  const t = useT()
  return (
    <HStack gap="3" minW="0" data-testid="merchant-header">
      {merchant.logo_url ? (
        <Image src={merchant.logo_url} alt="" boxSize="10" rounded="md" objectFit="cover" flexShrink="0" />
      ) : null}
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" lineClamp={1} data-testid="merchant-legal-name">
          {merchant.name}
        </Text>
        {merchant.ssm_no ? (
          <Text fontSize="xs" color="fg.muted" data-testid="merchant-ssm">
            {/* One text node: the server's first screen would otherwise split it with a comment. */}
            {merchant.sst_no
              ? t('merchant.ssm_sst', { ssm: merchant.ssm_no, sst: merchant.sst_no })
              : t('merchant.ssm', { ssm: merchant.ssm_no })}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  )
}

export function MerchantFooter({ merchant }: { merchant: PublicMerchant }) {
  const contacts = [
    merchant.support_email
      ? { text: merchant.support_email, href: `mailto:${merchant.support_email}` }
      : null,
    merchant.support_phone
      ? { text: merchant.support_phone, href: `tel:${merchant.support_phone.replace(/[^\d+]/g, '')}` }
      : null,
  ].filter((contact) => contact !== null)
  if (!merchant.address && contacts.length === 0) return null
  return (
    <Stack
      as="address"
      gap="0"
      mb="3"
      fontSize="xs"
      color="fg.muted"
      fontStyle="normal"
      data-testid="merchant-footer"
    >
      <Text fontWeight="medium">
        {merchant.name}
        {merchant.ssm_no ? ` (${merchant.ssm_no})` : ''}
      </Text>
      {merchant.address ? <Text>{addressLines(merchant.address).join(', ')}</Text> : null}
      {contacts.length > 0 ? (
        <HStack justify="center" gap="3" flexWrap="wrap">
          {contacts.map((contact) => (
            <Link key={contact.href} href={contact.href} color="fg.muted" textDecoration="underline">
              {contact.text}
            </Link>
          ))}
        </HStack>
      ) : null}
    </Stack>
  )
}
