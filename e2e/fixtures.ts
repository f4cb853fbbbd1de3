import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { CLIENT_HEADER } from '../src/api/paths'
import { serverCount, serverURL } from './servers'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The client-marker header every API call carries (the app's own constant). */
export const CLIENT = { [CLIENT_HEADER.name]: CLIENT_HEADER.value }

/** The demo backend's answer to a call as the user of `token` (a GET, or a POST of `data`); a refusal fails the test. */
export async function apiData<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { ...CLIENT, Authorization: `Bearer ${token}` }
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data })
  const body = (await response.json()) as { data: T; message: string }
  expect(response.ok(), `${path}: ${body.message}`).toBeTruthy()
  return body.data
}

/** A token of `username`, signed in through the API. */
export async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { headers: CLIENT, data: { username, password } })
  expect(login.ok()).toBeTruthy()
  return (await login.json()).data.access_token as string
}

/**
 * The body of a direct sale of one seat (POST /api/ticket/create) as the desk sends it: the passenger travelling
 * by themselves (no pick-up, no drop-off, no fee), `key` its idempotency key.
 */
export const directSale = (
  sale: {
    trip_id: number
    seat_id: number
    customer_name: string
    phone: string
    is_paid: boolean
    note?: string
  },
  key: string,
) => ({
  trip_id: sale.trip_id,
  seat_ids: [sale.seat_id],
  customer_name: sale.customer_name,
  phone: sale.phone,
  pick_type: 0,
  pick_address: null,
  pick_fee: 0,
  drop_type: 0,
  drop_address: null,
  drop_fee: 0,
  surcharge: 0,
  note: sale.note ?? null,
  is_paid: sale.is_paid,
  idempotency_key: key,
})

/** 'YYYY-MM-DD' of today in Ho Chi Minh City, shifted by `days`. */
export function hcmDayFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  letan: { username: 'letan.sg', password: 'letan123' },
  kho: { username: 'kho', password: 'kho123' },
  quanly: { username: 'quanly', password: 'quanly123' },
  taixe: { username: 'taixe', password: 'taixe123' },
} as const
export type AccountName = keyof typeof ACCOUNTS

/** The demo backend's test controls. */
export const mock = {
  // the controls take JSON only
  reset: (request: APIRequestContext) => request.post('/__mock/reset', { data: {} }),
  tokenLifetime: (request: APIRequestContext, seconds: number) =>
    request.post('/__mock/token-lifetime', { data: { seconds } }),
  fail: (request: APIRequestContext, path: string, mode: 500 | 403 | 'network' | 'hang', times = 1) =>
    request.post('/__mock/fail', { data: { path, mode, times } }),
  /** The mails the demo backend "sent" (a bare array). */
  outbox: async (request: APIRequestContext) =>
    (await (await request.get('/__mock/outbox')).json()) as Array<{ to: string; link: string }>,
}

/** Signs in through the login form (what a user does). */
export async function signIn(page: Page, account: AccountName, opts: { remember?: boolean } = {}) {
  const { username, password } = ACCOUNTS[account]
  await page.getByLabel('Tên đăng nhập').fill(username)
  await page.getByLabel('Mật khẩu').fill(password)
  if (opts.remember) await page.getByLabel('Ghi nhớ đăng nhập').check()
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
}

/**
 * Signs in through the API. The session is stored the way the app stores it (token, remember, user in
 * localStorage) as the next page of the app that `page` opens starts, before the app's own scripts run; only
 * then, so a later sign-out or a cleared storage stays so. No page is loaded here: the caller opens one.
 */
export async function storeSession(page: Page, account: AccountName, remember = true) {
  const { username, password } = ACCOUNTS[account]
  const response = await page.request.post('/api/auth/login', {
    headers: CLIENT,
    data: { username, password, remember },
  })
  expect(response.ok()).toBeTruthy()
  const { data } = await response.json()
  await page.addInitScript(
    ({ once, token, remember }) => {
      if (window !== window.top) return
      try {
        // the tab's sessionStorage outlives its page loads and reloads; about:blank has no storage and throws
        if (sessionStorage.getItem(once)) return
        sessionStorage.setItem(once, '1')
        localStorage.setItem('token', token)
        localStorage.setItem('remember', String(remember))
      } catch {
        // not a page of the app
      }
    },
    { once: `e2e-session-${randomUUID()}`, token: data.access_token as string, remember },
  )
  return data.access_token as string
}

