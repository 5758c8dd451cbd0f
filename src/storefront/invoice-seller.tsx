// The seller on a storefront invoice: registered name, SSM and SST numbers, address and support contact
// (the order's `merchant`, src/contract/public-merchant.ts), as an invoice a shopper keeps must name them.
import { HStack, Stack } from 'styled-system/jsx'
import { Image, Text } from '@/public-ui/text.tsx'
import { addressLines, type PublicMerchant } from '@/contract/public-merchant.ts'
import { useT } from '@/i18n/use-t.ts'

export function InvoiceSeller({ merchant }: { merchant: PublicMerchant }) {
  const t = useT()
  const contact = [merchant.support_email, merchant.support_phone].filter(Boolean).join(' · ')
  return (
    <HStack
      as="address"
      alignItems="start"
      gap="3"
      mt="3"
      fontStyle="normal"
      fontSize="sm"
      data-testid="invoice-seller"
    >
      {merchant.logo_url ? (
        <Image src={merchant.logo_url} alt="" boxSize="10" rounded="md" objectFit="cover" />
      ) : null}
      <Stack gap="0">
        <Text fontWeight="semibold">{t('store.invoice.sold_by', { name: merchant.name })}</Text>
        {merchant.ssm_no ? (
          <Text color="fg.muted">
            {[['SSM', merchant.ssm_no], ...(merchant.sst_no ? [['SST', merchant.sst_no]] : [])]
              .map((number) => number.join(' '))
              .join(' · ')}
          </Text>
        ) : null}
        {merchant.address ? <Text color="fg.muted">{addressLines(merchant.address).join(', ')}</Text> : null}
        {contact ? <Text color="fg.muted">{contact}</Text> : null}
      </Stack>
    </HStack>
  )
}
