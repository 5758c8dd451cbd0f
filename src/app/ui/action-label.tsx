// A row's or a card's action named by its words and then what it acts on ("Stop School fees 2026"): the
// words shown come first in the accessible name (WCAG 2.5.3, label in name), the record's name is for
// screen readers, who hear the buttons of many rows out of their row.
import { Text } from '@chakra-ui/react'

export function ActionLabel({ words, of }: { words: string; of: string }) {
  return (
    <>
      {words}
      <Text as="span" srOnly>
        {` ${of}`}
      </Text>
    </>
  )
}
