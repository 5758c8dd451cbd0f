// Text, headings, badges, rules and spinners of the public pages: Chakra's recipes on native
// elements (panda.config.ts turns the recipes into static CSS).
import { styled } from 'styled-system/jsx'
import { badge, heading, separator, spinner } from 'styled-system/recipes'

export const Text = styled('p')
export const Heading = styled('h2', heading)
export const Badge = styled('span', badge)
export const Separator = styled('hr', separator)
export const Image = styled('img')

const SpinnerCircle = styled('span', spinner)

/** A busy indicator; `aria-label` names what is loading for a screen reader. */
export function Spinner(props: Parameters<typeof SpinnerCircle>[0]) {
  return <SpinnerCircle role={props['aria-label'] ? 'status' : undefined} {...props} />
}
