// The other developer pages, from the API keys list: the webhook events and the IP whitelist.
import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { t } from '@/i18n/i18n.ts'

// Made when the list draws, in the reader's language.
const links = () =>
  [
    {
      to: '/webhooks/datatable',
      title: t('Webhooks'),
      text: t('Your endpoint, its signing secret, and every event sent to it with its delivery attempts.'),
      action: t('Open webhooks'),
    },
    {
      to: '/whitelist/datatable',
      title: t('IP whitelist'),
      text: t('The addresses calls with your keys must come from. While it is empty, any address may call.'),
      action: t('Open the whitelist'),
    },
  ] as const

export function DeveloperLinks() {
  return (
    <SimpleGrid as="nav" aria-label={t('Developer pages')} columns={{ base: 1, md: 2 }} gap="4">
      {links().map((link) => (
        <Card.Root key={link.to} size="sm" variant="outline" bg="bg">
          <Card.Body gap="2">
            <Heading as="h2" size="sm">
              {link.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {link.text}
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild size="sm" variant="outline">
              <Link to={link.to}>{link.action}</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
