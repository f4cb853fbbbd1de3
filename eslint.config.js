import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// ---- Imports run one way (README "Imports run one way") ----
// Imports are relative, so a folder above is recognised by its name after one or more '../'.
// ESLint does not merge a rule's options across config blocks: each file gets exactly one
// no-restricted-imports block below, which lists every pattern that applies to it.

/** Tests and their helpers may import anything (the whole app, the demo backend's seed). */
const TESTS = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', 'src/test/**']
/**
 * The wire contract: pure, shared with the demo backend, importable from every layer. The contracts and
 * schemas of the groups, paths and envelope, the socket event names, and the translation catalogues (their
 * text: labels and messages the backend answers with too).
 */
const CONTRACT = [
  'src/api/schemas/**',
  'src/api/contracts/**',
  'src/api/paths.ts',
  'src/api/envelope.ts',
  'src/realtime/events.ts',
  'src/i18n/types.ts',
  'src/i18n/locales/**',
]

const above = (folders) => `^(\\.\\./)+(${folders})(/|$)`

/** Top to bottom: a file may import its own layer and those below it, never one above. */
const LAYERS = [
  { name: 'app', regex: above('app'), why: 'only main.tsx, app/ and tests import it' },
  { name: 'routes', regex: above('routes|routeTree\\.gen'), why: 'nothing imports a route' },
  { name: 'features', regex: above('features'), why: 'only routes import a feature' },
  {
    name: 'entities',
    regex: above('entities'),
    why: 'domain UI that features share (tickets, desks, scan, figures) sits above the shared UI kit',
  },
  { name: 'components', regex: above('components'), why: 'shared UI sits above data and realtime' },
  {
    name: 'realtime',
    regex: `^(\\.\\./)+realtime/(?!events(\\.ts)?$)`,
    why: 'the socket and push sit above api/; below, only the event names are imported',
  },
  {
    name: 'api',
    regex: `^(\\.\\./)+api/(?!schemas/|contracts/|paths(\\.ts)?$|envelope(\\.ts)?$)`,
    why: 'below api/ only its wire contract is imported: api/schemas, api/contracts, api/paths, api/envelope',
  },
  {
    name: 'i18n',
    regex: `^(\\.\\./)+i18n(/(?!types(\\.ts)?$|locales/)|$)`,
    why: 'the i18n instance sits above stores/ and lib/; below, only the catalogues and key types',
  },
  { name: 'stores', regex: above('stores'), why: 'stores sit above lib/ and the wire contract' },
]
/** The patterns of every layer above `name` (all of them when no name is given). */
const over = (name) =>
  LAYERS.slice(0, name ? LAYERS.findIndex((layer) => layer.name === name) : undefined).map((layer) => ({
    regex: layer.regex,
    message: `Imports run one way: ${layer.name}/ is above this file (${layer.why}).`,
  }))

/** What the bottom (lib/ and the wire contract) stays free of. */
const IMPURE = {
  regex:
    '^(react|react-dom|react-i18next|i18next|antd|zustand|ky|socket\\.io-client|firebase|msw)(/|$)|^@(tanstack|ant-design)/',
  message:
    'lib/ and the wire contract are pure: no React, UI, i18n instance, store, HTTP or socket (the demo backend imports them in Node).',
}
const SHIPPED = {
  regex: '(^|/)(test-[^/]*|[^/]*\\.test(\\.tsx?)?|test)(/|$)|^(\\.\\./)+mocks/',
  message: 'The app never imports tests, test helpers or the demo backend (mocks/).',
}
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const otherFeatures = (area) => ({
  regex: above(FEATURES.filter((other) => other !== area).join('|')),
  message: `A feature never imports another feature: move what ${area} shares to entities/, components/ or api/.`,
})

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns: [SHIPPED, ...patterns] }] },
})

const boundaries = [
  restrict(['src/main.tsx', 'src/app/**'], []),
  restrict(['src/routes/**'], over('routes')),
  ...FEATURES.map((area) =>
    restrict([`src/features/${area}/**`], [...over('features'), otherFeatures(area)]),
  ),
  restrict(['src/entities/**'], over('entities')),
  restrict(['src/components/**'], over('components')),
  restrict(['src/realtime/**'], over('realtime')),
  restrict(['src/api/**'], over('api'), CONTRACT),
  restrict(['src/i18n/**'], over('i18n')),
  restrict(['src/stores/**'], over('stores')),
  restrict(['src/lib/**'], [...over(), IMPURE]),
  restrict(CONTRACT, [
    ...over(),
    IMPURE,
    {
      regex: '^\\.\\.?/(http|define-resource|resources)(/|\\.|$)',
      message: 'The wire contract imports only zod, lib/ and itself.',
    },
  ]),
  // The demo backend runs in Node: the wire contract, lib/, the event names and the catalogues only.
  restrict(
    ['mocks/**'],
    [
      {
        regex:
          '^(\\.\\./)+src/(?!api/schemas/|api/contracts/|api/paths(\\.ts)?$|lib/|realtime/events(\\.ts)?$|i18n/locales/|i18n/types(\\.ts)?$)',
        message:
          'mocks/ imports only the wire contract (src/api/schemas, src/api/contracts, src/api/paths, src/realtime/events, src/i18n/locales and types) and src/lib.',
      },
      {
        regex: '^(react|react-dom|react-i18next|antd)(/|$)|^@(tanstack/react-|ant-design/)',
        message: 'mocks/ has no React.',
      },
    ],
  ),
]

// ---- Raw HTML only through SafeHtml (README "Security") ----
const RAW_HTML =
  'Rich HTML goes through <SafeHtml html={...} /> (src/components/SafeHtml.tsx), which sanitises it.'
const SAFE_HTML = 'src/components/SafeHtml.tsx'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.tmp',
      '.tanstack',
      'src/routeTree.gen.ts',
      'playwright-report',
      'test-results',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [SAFE_HTML],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: RAW_HTML },
        { selector: "Property[key.name='dangerouslySetInnerHTML']", message: RAW_HTML },
        { selector: 'AssignmentExpression[left.property.name=/^(inner|outer)HTML$/]', message: RAW_HTML },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: RAW_HTML },
      ],
    },
  },
  {
    // Playwright fixtures: `({}, use) =>` is their idiom, and `use` there is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // Specs take test/expect from e2e/fixtures.ts: it points each worker at its own server and fails on
    // page errors and CSP violations.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from ./fixtures.',
            },
          ],
        },
      ],
    },
  },
)
