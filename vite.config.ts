import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { constants as zlibConstants } from 'node:zlib'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'
import { moduleMap } from './scripts/module-map.ts'
import { precacheForPublicPages } from './scripts/precache-audience.ts'
import { appChunk, consoleKit } from './scripts/app-chunks.ts'
import { englishIdsAsText } from './scripts/english-ids-as-text.ts'
import { preloadApp } from './scripts/preload-app.ts'

// vite-plugin-pwa cannot read a manifest file itself, so the committed one is the single source.
const merchantManifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>

/** SPEC §1: the portal type is a build setting. The introducer portal (`npm run build:introducer`) is built
 *  into a folder of its own, so both builds can sit side by side (the server's DIST_DIR picks one). */
const INTRODUCER = process.env.VITE_PORTAL === 'introducer'
const outDir = INTRODUCER ? 'dist-introducer' : 'dist'
const INTRODUCER_NAME = 'Niaga Introducer Sandbox'
const INTRODUCER_DESCRIPTION = 'Niaga introducer portal (sandbox)'
const manifest: Partial<ManifestOptions> = INTRODUCER
  ? {
      ...merchantManifest,
      name: INTRODUCER_NAME,
      short_name: 'Niaga Introducer',
      description: INTRODUCER_DESCRIPTION,
    }
  : merchantManifest

/**
 * The introducer build's shell names its portal before the app starts (the merchant shell is left as it is).
 */
const introducerShell = {
  name: 'niaga-introducer-shell',
  transformIndexHtml: (html: string) =>
    html
      .replace(/<title>[^<]*<\/title>/, `<title>${INTRODUCER_NAME}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${INTRODUCER_DESCRIPTION}"`),
}

const WIDGETS = [
  'menu',
  'select',
  'combobox',
  'tabs',
  'popover',
  'tooltip',
  'hover-card',
  'date-picker',
  'date-input',
  'color-picker',
  'tree-view',
  'splitter',
  'slider',
  'pin-input',
  'tags-input',
  'editable',
  'file-upload',
  'floating-panel',
  'listbox',
  'marquee',
  'carousel',
  'rating-group',
  'number-input',
  'scroll-area',
  'qr-code',
  'accordion',
  'popper',
  'progress',
  'checkbox',
].join('|')
/** Chakra and the libraries under it (Emotion): one long-cached chunk for the console (no public page
 *  loads it)... */
const CHAKRA =
  /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@emotion|stylis|hoist-non-react-statics)[\\/]/
/** ...except the widgets only console screens use (menus, selects, tabs, pop-overs, pickers, check boxes, the
 *  positioning under them): their behaviour stays in the console's own chunks, so a payer does not download
 *  it, nor the console's first screen, which has none of them. The
 *  anatomy files stay in the shared chunk, since the theme's recipes name every part. */
const CONSOLE_ONLY_WIDGET = new RegExp(
  String.raw`node_modules[\/](@floating-ui[\/]|@zag-js[\/](${WIDGETS})[\/]dist[\/](?!.*anatomy)|@(ark-ui[\/]react|chakra-ui[\/]react)[\/]dist[\/](esm[\/])?components[\/](${WIDGETS})[\/])`,
)

/**
 * Chakra's recipes and the modules that list them all: the console's system imports them
 * (src/app/console/console-theme.ts), in a file of their own (no public page loads Chakra at all).
 */
const CONSOLE_ONLY_RECIPE =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](preset\.js|theme[\\/](recipes\.js|slot-recipes\.js|recipes[\\/]))/
const consoleOnly = (id: string) => CONSOLE_ONLY_WIDGET.test(id) || CONSOLE_ONLY_RECIPE.test(id)

/** The developers' pages' own modules (src/features/developers, their API modules and contract), except
 *  the whitelist's (its address check brings a library only the whitelist's pages need) and the route search
 *  schemas (which load with the console's first screen). */
const DEVELOPERS =
  /src[\\/](features[\\/]developers[\\/](?!whitelist-|[a-z-]+-search\.ts)|api[\\/](api-keys|webhooks)\.ts|contract[\\/]developers\.ts)/

/**
 * The chunk of the console's route definitions, and the files it imports statically (so loaded before it
 * runs).
 */
const CONSOLE_ROUTES = /(^|\/)console-routes-[\w-]+\.js$/
const LOADED_WITH_CONSOLE_ROUTES =
  /(^|\/)(rolldown-runtime|preload-helper|framework|chakra|app|console-theme)-[\w-]{8}\.js$/

/**
 * The error reporter's SDK core (src/app/shell/error-reporting/start-sentry.ts): the copy @sentry/react
 * resolves.
 */
