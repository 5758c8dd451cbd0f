// Niaga's brand: its palette and the semantic colours on top of Chakra's default theme. The one source of
// the design's values: the console's Chakra system (src/app/shell/theme.ts) and the public pages' static
// CSS (panda.config.ts) are both built from it and from Chakra's own theme, so no colour differs between
// them.
import { defineConfig } from '@chakra-ui/react'

export const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // solid stays at 700 in both skins: white text on it keeps a 5:1 contrast.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // Status words on the page's background (a failed payment's heading, a warning): Chakra's 500/600
        // shades give 3.3-3.8:1 on white; the 700s keep text at 4.5:1 or more (WCAG 1.4.3).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle' },
  },
})
