// The payment pages' and storefronts' Chakra system: only the recipes and colour palettes their components
// use. A component whose recipe is missing renders unstyled, so a public page that starts using a new
// component adds its recipe here (the e2e tests fail on a missing one: src/app/shell/public-theme.ts warns,
// tests/e2e/support.ts listens). vite.config.ts keeps every other recipe out of the payer's and shopper's
// files.
import type { SystemContext } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme'
import { brandSystem, type Palette } from './theme.ts'

export const PUBLIC_RECIPES = {
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe,
    checkmark: checkmarkRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    link: linkRecipe,
    radiomark: radiomarkRecipe,
    separator: separatorRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioCard: radioCardSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    table: tableSlotRecipe,
    toast: toastSlotRecipe,
  },
}

/** Palettes no public page uses (the store's cart badge is in the brand's teal): a quarter less for a phone
 *  to walk when it builds the system. */
const UNUSED_PALETTES = ['yellow', 'teal', 'purple', 'pink', 'cyan'] as const satisfies Palette[]

/** The console's message when a public page asks for a recipe this system lacks. */
export const MISSING_RECIPE = 'Chakra recipe missing from the public theme:'

/** Every recipe Chakra's own theme has, written in by the build (vite.config.ts); absent elsewhere (the
 *  server's first screens, unit tests), where nothing is checked. Some components ask for a recipe Chakra
 *  itself never had (Text asks for "text"): those are not missing. */
declare const __CHAKRA_RECIPE_KEYS__: string[] | undefined
const chakraRecipes = new Set(typeof __CHAKRA_RECIPE_KEYS__ === 'undefined' ? [] : __CHAKRA_RECIPE_KEYS__)

let system: SystemContext | undefined

export function publicSystem(): SystemContext {
  if (system) return system
  const built = brandSystem(PUBLIC_RECIPES, UNUSED_PALETTES)
  // Chakra styles a component whose recipe is missing as nothing at all: say so, once per recipe.
  const warned = new Set<string>()
  const warn = (key: string, known: boolean) => {
    if (known || !chakraRecipes.has(key) || warned.has(key)) return
    warned.add(key)
    console.warn(MISSING_RECIPE, key)
  }
  const checked =
    (lookUp: (key: string, fallback?: unknown) => unknown, has: (key: string) => boolean) =>
    (key: string, fallback?: unknown): unknown => {
      warn(key, has(key) || fallback !== undefined)
      return lookUp(key, fallback)
    }
  built.getRecipeFn = checked(built.getRecipeFn.bind(built), built.isRecipe.bind(built))
  built.getSlotRecipeFn = checked(built.getSlotRecipeFn.bind(built), built.isSlotRecipe.bind(built))
  system = built
  return system
}
