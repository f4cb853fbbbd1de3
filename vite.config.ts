import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { demoBackend } from './mocks/backend.ts'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { responseShapes } from './scripts/response-shapes.ts'
import { routePreload } from './scripts/route-preload.ts'

/**
 * What the signed-in frame draws with and only it: antd's core, theme and style, its menu, dropdown, tooltip,
 * layout, flex and skeleton, the header's icons, dayjs and the app's formats, the confirmation, and what
 * each change makes stale (realtime/events: the socket's, the push messages' and the commands' one map), the HTTP
 * helpers of the signed-in screens alone (api/http-signed-in: delete, export, upload, a file's address), the paths of
 * their calls (api/paths: every screen's resources read them; the sign-in page's are api/first-paths), the user's
 * side menu (api/resources/my-menu and the access schemas' shapes it checks the menu with), and the
 * screens' titles in Vietnamese (namespace `menu`, the seed of the menu's names: every signed-in screen loads it, the sign-in page does not).
 */
const FRAME_MODULES =
  /[\\/]node_modules[\\/](@rc-component[\\/](util|motion|portal|trigger|resize-observer|overflow|menu|dropdown|tooltip)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|antd[\\/]es[\\/](_util|theme|style|config-provider|locale|menu|layout|dropdown|tooltip|space|button|badge|version|flex|skeleton)|dayjs|stylis|@emotion|clsx|react-is|is-mobile|@babel[\\/]runtime)[\\/]|[\\/]src[\\/](i18n[\\/]locales[\\/]vi[\\/]menu|lib[\\/](format|fold)|components[\\/](confirm[\\/]use-confirm|antd-theme)|realtime[\\/]events|api[\\/](http-signed-in|paths)|api[\\/]resources[\\/]my-menu)\.tsx?$|^\0virtual:shapes\/access$|[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](Down|User)Outlined\.js$/

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts']
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const testFiles = ['src', 'mocks', 'scripts']
  .flatMap((dir) =>
    readdirSync(here(dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(here(file), 'utf8') }))
/** The test files that replace a module with `vi.mock`. */
const MOCKING_FILES = testFiles.filter(({ text }) => /\bvi\.mock\(/.test(text)).map(({ file }) => file)
/** The test files that run in Node (the demo backend's, the build scripts'), without a DOM. */
const NODE_FILES = testFiles
  .filter(({ file, text }) => text.includes('@vitest-environment node') && !MOCKING_FILES.includes(file))
  .map(({ file }) => file)

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // The embedded demo backend serves /api and the socket unless a real backend is named.
  const useDemoBackend = !env.VITE_API_URL && mode !== 'test'
  return {
    plugins: [
      // The router plugin must come before the React plugin.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader is split from the first bundle too: the queries it prefetches load with the screen.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent']],
        },
      }),
      react(),
      // `virtual:shapes/<file>`: the entity schemas of src/api/schemas as plain data, checked without zod.
      responseShapes(),
      // index.html preloads the code of the route being opened, in parallel (not Vite's modulePreload below)
      routePreload(),
      useDemoBackend && demoBackend(),
    ],
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: react-i18next and @tanstack/react-store import the shim for React
        // < 18, which then hands them React's own, but whose fallback still came in the first bundle.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      ],
    },
    build: {
      sourcemap: !!process.env.SOURCEMAP,
      chunkSizeWarningLimit: 1500,
      // Vite's preload lists would put every route's files into the first bundle: scripts/route-preload.ts instead
      modulePreload: false,
      rolldownOptions: {
        output: {
          // a language's catalogue is named for its language and namespace (`locale-vi-desk-….js`), not only for
          // its namespace, which a route's chunk may share ("booking")
          chunkFileNames: (chunk) => {
            const catalogue = chunk.facadeModuleId?.match(
              /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.ts$/,
            )
            return catalogue
              ? `assets/locale-${catalogue[1]}-${catalogue[2]}-[hash].js`
              : 'assets/[name]-[hash].js'
          },
          // The app's own modules that the first page needs travel in one chunk: left to themselves they
          // come as a dozen files of a few hundred bytes each, and every file costs its own gzip overhead.
          codeSplitting: {
            groups: [
              { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'] },
              // What the signed-in frame (header, side menu, theme) draws with, in one chunk: every signed-in
              // page loads it, and left to themselves these modules split into a dozen small chunks as screens
              // are added, each a request of its own (six at a time over HTTP/1.1) with its own gzip overhead.
              { name: 'frame', test: FRAME_MODULES },
            ],
          },
        },
      },
    },
    // The production build runs under its CSP (the dev server cannot: Vite injects inline scripts there).
    preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy(env) } },
    test: {
      environment: 'jsdom',
      // worker threads, not processes: a fifth faster on two cores
      pool: 'threads',
      // every core: Vitest's default leaves one free, which on the two-core CI machine is one file at a time
      // (the suite took 398 s on one worker, 258 s on two)
      maxWorkers: '100%',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      testTimeout: 30_000,
      // A worker keeps the modules it has loaded from one file to the next (React, antd, the app: a third of the
      // suite's time went to loading them again for each file); src/test/setup.ts puts back, before and after
      // each test, what a test may leave behind. A worker serves one project (its files are queued together): the
      // files in Node apart from those in jsdom, so a worker does not start afresh at every switch of environment.
      projects: [
        {
          extends: true,
          test: {
            name: 'jsdom',
            include: TEST_FILES,
            exclude: [...MOCKING_FILES, ...NODE_FILES],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'node', include: NODE_FILES, environment: 'node', isolate: false } },
        // A file that replaces a module (vi.mock) loads every module afresh, so the replacement reaches them.
        { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
      ],
    },
  }
})
