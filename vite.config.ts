import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'

// vite-plugin-pwa cannot read a manifest file itself, so the committed one is the single source.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>
/** The payment and storefront routes (SPEC §2): payers and shoppers, on phones and flaky networks. */
const PUBLIC_PAGE = /^\/(pay|payment|modern-payment|alt-payment|store|storefront)\//
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Console loaders travel with their page: left unsplit, a loader's query options (and the API module
      // behind them) would sit in the entry chunk that every page loads.
      // Payment and storefront loaders get a small chunk of their own, which the router loads together with
      // the page's: the page's data is asked for while its code is still on its way (ARCHITECTURE §6a).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }: { routeId: string }) =>
          PUBLIC_PAGE.test(routeId) ? [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] : undefined,
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
      devOptions: { enabled: false },
    }),
  ],
  // `@/` is src/ (tsconfig.base.json `paths`), so an import says where a module lives, not how far up it is.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': apiTarget, '/tools': apiTarget } },
  // The manifest lets `npm run bench` measure each page's initial JavaScript (entry + route chunks).
  build: { target: 'es2022', sourcemap: false, manifest: true },
})
