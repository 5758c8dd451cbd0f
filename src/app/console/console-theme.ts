// The whole app's Chakra system (the console and its sign-in pages): every recipe Chakra has. Only
// src/main.tsx imports it; the payment pages and storefronts have no Chakra at all (panda.config.ts).
import type { SystemContext } from '@chakra-ui/react'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'
import { brandSystem } from '../shell/theme.ts'

let system: SystemContext | undefined

export function consoleSystem(): SystemContext {
  system ??= brandSystem({ recipes, slotRecipes })
  return system
}
