// The layout settings drawer: the three user choices of SPEC §2 (skin, direction, menu collapse).
import { CloseButton, Drawer, IconButton, Portal, SegmentGroup, Stack, Switch, Text } from '@chakra-ui/react'
import { AppIcon } from '../ui/icons.tsx'
import { setLayoutPref, useLayoutPrefs, type Direction, type Skin } from '../ui/layout-prefs.ts'

const SKINS: { value: Skin; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]
const DIRECTIONS: { value: Direction; label: string }[] = [
  { value: 'ltr', label: 'Left to right' },
  { value: 'rtl', label: 'Right to left' },
]

function Choice<T extends string>(props: {
  label: string
  value: T
  items: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <Stack gap="2">
      <Text id={`customizer-${props.label}`} fontWeight="medium" fontSize="sm">
        {props.label}
      </Text>
      <SegmentGroup.Root
        size="sm"
        alignSelf="flex-start"
        value={props.value}
        aria-labelledby={`customizer-${props.label}`}
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
        <IconButton variant="ghost" size="sm" aria-label="Layout settings">
          <AppIcon name="sliders" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Layout settings</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Choice
                  label="Skin"
                  value={prefs.skin}
                  items={SKINS}
                  onChange={(skin) => setLayoutPref('skin', skin)}
                />
                <Choice
                  label="Direction"
                  value={prefs.direction}
                  items={DIRECTIONS}
                  onChange={(direction) => setLayoutPref('direction', direction)}
                />
                <Switch.Root
                  checked={prefs.menuCollapsed}
                  onCheckedChange={(details) => setLayoutPref('menuCollapsed', details.checked)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Collapse menu</Switch.Label>
                </Switch.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close layout settings" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
