// The public pages' styles, generated at build time (ARCHITECTURE §2): no CSS-in-JS runtime reaches a payer's
// or a shopper's phone. The values are Chakra's own theme (tokens, semantic tokens, conditions, utilities,
// recipes) and Niaga's brand (src/app/design/brand.ts): the console's Chakra system is built from the same
// objects, so both apps share one design. Panda's recipe classes are renamed (`chakra-button` →
// `nb-button`): the console's Chakra components carry the `chakra-*` names as markers, and the public
// pages' static CSS must not style them when a console page and a public page share a document.
import { defineConfig } from '@pandacss/dev'
import { defaultConfig } from '@chakra-ui/react'
import { brand } from './src/app/design/brand.ts'
import { PUBLIC_RECIPE_NAMES } from './src/public-ui/recipe-names.ts'

const chakra = defaultConfig
const theme = chakra.theme!

type RecipeGroup = Record<string, { className?: string }>

/** The recipes the public pages use, each under its `nb-` class name. */
function publicRecipes<T extends RecipeGroup>(group: T, names: readonly string[]): T {
  return Object.fromEntries(
    names
      .filter((name) => name in group)
      .map((name) => [
        name,
        { ...group[name], className: `nb-${name.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}` },
      ]),
  ) as T
}

export default defineConfig({
  preflight: true,
  include: ['./src/{pay,storefront,public-ui}/**/*.{ts,tsx}', './src/public-*.tsx'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base'],
  cssVarsRoot: chakra.cssVarsRoot,
  conditions: { extend: chakra.conditions },
  utilities: { extend: chakra.utilities },
  globalCss: { ...chakra.globalCss, ...brand.globalCss },
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: { ...theme.tokens, colors: { ...theme.tokens!.colors, ...brand.theme!.tokens!.colors } },
    semanticTokens: {
      ...theme.semanticTokens,
      colors: { ...theme.semanticTokens!.colors, ...brand.theme!.semanticTokens!.colors },
    },
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: publicRecipes(theme.recipes as RecipeGroup, PUBLIC_RECIPE_NAMES),
    slotRecipes: publicRecipes(theme.slotRecipes as RecipeGroup, PUBLIC_RECIPE_NAMES),
  },
})
