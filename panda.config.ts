// The public pages' styles, generated at build time (ARCHITECTURE §2): no CSS-in-JS runtime reaches a payer's
// or a shopper's phone. The values are Chakra's own theme (tokens, semantic tokens, conditions, utilities,
// recipes) and Niaga's brand (src/app/design/brand.ts): the console's Chakra system is built from the same
// objects, so both apps share one design. Panda's recipe classes are renamed (`chakra-button` →
// `nb-button`): the console's Chakra components carry the `chakra-*` names as markers, and the public
// pages' static CSS must not style them when a console page and a public page share a document.
import { defineConfig, type Config } from '@pandacss/dev'
import { defaultConfig } from '@chakra-ui/react'
import { brand } from './src/app/design/brand.ts'
import { PUBLIC_RECIPE_NAMES } from './src/public-ui/recipe-names.ts'

// Chakra's config has Panda's shape, but its TypeScript types are its own (and too deep to compare with
// Panda's): read each part as plain data.
type Part = Record<string, object>
const chakra = defaultConfig as unknown as Record<string, Part> & { theme: Record<string, Part> }
const theme = chakra.theme
const brandConfig = brand as unknown as Record<string, Part> & { theme: Record<string, Part> }

/**
 * Colour groups merged key by key, as Chakra's own mergeConfigs does for the console: the brand's `fg.error`
 * replaces that one token, not Chakra's whole `fg` group.
 */
function mergeGroups(base: object, extra: object): Part {
  const merged: Part = { ...(base as Part) }
  for (const [name, group] of Object.entries(extra as Part)) merged[name] = { ...merged[name], ...group }
  return merged
}

type RecipeGroup = Record<string, { className?: string }>

/** The recipes the public pages use, each under its `nb-` class name. */
function publicRecipes<T extends RecipeGroup>(group: T, names: readonly string[]): T {
  return Object.fromEntries(
    names
      .filter((name) => name in group)
      .map((name) => [
        name,
        {
          ...group[name],
          className: `nb-${name.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}`,
          // Variant props on these components count as uses of the recipe (src/public-ui/button.tsx).
          ...(name === 'button' ? { jsx: ['Button', 'IconButton'] } : {}),
        },
      ]),
  ) as T
}

const config = {
  preflight: true,
  include: ['./src/{pay,storefront,public-ui}/**/*.{ts,tsx}', './src/public-*.tsx'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base'],
  cssVarRoot: ':where(:root, :host)',
  conditions: { extend: chakra.conditions },
  utilities: { extend: chakra.utilities },
  // Merged rule by rule, as Chakra merges them: the brand's `html` adds its palette to Chakra's colours.
  globalCss: Object.fromEntries(
    [...new Set([...Object.keys(chakra.globalCss ?? {}), ...Object.keys(brandConfig.globalCss ?? {})])].map(
      (selector) => [
        selector,
        { ...(chakra.globalCss?.[selector] ?? {}), ...(brandConfig.globalCss?.[selector] ?? {}) },
      ],
    ),
  ),
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: { ...theme.tokens, colors: { ...theme.tokens!.colors, ...brandConfig.theme.tokens!.colors } },
    semanticTokens: {
      ...theme.semanticTokens,
      colors: mergeGroups(theme.semanticTokens!.colors!, brandConfig.theme.semanticTokens!.colors!),
    },
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: publicRecipes(theme.recipes as RecipeGroup, PUBLIC_RECIPE_NAMES),
    slotRecipes: publicRecipes(theme.slotRecipes as RecipeGroup, PUBLIC_RECIPE_NAMES),
  },
}

export default defineConfig(config as unknown as Config)
