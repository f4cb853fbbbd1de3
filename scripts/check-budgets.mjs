// Bundle budgets: the gzip size of the JavaScript a route loads first, measured in a real browser
// against the production build (`npm run build` first) served by `vite preview` with the demo backend.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { preview } from 'vite'
import { chromium } from '@playwright/test'

const KB = 1024
/** ARCHITECTURE "Performance rules": the sign-in page, the signed-in frame, and each screen on top of it. */
const LOGIN = 150 * KB
const LAYOUT = 300 * KB
/** A list or desk screen adds at most 80 KB to the frame it shares with the others. */
const SCREEN = LAYOUT + 80 * KB
/** A statistics screen adds at most 120 KB to the frame, its chart library included (issue 13). */
const STATS = LAYOUT + 120 * KB
/** The dashboard's charts (their chunk, the chart kit, chart.js, their words): loaded after today's figures. */
const DASHBOARD_CHARTS = /\/(DashboardCharts|charts|draw|stats|locale-\w+-stats)-[\w-]+\.js$/
/**
 * The scan desk of /shipping-waiting (its chunk, its words, and entities/scan, shared with /shipping's scan
 * modes: their common chunk takes one of its modules' names): loaded when its mode opens, as a dialog is.
 */
const SCAN_DESK =
  /\/(WaitingHandoverDesk|ScanDesk|use-scan-session|parcel-words|sound|scan|locale-\w+-scan)-[\w-]+\.js$/
/** A customer's address selects (AddressFields and the searchable select): the page loads them once it shows. */
const ADDRESS_FIELDS = /\/(AddressFields|select)-[\w-]+\.js$/
/** A driver's trips, pick-ups and pay (their chunk and the statistics' words): the page loads them once it shows. */
const DRIVER_WORK = /\/(DriverWork|stats|locale-\w+-stats)-[\w-]+\.js$/
/** The rich-text editor (Tiptap, about 145 KB) and its words: a rich-text field loads them once it shows. */
const RICH_TEXT = /\/(RichTextEditor|locale-\w+-richText)-[\w-]+\.js$/
/**
 * What a contract's page loads once its form shows: the customer lookup (its field, the searchable select, the
 * booking desk's words; a plain field takes what is typed till then), and a saved contract's payments panel and
 * trips (their chunks, the roster's resource and words).
 */
const CONTRACT_PARTS =
  /\/(CustomerLookupField|select|locale-\w+-booking|ContractPayments|ContractTrips|trip|trips|locale-\w+-trips)-[\w-]+\.js$/
