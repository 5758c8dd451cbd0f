// The whole app's Chakra system (the console and its sign-in pages): every recipe Chakra has. Only
// src/main.tsx imports it, so the payment pages and storefronts never download the console's recipes
// (src/app/shell/public-theme.ts).
import type { SystemContext } from '@chakra-ui/react'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'
import { brandSystem } from '../shell/theme.ts'

let system: SystemContext | undefined

export function consoleSystem(): SystemContext {
  system ??= brandSystem({ recipes, slotRecipes })
  return system
}
