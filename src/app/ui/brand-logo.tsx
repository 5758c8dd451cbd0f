// The product mark and name, used in the sidebar, the phone drawer and the auth pages.
import { Box, HStack, Text } from '@chakra-ui/react'
import { PRODUCT_NAME } from '@/contract/constants.ts'

/** Part of the product's name ("Niaga Sandbox"), not a word to translate. */
const EDITION = 'Sandbox'

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2">
      {/* Inline rather than /favicon.svg: it must show offline and the precache holds only the app files. */}
      <Box asChild boxSize="8" flexShrink="0">
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="13" fill="#0f766e" />
          <path fill="#fff" d="M16.6 15.4h7.5l15.8 23.5V15.4h7.5v33.2h-7.5L24.1 25.1v23.5h-7.5z" />
        </svg>
      </Box>
      {compact ? null : (
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          {PRODUCT_NAME}{' '}
          <Text as="span" fontWeight="medium" fontSize="xs" color="brand.fg" textTransform="uppercase">
            {EDITION}
          </Text>
        </Text>
      )}
    </HStack>
  )
}