/** The socket's client (src/realtime/socket-client.ts): the signed-in layout loads it once its first screen is shown. */
const LIVE = /\/socket-client-[\w-]+\.js$/
const BUDGETS = [
  {
    name: '/login (signed out)',
    path: '/login',
    signedIn: false,
    limit: LOGIN,
    // its form's engine (react-hook-form, the resolver, the sign-in schema) loads when the form is first used:
    // reported, not in its first load
    firstUse: async (page) => {
      await page.getByRole('button', { name: 'Đăng nhập' }).click()
      await page.getByText('Vui lòng nhập Tên đăng nhập').waitFor()
    },
  },
  { name: 'signed-in layout + dashboard', path: '/', signedIn: true, limit: LAYOUT, after: DASHBOARD_CHARTS },
  {
    name: 'signed-in layout + /dashboard',
    path: '/dashboard',
    signedIn: true,
    limit: LAYOUT,
    after: DASHBOARD_CHARTS,
  },
  { name: 'signed-in layout + dashboard with its charts', path: '/', signedIn: true, limit: STATS },
  { name: 'signed-in layout + /brand', path: '/brand', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /product-type', path: '/product-type', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /car', path: '/car', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /vehicle', path: '/vehicle', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /map', path: '/map', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /trip', path: '/trip', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /user/info', path: '/user/info', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /user (staff directory)', path: '/user', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /users (accounts administration)',
    path: '/users',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /user/add', path: '/user/add', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /role (roles)', path: '/role', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /role/3/permissions (a role’s permissions)',
    path: '/role/3/permissions',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /user/2 (an account)', path: '/user/2', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /user/driver (drivers)', path: '/user/driver', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /user/driver/add', path: '/user/driver/add', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /user/driver/5 (a driver, their trips and pay)',
    path: '/user/driver/5',
    signedIn: true,
    limit: SCREEN,
    after: DRIVER_WORK,
  },
  { name: 'signed-in layout + /module (modules)', path: '/module', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /menu (the side menu’s entries)',
    path: '/menu',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /setting-general', path: '/setting-general', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /setting-appearance',
    path: '/setting-appearance',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /about', path: '/about', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /setting-template (the contract template, its editor after)',
    path: '/setting-template',
    signedIn: true,
    limit: SCREEN,
    after: RICH_TEXT,
  },
  { name: 'signed-in layout + /car-contract', path: '/car-contract', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /car-contract/add (the customer lookup after)',
    path: '/car-contract/add',
    signedIn: true,
    limit: SCREEN,
    after: CONTRACT_PARTS,
  },
  {
    name: 'signed-in layout + /car-contract/2 (a contract; the customer lookup, payments and trips after)',
    path: '/car-contract/2',
    signedIn: true,
    limit: SCREEN,
    after: CONTRACT_PARTS,
  },
  {
    name: 'signed-in layout + /car-contract-customer (a statement loads once a phone is given)',
    path: '/car-contract-customer',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /category (categories, tags on their tab)',
    path: '/category',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /article', path: '/article', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /article/add (its editor after)',
    path: '/article/add',
    signedIn: true,
    limit: SCREEN,
    after: RICH_TEXT,
  },
  {
    name: 'signed-in layout + /article/1 (an article; its editor after)',
    path: '/article/1',
    signedIn: true,
    limit: SCREEN,
    after: RICH_TEXT,
  },
  { name: 'signed-in layout + /comment', path: '/comment', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /report', path: '/report', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /user/customer (customers)',
    path: '/user/customer',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /import-customer (customers from Excel)',
    path: '/import-customer',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /user/customer/add',
    path: '/user/customer/add',
    signedIn: true,
    limit: SCREEN,
    after: ADDRESS_FIELDS,
  },
  {
    name: 'signed-in layout + /user/customer/1 (a customer, their standing and history)',
    path: '/user/customer/1',
    signedIn: true,
    limit: SCREEN,
    after: ADDRESS_FIELDS,
  },
  {
    name: 'signed-in layout + /user/changepassword',
    path: '/user/changepassword',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /trip-need-to-confirm',
    path: '/trip-need-to-confirm',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /trip/1 (trip detail)', path: '/trip/1', signedIn: true, limit: SCREEN },
  { name: 'signed-in layout + /booking-waiting', path: '/booking-waiting', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /add-customer-to-car (no direction chosen yet)',
    path: '/add-customer-to-car',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /add-customer-to-car (today, Sài Gòn ➡️ Đà Lạt, trip 5)',
    path: '/add-customer-to-car?map_detail_id=1&trip_id=5',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /booking/split-merge',
    path: '/booking/split-merge',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: "signed-in layout + /split-merge-trip/5 (today's night trip, seat map and passengers)",
    path: '/split-merge-trip/5',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /list-guests-require-pick-to-station',
    path: '/list-guests-require-pick-to-station',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /list-guests-require-pick-to-home',
    path: '/list-guests-require-pick-to-home',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /list-ticket-by-car',
    path: '/list-ticket-by-car',
    signedIn: true,
    limit: SCREEN,
  },
  {
    name: 'signed-in layout + /list-ticket-by-car (trip 5, its manifest)',
    path: '/list-ticket-by-car?map_detail_id=1&trip_id=5',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /canceled-tickets', path: '/canceled-tickets', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /statistics/ticket-history',
    path: '/statistics/ticket-history',
    signedIn: true,
    limit: SCREEN,
  },
  { name: 'signed-in layout + /shipping-waiting', path: '/shipping-waiting', signedIn: true, limit: SCREEN },
  {
    name: 'signed-in layout + /shipping-waiting with the scan desk',
    path: '/shipping-waiting?scan=1',
    signedIn: true,
    limit: SCREEN,
    after: SCAN_DESK,
    // the desk opens after the list: measured once its field is there, not at the first quiet moment before
    shown: (page) => page.getByRole('textbox', { name: /^Mã hàng \(quét/ }).waitFor(),
  },
  { name: 'signed-in layout + /statistical-trip', path: '/statistical-trip', signedIn: true, limit: STATS },
  { name: 'signed-in layout + /top-drivers', path: '/top-drivers', signedIn: true, limit: STATS },
  { name: 'signed-in layout + /top-customers', path: '/top-customers', signedIn: true, limit: STATS },
  {
    name: 'signed-in layout + /statistical-shipping',
    path: '/statistical-shipping',
    signedIn: true,
    limit: STATS,
  },
  {
    name: 'signed-in layout + /statistics/money-driver-and-moto',
    path: '/statistics/money-driver-and-moto',
    signedIn: true,
    limit: STATS,
  },
  { name: 'signed-in layout + /shipping', path: '/shipping', signedIn: true, limit: SCREEN },
]
const port = Number(process.env.BUDGET_PORT ?? 4179)
const origin = `http://localhost:${port}`

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'warn' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

/**
 * The JS files (dist-relative paths) the page fetched until the network went idle (and, with `shown`, until the
 * page showed it), and those it fetched during `firstUse` (what it does on the page) after that.
 */
async function scriptsLoadedBy(path, signedIn, firstUse, shown) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  if (signedIn) {
    const login = await page.request.post(`${origin}/api/auth/login`, {
      headers: { 'X-Client': 'backoffice-web' }, // CLIENT_HEADER of src/api/paths.ts (plain JS cannot import it)
      data: { username: 'admin', password: 'admin123', remember: true },
    })
    const { data } = await login.json()
    await page.addInitScript((token) => {
      localStorage.setItem('token', token)
      localStorage.setItem('remember', 'true')
    }, data.access_token)
  }
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  if (shown) await shown(page)
  const first = firstUse ? [...scripts] : null
  if (firstUse) await firstUse(page)
  await context.close()
  if (!first) return { first: [...scripts], used: [] }
  return { first, used: [...scripts].filter((file) => !first.includes(file)) }
}

const gzipSizes = new Map()
/** The gzip size of a built file (each file once: most routes load the same shared chunks). */
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join('dist', file))).length)
  return gzipSizes.get(file)
}

