// Niaga's Chakra system: Chakra's tokens and global styles plus Niaga's brand palette
// (src/app/design/brand.ts, which the public pages' static CSS is built from too: panda.config.ts), with
// the recipes the console uses (src/app/console/console-theme.ts). Light/dark follow the class on <html>
// (see layout-prefs.ts), which Chakra's _dark condition reads.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brand } from '../design/brand.ts'

type Recipes = Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>

/** Chakra's colour palettes, by name (gray, red, teal…). */
export type Palette = keyof typeof tokens.colors

const without = <T extends object>(group: T, names: readonly string[]) =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !names.includes(name))) as T

/** Chakra's default theme (as its defaultConfig has it) with the given recipes, less the palettes a surface
 *  never uses, and the brand on top. Building walks every token and recipe, a few hundred milliseconds on a
 *  slow phone: each app builds its system on first use, as a step of its own start (src/start-app.tsx). */
export function brandSystem(
  { recipes, slotRecipes }: Recipes,
  unusedPalettes: readonly Palette[] = [],
): SystemContext {
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: without(tokens.colors, unusedPalettes) },
      semanticTokens: { ...semanticTokens, colors: without(semanticTokens.colors, unusedPalettes) },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  })
  return createSystem(defaultBaseConfig, chakraTheme, brand)
}
