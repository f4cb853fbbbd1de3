import { defineConfig, devices } from '@playwright/test'
import { serverCount, serverPort, serverURL } from './e2e/servers'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * e2e runs against the production build (`npm run build` first) served by `vite preview` with the demo backend.
 * Every spec resets its backend, so each worker gets a server of its own (e2e/servers.ts; the `baseURL` fixture
 * in e2e/fixtures.ts picks it): E2E_WORKERS workers (default 2) on ports E2E_PORT (default 4173) and up.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: serverCount,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // no baseURL here: the fixture of e2e/fixtures.ts gives each worker its own server's
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.bench\.spec\.ts$/ },
    // Benchmarks run last, alone, so another worker's tests do not skew their figures.
    {
      name: 'bench',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /\.bench\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: Array.from({ length: serverCount }, (_, i) => ({
    command: `npx vite preview --port ${serverPort(i)} --strictPort`,
    url: `${serverURL(i)}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
})