/** A route's line of the report, and whether it kept its budget. */
async function measure(budget) {
  const { first: scripts, used } = await scriptsLoadedBy(
    budget.path,
    budget.signedIn,
    budget.firstUse,
    budget.shown,
  )
  const all = scripts.map((file) => [file, gzipSize(file)])
  const onUse = used.reduce((sum, file) => sum + gzipSize(file), 0)
  // `after`: chunks the screen loads once its first content is there (reported, not in its first load)
  const later = (file) => (budget.signedIn && LIVE.test(file)) || budget.after?.test(file)
  const sizes = all.filter(([file]) => !later(file))
  const afterFirst = all.filter((entry) => !sizes.includes(entry)).reduce((sum, [, size]) => sum + size, 0)
  const gzip = sizes.reduce((sum, [, size]) => sum + size, 0)
  const lines = []
  // BUDGET_VERBOSE=1 lists what a route loads, largest first
  if (process.env.BUDGET_VERBOSE) {
    for (const [file, size] of sizes.sort((a, b) => b[1] - a[1]))
      lines.push(`       ${(size / KB).toFixed(1).padStart(6)} KB ${file}`)
    for (const file of used)
      lines.push(
        `       ${(gzipSync(readFileSync(join('dist', file))).length / KB).toFixed(1).padStart(6)} KB ${file} (first use)`,
      )
  }
  const ok = gzip <= budget.limit && scripts.length > 0
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'} ${budget.name}: ${(gzip / KB).toFixed(1)} KB gzip JS in ${scripts.length} files` +
      ` (budget ${(budget.limit / KB).toFixed(0)} KB)` +
      (afterFirst ? `, then ${(afterFirst / KB).toFixed(1)} KB after its first content` : '') +
      (onUse ? `, then ${(onUse / KB).toFixed(1)} KB when its form is first used` : ''),
  )
  return { ok, lines }
}

let failed = false
try {
  // two pages at a time (one per core): what a page fetches does not depend on the other; the report keeps the
  // routes' order
  const results = new Array(BUDGETS.length)
  let next = 0
  const worker = async () => {
    while (next < BUDGETS.length) {
      const index = next++
      results[index] = await measure(BUDGETS[index])
    }
  }
  await Promise.all([worker(), worker()])
  for (const { ok, lines } of results) {
    failed ||= !ok
    for (const line of lines) console.log(line)
  }
} finally {
  await browser.close()
  server.httpServer.close()
}
if (failed) console.error('Bundle budget exceeded.')
// socket.io keeps the preview server's handle open; end explicitly.
process.exit(failed ? 1 : 0)
