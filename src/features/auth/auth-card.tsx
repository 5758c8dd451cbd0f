// The centred card around the public auth pages (login, forgot, reset, account switcher), and their forms'
// frame and fields.
import type { FormEvent, ReactNode, Ref } from 'react'
import {
  Box,
  Button,
  Card,
  Center,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
  type InputProps,
} from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { BrandLogo } from '@/app/ui/brand-logo.tsx'
import { FormField } from '@/app/ui/form-field.tsx'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { t } from '@/i18n/i18n.ts'

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <Center as="main" minH="100dvh" px="4" py="10">
      <Box w="full" maxW="md">
        <Stack gap="6">
          <Center>
            <BrandLogo />
          </Center>
          <Card.Root variant="elevated" bg="bg">
            <Card.Header>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
        </Stack>
      </Box>
    </Center>
  )
}

/** An auth page's form: its fields one under the other (the browser's own checks off, as everywhere). */
export function AuthForm({
  label,
  formRef,
  onSubmit,
  children,
}: {
  label: string
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  return (
    <Stack asChild gap="4">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </Stack>
  )
}

/** A field the auth pages ask for: all are required, so none is marked. */
export function AuthField({
  label,
  error,
  helper,
  children,
}: {
  label: string
  error: string | undefined
  helper?: string
  children: ReactNode
}) {
  return (
    <FormField markRequired={false} label={label} required error={error} helper={helper}>
      {children}
    </FormField>
  )
}

/** An auth page's input, at the console's form size. */
export function AuthInput(props: InputProps) {
  return <Input size={LAYOUT_DEFAULTS.formSize} {...props} />
}

/** An auth form's submit button, busy while its call is under way. */
export function AuthSubmit({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <Button type="submit" loading={pending} loadingText={pendingLabel}>
      {children}
    </Button>
  )
}

/** The way back from a forgotten or reset password. */
export function BackToLogin() {
  return (
    <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
      <Link to="/login">{t('Back to login')}</Link>
    </ChakraLink>
  )
}
