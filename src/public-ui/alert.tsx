// The public pages' alerts: Chakra's alert recipe on native elements, with its status icon drawn inline.
import { createContext, useContext, type ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { alert } from 'styled-system/recipes'

const styles = createStyleContext(alert)

/** Each status's icon, as Chakra's own (Lucide's info, circle-check, triangle-alert). */
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not words */
const ICON_PATHS = {
  info: 'M12 16v-4 M12 8h.01 M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0',
  neutral: 'M12 16v-4 M12 8h.01 M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0',
  success: 'M22 11.08V12a10 10 0 1 1-5.93-9.14 M22 4 12 14.01l-3-3',
  warning: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z M12 9v4 M12 17h.01',
  error: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z M12 9v4 M12 17h.01',
} as const
/* eslint-enable lingui/no-unlocalized-strings */

type Status = keyof typeof ICON_PATHS
const StatusContext = createContext<Status>('info')

const StyledRoot = styles.withProvider('div', 'root')
const IndicatorBox = styles.withContext('span', 'indicator')

/** `status` picks the colours and the icon; `role="alert"` is the caller's, where the message is news. */
function Root(props: ComponentProps<typeof StyledRoot>) {
  const status: Status = typeof props.status === 'string' ? props.status : 'info'
  return (
    <StatusContext.Provider value={status}>
      <StyledRoot {...props} />
    </StatusContext.Provider>
  )
}

function Indicator(props: ComponentProps<typeof IndicatorBox>) {
  const status = useContext(StatusContext)
  return (
    <IndicatorBox {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={ICON_PATHS[status]} />
      </svg>
    </IndicatorBox>
  )
}

export const Alert = {
  Root,
  Content: styles.withContext('div', 'content'),
  Indicator,
  Title: styles.withContext('div', 'title'),
  Description: styles.withContext('div', 'description'),
}
