// The frame of every public payment page: its own query client, a small header and a phone-width column.
// Deliberately nothing from the console shell, so a payer downloads only what the page needs.
import { useState, type ReactNode } from 'react'
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { Box, Container, HStack, Stack } from 'styled-system/jsx'
import { BrandLogo } from '@/public-ui/brand-logo.tsx'
import { Text } from '@/public-ui/text.tsx'
import type { PublicMerchant } from '@/contract/public-merchant.ts'
import { MerchantFooter, MerchantHeader, MerchantSlot } from './merchant-header.tsx'
import { useT } from '@/i18n/use-t.ts'
import { LanguageSwitch } from '@/public-ui/language-switch.tsx'

export function PayShell({
  children,
  wide = false,
  footer,
}: {
  children: ReactNode
  wide?: boolean
  footer?: ReactNode
}) {
  // The client the route loaders filled (src/pay/pay-query-client.ts, through the router context).
  const payQueryClient = useRouteContext({ from: '__root__', select: (context) => context.payQueryClient })
  // The merchant the page has loaded (useShowMerchant), for the header and footer.
  const [merchant, setMerchant] = useState<PublicMerchant | null>(null)
  return (
    <QueryClientProvider client={payQueryClient}>
      {/* The console cache restoring from localStorage must not hold back the payer's queries. */}
      <IsRestoringProvider value={false}>
        <MerchantSlot.Provider value={setMerchant}>
          <PayFrame wide={wide} footer={footer} merchant={merchant}>
            {children}
          </PayFrame>
        </MerchantSlot.Provider>
      </IsRestoringProvider>
    </QueryClientProvider>
  )
}

/** The page's layout alone, without the providers: the server renders the first screen in it too
 *  (src/pay/first-screen.tsx), so what the payer sees first is laid out as the page that replaces it. */
/**
 * `footer`: what the page adds above the sandbox line (the merchant's policy links,
 * src/pay/policy-links.tsx).
 */
/** `merchant`: who is paid, in the header (logo, registered name, SSM) and the footer (address, contact). */
export function PayFrame({
  children,
  wide = false,
  footer,
  merchant,
}: {
  children: ReactNode
  wide?: boolean
  footer?: ReactNode
  merchant?: PublicMerchant | null | undefined
}) {
  const t = useT()
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW={wide ? '3xl' : 'lg'} w="full" py="3" px="4">
          <HStack justify="space-between">
            {merchant ? <MerchantHeader merchant={merchant} /> : <BrandLogo />}
            <HStack gap="3" flexShrink="0">
              {/* On a phone the merchant's name needs the width more than this line does. */}
              <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                {t('pay.secure_payment')}
              </Text>
              <LanguageSwitch />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container
        as="main"
        id="main"
        maxW={wide ? '3xl' : 'lg'}
        w="full"
        px="4"
        py={{ base: '4', md: '8' }}
        flex="1"
      >
        <Stack gap="4">{children}</Stack>
      </Container>
      <Box as="footer" py="4" px="4" textAlign="center">
        {merchant ? <MerchantFooter merchant={merchant} /> : null}
        {footer}
        <Text fontSize="xs" color="fg.muted">
          {t('pay.sandbox_note')}
        </Text>
      </Box>
    </Box>
  )
}
