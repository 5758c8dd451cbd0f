// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import lingui from 'eslint-plugin-lingui'

// The dependency direction of ARCHITECTURE.md §3, enforced: lower layers never import upper ones.
const FEATURE_PATTERNS = [
  { group: ['**/routes/**', '**/server/**'], message: 'Features never import routes or the server.' },
  // A feature's own files are `./`; anything else of features/ is another feature.
  {
    group: ['@/features/**', '../*'],
    message: 'Features never import each other; shared code moves to lib/ or app/.',
  },
]

const PUBLIC_STYLE_PATTERNS = [
  {
    group: [
      '@chakra-ui/*',
      '@emotion/*',
      '@/app/ui/*',
      '!@/app/ui/layout-prefs.ts',
      '@/app/console/*',
      '@/app/widgets/*',
      '@/app/shell/{theme,providers,route-error,root-layout,dialog-host,update-prompt,app-dialog}.*',
    ],
    message: 'Public pages carry no style runtime: use src/public-ui and styled-system (panda.config.ts).',
  },
]

const forbid = (patterns, message) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message })) },
]

// Flat config replaces a rule per file rather than merging it, so the more specific server globs repeat
// the server-wide patterns and add their own.
const serverRule = (...extras) => [
  'error',
  {
    patterns: [
      {
        group: [
          '**/src/api/**',
          '**/src/app/**',
          '**/src/features/**',
          '**/src/routes/**',
          'react',
          'react-*',
        ],
        message: 'The server imports only src/contract and src/lib.',
      },
      ...extras.map((extra) => ({ group: extra.patterns, message: extra.message })),
    ],
  },
]

// server/sandbox plays the outside parties; services and routes reach them only through Deps
// (server/providers), so a real provider replaces a sandbox file without touching them. No other server
// folder is named sandbox, so the pattern means that one folder whatever the relative path.
const noSandbox = {
  patterns: ['**/sandbox', '**/sandbox/**'],
  message: 'Services and routes call the providers in Deps (server/providers), never server/sandbox.',
}