/** Signs in through the API, then opens `path`. */
export async function openSignedIn(page: Page, account: AccountName, path = '/', remember = true) {
  await storeSession(page, account, remember)
  await page.goto(path)
}

/**
 * Goes to `path` inside the app, as a link does: its router follows the history, and no page load starts the app
 * afresh. Resolves once the address is `path`; what shows the new screen is the caller's to wait for.
 */
export async function goInApp(page: Page, path: string) {
  // the router's history watches pushState itself
  await page.evaluate((to) => window.history.pushState(window.history.state, '', to), path)
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path)
}

/** The rows of `table` having a cell that reads exactly `text`. */
export const rowOf = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Chooses `action` among the actions of the row named `row` in `table` (its whole label, or the start of it: a
 * code), as a clerk does: its button on the row, or, a row keeping two buttons at most, the entry of the row's
 * "Khác" menu.
 */
export async function chooseRowAction(table: Locator, row: string, action: string) {
  const named = (words: string) => new RegExp(`^${escapeRegExp(`${words} ${row}`)}( |$)`)
  const more = table.getByRole('button', { name: named('Thao tác khác cho') })
  const button = table.getByRole('button', { name: named(action) })
  await expect(more.or(button).first()).toBeVisible()
  if (await button.isVisible()) return button.click()
  await more.click()
  await table.page().getByRole('menuitem', { name: action, exact: true }).click()
}

/**
 * Shows columns a list hides at first (its default columns fit an office PC's 1366 px), as a clerk does: the
 * column chooser ("Cột"), a tick per column, Escape.
 */
export async function showColumns(page: Page, ...headers: string[]) {
  await page.getByRole('button', { name: 'Cột' }).click()
  const panel = page.getByRole('group', { name: 'Chọn cột hiển thị' })
  for (const header of headers) await panel.getByRole('checkbox', { name: header }).check()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
}

/** Read by a screen reader but not shown: at most a one-pixel box (the visually hidden pattern). */
export async function expectReadNotShown(target: Locator) {
  await expect(target).toBeAttached()
  const box = await target.boundingBox()
  expect(box === null || (box.width <= 1 && box.height <= 1), `${target} is not shown`).toBe(true)
}

/**
 * Picks `option` in an antd select named `name` as a clerk does: types `typed` into it and, once `option` is
 * the highlighted match, presses Enter. Not by clicking the option: antd's dropdown lives at the end of <body>,
 * so when Playwright scrolls the page behind a dialog to reach the option, the dropdown moves and is
 * re-aligned a frame later; on a busy machine the press then lands on the option and the release on the
 * field underneath, and nothing is chosen.
 */
export async function chooseOption(scope: Locator | Page, name: string, typed: string, option: string) {
  const combobox = scope.getByRole('combobox', { name })
  await combobox.fill(typed)
  const page = 'page' in scope ? scope.page() : scope
  // antd lists each visible option with its label as title (a hidden a11y copy carries role=option); a table
  // cell behind may carry the same title
  const listed = page.locator('.ant-select-item-option').and(page.getByTitle(option, { exact: true }))
  await expect(listed).toHaveClass(/\bant-select-item-option-active\b/)
  await combobox.press('Enter')
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
}

/**
 * Which of `choices` shows first, as an assertion waits: the value paired with the first locator seen visible.
 * For a screen whose outcome is one of several (two clerks racing for one seat: which of them is told the other
 * holds it). Read while it shows, so a toast that closes a moment later is not missed.
 */
export async function whichShows<T>(choices: ReadonlyArray<readonly [Locator, T]>, message: string) {
  let shown: { value: T } | undefined
  await expect
    .poll(
      async () => {
        for (const [locator, value] of choices)
          if (await locator.first().isVisible()) {
            shown = { value }
            break
          }
        return shown !== undefined
      },
      { message },
    )
    .toBe(true)
  return shown!.value
}

