import { defineConfig, devices } from '@playwright/test'
import { serverCount, serverPort, serverURL } from './e2e/servers'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The clerks' office PC: every test sees the screen at its size unless it says otherwise (a phone, 1920). */
const OFFICE_PC = { viewport: { width: 1366, height: 768 } }

/**
 * e2e runs against the production build (`npm run build` first) served by `vite preview` with the demo backend.
 * Every test resets its backend, so each worker gets a server of its own (e2e/servers.ts; the `baseURL` fixture
 * in e2e/fixtures.ts picks it): E2E_WORKERS workers (default 2) on ports E2E_PORT (default 4173) and up.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: serverCount,
  // Every test starts from the seed on its worker's own server, so any test may run on either worker: the
  // workers share the tests, not whole files, and finish together.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The longest tests take 15–20 s on a quiet developer's machine: room for one two or three times slower. A
  // step waits for what proves it happened, never for a fixed time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // no baseURL here: the fixture of e2e/fixtures.ts gives each worker its own server's
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The app honours a system's reduced-motion setting (antd's motions off): dialogs, drawers and menus open
    // at once, and no step waits for a zoom or a slide to end.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with the DOM it saw. Without the screencast, which made the
    // browsers' work half as much again.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], ...OFFICE_PC },
      testIgnore: /\.bench\.spec\.ts$/,
    },
    // Benchmarks run last, alone, so another worker's tests do not skew their figures.
    {
      name: 'bench',
      use: { ...devices['Desktop Chrome'], ...OFFICE_PC },
      testMatch: /\.bench\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: Array.from({ length: serverCount }, (_, i) => ({
    command: `npx vite preview --port ${serverPort(i)} --strictPort`,
    url: `${serverURL(i)}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  })),
})