const sentryRequire = createRequire(createRequire(import.meta.url).resolve('@sentry/react/package.json'))
const SENTRY_CORE = dirname(sentryRequire.resolve('@sentry/core/package.json'))

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`

/** The version, the commit (when built from a git checkout) and the time of this build. */
function buildInfo() {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  let sha: string | null = null
  try {
    sha =
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
  } catch {
    sha = null
  }
  return { version, sha, built_at: new Date().toISOString() }
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Console loaders travel with their page: left unsplit, a loader's query options (and the API module
      // behind them) would sit in the entry chunk that every page loads.
      // Payment and storefront pages too: their loaders' code lives in the page's own file
      // (scripts/app-chunks.ts), so a loader split from its component would only cost a phone one more
      // request for a file that re-exports from the same place.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // Each language's catalog (src/locales) compiled into a chunk of its own; a message missing from any
    // language fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    englishIdsAsText(),
    INTRODUCER ? introducerShell : null,
    moduleMap(),
    preloadApp(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The favicon and Niaga's icons too: an offline page load asks for them (the manifest's icons are
      // added by the plugin itself).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}', 'favicon.svg', 'icons/*.png'],
        // Only what payers and shoppers need is precached; console screens are cached when used.
        manifestTransforms: [precacheForPublicPages(outDir)],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies written at build time, so the server sends the smallest one the browser
    // accepts without compressing on every request (server/http/static-app.ts). Brotli at its highest
    // quality: paid once per build, saved on every payer's first visit.
    compression({
      include: /\.(js|css|html|svg|webmanifest|json)$/,
      threshold: 1024,
      algorithms: [
        ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  define: {
    // What the development pages (/testPage) show about this build: src/features/dev-pages/build-info.ts.
    __NIAGA_BUILD__: JSON.stringify(buildInfo()),
  },
  // `@/` is src/ (tsconfig.base.json `paths`), so an import says where a module lives, not how far up it is.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The public pages' style functions, generated by `panda codegen` (panda.config.ts).
      { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      // npm nests a copy of @sentry/core 11 under each @sentry package (lighthouse's @sentry/node 9 holds the
      // top-level name): every import of it goes to one copy, or the error reporter would ship it six times.
      { find: /^@sentry\/core$/, replacement: `${SENTRY_CORE}/build/esm/index.js` },
      { find: /^@sentry\/core\/browser$/, replacement: `${SENTRY_CORE}/build/esm/browser.js` },
    ],
  },
  server: { proxy: { '/api': apiTarget, '/tools': apiTarget } },
  // The manifest lets `npm run bench` measure each page's initial JavaScript (entry + route chunks).
  build: {
    outDir,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // The console's route definitions (loaded on its first screen) name, for each lazy page, the files to
      // preload with it; the files the route definitions import themselves are loaded before any route can
      // run, so naming them 85 times over only adds bytes to that first screen.
      resolveDependencies: (_url, deps, { hostId }) =>
        CONSOLE_ROUTES.test(hostId) ? deps.filter((dep) => !LOADED_WITH_CONSOLE_ROUTES.test(dep)) : deps,
    },
    rolldownOptions: {
      // Chakra's module builds its own default system (`defaultSystem = createSystem(defaultConfig)`) when it
      // loads, which Niaga never uses (src/app/shell/theme.ts builds the brand's): marked pure, the unused
      // call is dropped instead of costing every phone a second pass over every token and recipe at start.
      // Likewise `defineConfig`, which only returns its argument: Chakra's theme module builds its default
      // config from every recipe with it, and unused, that call would tie all of them to the public pages.
      treeshake: { manualPureFunctions: ['createSystem', 'defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store|react-is|valibot)[\\/]/,
              priority: 20,
            },
            // The console's recipes, in a file of their own before the Chakra group below can take them in as
            // dependencies of Chakra's indexes.
            // Only these: what they import (Chakra's utilities, the public recipes) stays in the Chakra file.
            {
              name: 'console-theme',
              test: CONSOLE_ONLY_RECIPE,
              priority: 16,
              includeDependenciesRecursively: false,
            },
            // The developers' pages (API keys, webhooks) in one file: each of their routes, whose definitions
            // load with the console's first screen, then names one file to preload instead of a dozen.
            { name: 'developers', test: DEVELOPERS, priority: 12, includeDependenciesRecursively: false },
            { name: 'chakra', test: (id: string) => CHAKRA.test(id) && !consoleOnly(id), priority: 15 },
            // The apps themselves, started by src/start.ts once the page has painted, and the payment pages'
            // and the storefront's code, a few files each (scripts/app-chunks.ts). Not the console-only
            // widgets and recipes, which the public app reaches only through Chakra's indexes.
            {
              name: (id: string, ctx: Parameters<typeof appChunk>[1]) =>
                consoleOnly(id) ? null : appChunk(id, ctx),
              priority: 10,
              // Each module's file is chosen above: pulled into a page's file as a dependency, a module the
              // console shares (the rich-text sanitiser) would make a console screen load the storefront's.
              includeDependenciesRecursively: false,
            },
            // The small modules console screens share (a format, a card, an icon set): one file, loaded once,
            // instead of one request each (scripts/app-chunks.ts).
            {
              name: (id: string, ctx: Parameters<typeof consoleKit>[1]) =>
                consoleKit(id, ctx) ? 'console-kit' : null,
              minShareCount: 2,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            // Vite's loader of dynamic imports, which the entry needs before the app: a chunk of its own.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
          ],
        },
      },
    },
  },
})
