// A message's text with its web links clickable, so the merchant can open a payment link as the payer would.
import { Fragment } from 'react'
import { Link, Text } from '@chakra-ui/react'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="outbox-message-body">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  )
}
