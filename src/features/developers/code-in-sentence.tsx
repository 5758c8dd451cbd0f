// Code inside a translated sentence: its placeholders' values are marked, then drawn in <Code>, so a
// translation can move them where its grammar wants them (as the callback secret's dialog does).
import { Code } from '@chakra-ui/react'

const CODE_MARK = '\u0001'

/** A placeholder's value to be drawn as code. */
export const code = (text: string) => `${CODE_MARK}${text}${CODE_MARK}`

/** The finished sentence, its marked values in <Code>. */
export const withCode = (sentence: string) =>
  sentence.split(CODE_MARK).map((part, index) => (index % 2 ? <Code key={index}>{part}</Code> : part))
