// The Malaysian states a zone covers, as a checklist with quick picks for each side of the South China Sea.
import { Button, Checkbox, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react'
import { MALAYSIAN_STATES } from '@/contract/states.ts'
import { t } from '@/i18n/i18n.ts'

// eslint-disable-next-line lingui/no-unlocalized-strings -- the states' names as the API spells them
const EAST = new Set(['Sabah', 'Sarawak', 'Labuan'])
const ids = (east: boolean) => MALAYSIAN_STATES.filter((s) => EAST.has(s.name) === east).map((s) => s.id)

interface StateChecklistProps {
  value: string[]
  onChange: (ids: string[]) => void
  error?: string | undefined
  /** States another active zone of the same profile already covers. */
  taken: ReadonlyMap<string, string>
}

export function StateChecklist({ value, onChange, error, taken }: StateChecklistProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id))
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('States')}</Fieldset.Legend>
      <HStack wrap="wrap" gap="2" my="2">
        <Button
          size="xs"
          variant="outline"
          onClick={() => onChange([...new Set([...value, ...ids(false).filter((id) => !taken.has(id))])])}
        >
          {t('Add Peninsular')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onChange([...new Set([...value, ...ids(true).filter((id) => !taken.has(id))])])}
        >
          {t('Add Sabah, Sarawak & Labuan')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => onChange([])}>
          {t('Clear')}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {MALAYSIAN_STATES.map((state) => {
          const inZone = taken.get(state.id)
          return (
            <Checkbox.Root
              key={state.id}
              size="sm"
              checked={value.includes(state.id)}
              disabled={Boolean(inZone) && !value.includes(state.id)}
              onCheckedChange={(details) => toggle(state.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {state.name}
                {inZone ? ` ${t('(in {zone})', { zone: inZone })}` : ''}
              </Checkbox.Label>
            </Checkbox.Root>
          )
        })}
      </SimpleGrid>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