/**
 * A dialog still fading in blends its colours with the page behind, and so do colours still changing after a
 * theme switch: every finite animation and transition (antd's zoom and fade, the 2 s wave of a clicked button, a
 * theme's colours) is fast-forwarded to its end, as Playwright does before a screenshot, until none is left
 * running (an animation's end may start another); spinners run for ever and are left alone.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity)
      if (!running.length) return
      for (const animation of running) {
        try {
          animation.finish()
        } catch {
          // at a playback rate of 0 it has no end: left as it is
        }
      }
      // the app's end handlers (antd's motion classes) run, and React renders what follows
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
}

/**
 * Serious and critical axe violations on the current page, once its animations are over: of every rule, or of
 * the rules named in `only`.
 */
export async function seriousA11yViolations(page: Page, only?: string[]) {
  // The pointer leaves the page first: whatever it rests on after the last click (a button still under it, or
  // one a layout change has just moved away, whose hover Chromium drops a moment later) is not the screen's
  // settled state, and a hover colour measured half the time makes a check that passes or fails by chance.
  await page.mouse.move(-1, -1)
  await settleAnimations(page)
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts. Once a document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const result = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: { resultTypes: string[]; runOnly?: { type: 'rule'; values: string[] } },
          ) => Promise<{
            violations: Array<{
              id: string
              impact: string
              help: string
              nodes: Array<{ target: string[] }>
            }>
          }>
        }
      }
    ).axe
    // every violation in full; passes and incomplete results are left unreported, which axe does much faster
    return axe.run(document, {
      resultTypes: ['violations'],
      ...(only && { runOnly: { type: 'rule', values: only } }),
    })
  }, only)
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

declare global {
  interface Window {
    __cspViolation?: (text: string) => void
  }
}

/**
 * antd's opening motions: a modal zooming in (0.3 s), a drawer or a dropdown sliding in, while rc-motion's
 * `-appear…`/`-enter…` classes are on them. Not the wave of a clicked button (2 s, and nothing to wait for).
 */
const OPENING = '[class*="-appear"]:not(.ant-wave), [class*="-enter"]:not(.ant-wave)'

/**
 * Before each action and each assertion on `page`, whatever is still opening finishes opening: Playwright runs
 * the (empty) handler, then waits until no opening motion is left. A button clicked while its dialog still
 * zooms in can move between the press and the release on a busy machine, and the click is lost; the same for
 * a menu's item while the menu slides in.
 */
function waitForOpenings(page: Page) {
  void page.addLocatorHandler(page.locator(OPENING).first(), async () => {}).catch(() => {})
}

/**
 * Records what goes wrong in every page of `context`: uncaught errors, and Content-Security-Policy violations,
 * both as the page's `securitypolicyviolation` events and as Chromium's console errors (a refused eval raises
 * the event only). Every page of it waits for what is opening before it acts (waitForOpenings).
 */
async function watch(context: BrowserContext, pageErrors: string[], cspViolations: string[]) {
  context.on('page', waitForOpenings)
  context.pages().forEach(waitForOpenings)
  context.on('weberror', (error) => pageErrors.push(error.error().message))
  context.on('console', (message) => {
    // "Refused to …" in older Chromium, "… violates the following Content Security Policy directive …" now
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      cspViolations.push(message.text())
  })
  await context.exposeFunction('__cspViolation', (text: string) => cspViolations.push(text))
  await context.addInitScript(() =>
    window.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolation?.(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`,
        ),
      true,
    ),
  )
}

export const test = base.extend<{ pageErrors: string[]; cspViolations: string[] }>({
  // Each worker has its own server (e2e/servers.ts). The page, the `request` fixture and every context or
  // request context a test creates itself take their baseURL from here.
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.parallelIndex >= serverCount)
      throw new Error(
        `worker ${testInfo.parallelIndex} has no server: start more with E2E_WORKERS (--workers alone does not)`,
      )
    await use(serverURL(testInfo.parallelIndex))
  },
  cspViolations: async ({}, use) => {
    await use([])
  },
  /** Every spec starts from the seed, and fails on any uncaught page error or CSP violation, in any context. */
  pageErrors: [
    async ({ browser, context, request, cspViolations }, use) => {
      await mock.reset(request)
      const errors: string[] = []
      await watch(context, errors, cspViolations)
      const watchOpened = (opened: BrowserContext) =>
        void watch(opened, errors, cspViolations).catch(() => {})
      browser.on('context', watchOpened)
      await use(errors)
      browser.off('context', watchOpened)
      expect(errors, 'uncaught errors in the page').toEqual([])
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
