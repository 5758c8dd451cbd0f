// What a key may reach: one row per resource group with none, read or write (write includes read). Each row
// is a radio group named after its resource, so a keyboard moves across it with the arrow keys.
import { t } from '@/i18n/i18n.ts'
import { Box, Fieldset, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react'
import {
  KEY_ACCESS,
  KEY_GROUPS,
  type KeyAccess,
  type KeyGroup,
  type KeyScopes,
} from '@/contract/developers.ts'
import { accessLabel, keyGroupLabel } from './developer-words.ts'

interface ScopeGridProps {
  scopes: KeyScopes
  onChange: (group: KeyGroup, access: KeyAccess) => void
  /** Messages by group ("scopes.bills" → the group's message). */
  errors: Partial<Record<KeyGroup, string>>
}

export function ScopeGrid({ scopes, onChange, errors }: ScopeGridProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('Access')}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        {t('Write includes read. A group set to none answers 4030 to this key.')}
      </Fieldset.HelperText>
      <Stack gap="0" mt="2" borderWidth="1px" rounded="md" divideY="1px">
        {KEY_GROUPS.map((group) => (
          <Box key={group} px="3" py="2">
            <RadioGroup.Root
              size="sm"
              value={scopes[group]}
              aria-labelledby={`scope-${group}`}
              onValueChange={(details) => {
                const access = KEY_ACCESS.find((value) => value === details.value)
                if (access) onChange(group, access)
              }}
            >
              <Flex gap="2" wrap="wrap" align="center" justify="space-between">
                <Text id={`scope-${group}`} fontSize="sm" minW="40">
                  {keyGroupLabel(group)}
                </Text>
                <Flex gap="5">
                  {KEY_ACCESS.map((access) => (
                    <RadioGroup.Item key={access} value={access}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{accessLabel(access)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </Flex>
            </RadioGroup.Root>
            {errors[group] ? (
              <Text fontSize="xs" color="fg.error" mt="1">
                {errors[group]}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}
