// /second-page (SPEC §2 development pages): a second screen to check navigation between pages and back.
// The app's start time stays the same when the router moves between the two without reloading.
import { t } from '@/i18n/i18n.ts'
import { Card, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { APP_STARTED_AT } from './app-started.ts'

export function SecondPage() {
  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl">
      <Card.Body>
        <Stack gap="3">
          <Text>{t('This page exists to test navigation: it loads on its own and links back.')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('App started {time}: the same time as on the test page unless the browser reloaded.', {
              time: dateTime(APP_STARTED_AT),
            })}
          </Text>
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/testPage">{t('Back to the test page')}</Link>
          </ChakraLink>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
