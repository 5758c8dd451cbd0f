// A page's tabs (payouts and bank accounts, active and inactive collections): the tab shown lives in the
// route's search, and only its content is mounted.
import type { ReactNode } from 'react'
import { Tabs } from '@chakra-ui/react'

interface PageTabsProps<T extends string> {
  tabs: readonly T[]
  labels: Record<T, string>
  value: T
  onChange: (tab: T) => void
  /** The shown tab's content. */
  children: (tab: T) => ReactNode
}

export function PageTabs<T extends string>({ tabs, labels, value, onChange, children }: PageTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange(details.value as T)}
      lazyMount
      unmountOnExit
      variant="line"
    >
      <Tabs.List mb="4">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {labels[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab} pt="0">
          {tab === value ? children(tab) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
