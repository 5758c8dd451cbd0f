// Introducers get a welcome card until their own portal (SPEC §2 introducer variant) is built.
import { Card, Heading, Text } from '@chakra-ui/react'

export function IntroducerWelcome({ name }: { name: string }) {
  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl">
      <Card.Body>
        <Heading as="h2" size="md">
          Welcome, {name}
        </Heading>
        <Text mt="2" color="fg.muted">
          Your introducer portal, with your payments, payouts and merchants, is on its way. Thank you for
          referring merchants to Niaga.
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
