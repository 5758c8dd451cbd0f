// The layout settings drawer: the three user choices of SPEC §2 (skin, direction, menu collapse).
import { CloseButton, Drawer, IconButton, Portal, SegmentGroup, Stack, Switch, Text } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'
import { AppIcon } from '../ui/icons.tsx'
import { setLayoutPref, useLayoutPrefs, type Direction, type Skin } from '../ui/layout-prefs.ts'

// Asked for when the drawer draws, so they follow the language.
const skins = (): { value: Skin; label: string }[] => [
  { value: 'light', label: t('Light') },
  { value: 'dark', label: t('Dark') },
]
const directions = (): { value: Direction; label: string }[] => [
  { value: 'ltr', label: t('Left to right') },
  { value: 'rtl', label: t('Right to left') },
]

function Choice<T extends string>(props: {
  id: string
  label: string
  value: T
  items: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <Stack gap="2">
      <Text id={`customizer-${props.id}`} fontWeight="medium" fontSize="sm">
        {props.label}
      </Text>
      <SegmentGroup.Root
        size="sm"
        alignSelf="flex-start"
        value={props.value}
        aria-labelledby={`customizer-${props.id}`}
        onValueChange={(details) => {
          const next = props.items.find((item) => item.value === details.value)
          if (next) props.onChange(next.value)
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={props.items} />
      </SegmentGroup.Root>
    </Stack>
  )
}

export function Customizer() {
  const prefs = useLayoutPrefs()
  return (
    <Drawer.Root placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('Layout settings')}>
          <AppIcon name="sliders" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('Layout settings')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Choice
                  id="skin"
                  label={t('Skin')}
                  value={prefs.skin}
                  items={skins()}
                  onChange={(skin) => setLayoutPref('skin', skin)}
                />
                <Choice
                  id="direction"
                  label={t('Direction')}
                  value={prefs.direction}
                  items={directions()}
                  onChange={(direction) => setLayoutPref('direction', direction)}
                />
                <Switch.Root
                  checked={prefs.menuCollapsed}
                  onCheckedChange={(details) => setLayoutPref('menuCollapsed', details.checked)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('Collapse menu')}</Switch.Label>
                </Switch.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close layout settings')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
