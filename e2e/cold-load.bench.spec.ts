import type { Browser, Locator, Page } from '@playwright/test'
import { test, expect, ACCOUNTS, CLIENT, type AccountName } from './fixtures'

/**
 * The cold-load benchmark (issue 23 §5, README "Performance"): each page opened in a fresh browser context (empty
 * cache), its CPU 4× slower and every request 150 ms later (Chrome DevTools Protocol), as on a modest phone or an
 * old office PC far from the server. Prints per page the median of RUNS loads: time to content (the page's first
 * real content on screen, its data included), first contentful paint, when the screen's data was asked for, the
 * JS files fetched, and main-thread time until content. Asserts only that each page showed its content.
 * `vite preview` speaks HTTP/1.1: six files at a time, each waiting its 150 ms (HTTP/2 would ask for all at once).
 */
// one load each in CI, whose time is short; the README's figures are medians of three on a quiet machine
const RUNS = process.env.CI ? 1 : 3
const LATENCY_MS = 150
const CPU_SLOWDOWN = 4

/** Each page: who opens it, what shows it is there, and the call that brings its data (none for /login). */
const PAGES: Array<{ path: string; account?: AccountName; data?: string; content: (page: Page) => Locator }> =
  [
    { path: '/login', content: (page) => page.getByRole('button', { name: 'Đăng nhập' }) },
    {
      path: '/dashboard',
      account: 'admin',
      data: '/api/chart/general',
      content: (page) => page.getByText('Số liệu ngày', { exact: false }),
    },
    {
      path: '/trip-need-to-confirm',
      account: 'taixe',
      data: '/api/trip/get-trip-for-driver-confirm',
      content: (page) =>
        page.getByRole('list', { name: 'Chuyến chờ tài xế xác nhận' }).getByRole('article').first(),
    },
    {
      path: '/booking-waiting',
      account: 'letan',
      data: '/api/booking-waiting/list',
      content: (page) => page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first(),
    },
    {
      path: '/shipping-waiting',
      account: 'kho',
      data: '/api/shipping-waiting/list',
      content: (page) => page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first(),
    },
  ]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function tokenOf(page: Page, account: AccountName) {
  const response = await page.request.post('/api/auth/login', { headers: CLIENT, data: ACCOUNTS[account] })
  expect(response.ok()).toBeTruthy()
  return (await response.json()).data.access_token as string
}

/** One cold load of `path`: a new context, so nothing is cached. */
async function coldLoad(browser: Browser, baseURL: string, target: (typeof PAGES)[number], token?: string) {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' })
  const page = await context.newPage()
  if (token)
    await page.addInitScript((token) => {
      localStorage.setItem('token', token)
      localStorage.setItem('remember', 'true')
    }, token)
  let scripts = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts++
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Performance.enable')
  await page.goto(target.path, { waitUntil: 'commit' })
  await expect(target.content(page)).toBeVisible({ timeout: 60_000 })
  const timings = await page.evaluate((data) => {
    const asked = performance
      .getEntriesByType('resource')
      .find((entry) => data && new URL(entry.name).pathname === data)
    return {
      content: performance.now(),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      data: asked?.startTime ?? NaN,
    }
  }, target.data)
  const { metrics } = await cdp.send('Performance.getMetrics')
  const mainThread = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000
  await context.close()
  return { ...timings, mainThread, scripts }
}

test('cold loads with a 4× slower CPU and a 150 ms round trip', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000)
  const lines: string[] = []
  for (const target of PAGES) {
    const token = target.account ? await tokenOf(page, target.account) : undefined
    const runs: Array<Awaited<ReturnType<typeof coldLoad>>> = []
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, baseURL!, target, token))
    const figure = (key: 'content' | 'fcp' | 'data' | 'mainThread') =>
      `${(median(runs.map((run) => run[key])) / 1000).toFixed(2)} s`
    lines.push(
      `${target.path}: content ${figure('content')}, FCP ${figure('fcp')},` +
        (target.data ? ` data asked at ${figure('data')},` : '') +
        ` main thread ${figure('mainThread')}, ${median(runs.map((run) => run.scripts))} JS files`,
    )
  }
  console.log(
    `Cold loads (median of ${RUNS}; CPU ${CPU_SLOWDOWN}× slower, ${LATENCY_MS} ms per request):\n` +
      lines.join('\n'),
  )
})