export default tseslint.config(
  // Generated files (the route tree, the API types written by `npm run api:types`) are not linted: their
  // shape is the generator's.
  {
    ignores: [
      'dist',
      'dist-introducer',
      'node_modules',
      'src/routeTree.gen.ts',
      'styled-system',
      'sdk/schema.d.ts',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.data*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Prettier keeps code within its printWidth but cannot break a comment, string, URL or pattern:
      // comments are held to the same width here; a string stays whole so a search still finds it.
      'max-len': [
        'error',
        {
          code: 110,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // expect.any() and friends are typed any by design.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          'react',
          'react-*',
          'node:*',
          '**/api/**',
          '**/app/**',
          '**/lib/**',
          '**/features/**',
          '**/routes/**',
          '**/server/**',
        ],
        'src/contract is isomorphic: no React, DOM, Node or upper layers.',
      ),
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          'react',
          'react-*',
          'node:*',
          '**/api/**',
          '**/app/**',
          '**/features/**',
          '**/routes/**',
          '**/server/**',
        ],
        'src/lib holds pure helpers.',
      ),
    },
  },
  {
    files: ['src/api/**', 'src/app/**', 'src/offline/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/features/**', '**/routes/**', '**/pay/**', '**/storefront/**', '**/server/**'],
        'api/app/offline sit below features and routes.',
      ),
    },
  },
  {
    // The UI kit draws what it is given: tables, form controls, dialogs. Whatever reads the API is a widget
    // (src/app/widgets), the console's layout (src/app/console) or the app's shell (src/app/shell).
    files: ['src/app/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/pay/**', '**/storefront/**', '**/server/**'],
              message: 'api/app/offline sit below features and routes.',
            },
            {
              group: [
                '@/api/**',
                '**/api/**',
                '**/app/widgets/**',
                '**/app/console/**',
                '**/app/shell/**',
                '../widgets/**',
                '../console/**',
                '../shell/**',
              ],
              message: 'The UI kit imports nothing that reads the API: no @/api, widgets, console or shell.',
            },
            { group: ['**/app/forms/**', '../forms/**'], message: 'The form path sits above the UI kit.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**', 'src/pay/**', 'src/storefront/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: FEATURE_PATTERNS }] },
  },
  {
    // The public pages are styled at build time (panda.config.ts): nothing of Chakra, Emotion or the
    // console's Chakra kit and shell may reach a payer's or a shopper's files.
    files: ['src/pay/**', 'src/storefront/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...FEATURE_PATTERNS, ...PUBLIC_STYLE_PATTERNS] }],
    },
  },
  {
    files: ['src/public-ui/**', 'src/public-*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/pay/**', '**/storefront/**', '**/server/**'],
              message: 'The public UI kit sits below the pages.',
            },
            ...PUBLIC_STYLE_PATTERNS,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': serverRule() },
  },
  {
    // routes → services → db: a route validates, calls a service and wraps the envelope. Nothing of the
    // database reaches it: no query builder, no driver, nothing from server/db (not even its types: a
    // route hands `deps` or `deps.db` to a service, typed by Deps), no method called on a `db`, and no `db`
    // taken out of deps to be used apart.
    files: ['server/routes/**'],
    rules: {
      'no-restricted-imports': serverRule(
        {
          patterns: [
            'drizzle-orm',
            'drizzle-orm/*',
            'pg',
            '@electric-sql/pglite',
            '@electric-sql/pglite/*',
            '**/db/**',
          ],
          message: 'Routes are HTTP only: queries live in server/services.',
        },
        noSandbox,
      ),
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[object.name='db']",
          message: 'Routes are HTTP only: pass the database to a service, which queries it.',
        },
        {
          selector: "CallExpression > MemberExpression.callee[object.property.name='db']",
          message: 'Routes are HTTP only: pass the database to a service, which queries it.',
        },
        {
          selector: "ObjectPattern > Property[key.name='db']",
          message: 'Routes are HTTP only: hand deps.db to a service as it is.',
        },
      ],
    },
  },
  {
    files: ['server/services/**'],
    rules: {
      'no-restricted-imports': serverRule(
        {
          patterns: ['hono', 'hono/*', '**/http/**'],
          message: 'Services know nothing of HTTP: no Hono, nothing from server/http.',
        },
        noSandbox,
      ),
      // One service shape (docs/conventions.md, "Service signatures"): an exported function takes deps
      // first, never the database alone. (A closure that prepares statements on one connection may.)
      'no-restricted-syntax': [
        'error',
        ...[
          'ExportNamedDeclaration > FunctionDeclaration',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > FunctionExpression',
        ].map((fn) => ({
          selector: `${fn} > Identifier.params:first-child[typeAnnotation.typeAnnotation.typeName.name='Db']`,
          message: 'A service takes deps: Deps first (docs/conventions.md, "Service signatures").',
        })),
      ],
    },
  },
  // Pages in the reader's language (docs/languages.md): every word a payer or a merchant reads is a message
  // of the catalogs. src/contract is the API's own English (SPEC's messages and codes, shared with the
  // server), put into the reader's language where it is shown: by the server at its edge
  // (server/http/describe.ts) and by the pages' own words for codes (src/app/ui/status-words.ts).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/routeTree.gen.ts', 'src/contract/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Style tokens, ids, test ids, codes and other one-word values; only words a person reads count.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^$', '^[\\s·:,()…]+$'],
          ignoreNames: [
            { regex: { pattern: 'className|^(data-testid|testId|href|to|src|alt|rel|target)$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            // A route's staticData words are typed as console catalog ids (src/app/shell/route-meta.ts).
            'title',
            'altTitle',
            'subtitle',
            'type',
            'variant',
            'status',
            'id',
            'size',
            'transition',
            'flex',
          ],
          ignoreFunctions: [
            't',
            'code',
            'css',
            'cx',
            'Error',
            'console.*',
            'useQuery',
            'replace',
            'join',
            'split',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ['sw/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '**/src/api/**',
          '**/src/app/**',
          '**/src/features/**',
          '**/src/routes/**',
          '**/src/lib/**',
          'react',
        ],
        'The service worker imports only src/contract and src/offline.',
      ),
    },
  },
)
