/*
 * Screen tests against the demo backend (mocks/): its own msw handlers, a fresh seed per test, a real sign-in,
 * and a log of what went over the wire.
 *
 *   withDemoBackend()
 *   it('…', async () => {
 *     await signInDemo('quanly', 'quanly123')
 *     const wire = recordRequests()
 *     renderApp('/car')
 *     expect(wire.get('/api/car/list')).toHaveLength(1)
 *   })
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, onTestFinished, vi } from 'vitest'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { db, grantCodes, handlers, resetDb, revokeCodes, server } from '../../mocks/node'
import { API, CLIENT_HEADER } from '../api/paths'
import type { User } from '../api/schemas/auth'
import { signInAs } from '../app/test-utils'
import i18n from '../i18n'

export { db, grantCodes, revokeCodes, server }

/** Marks the test's own calls (another clerk), which the request log leaves out. */
const DIRECT = 'x-test-direct'

/**
 * The msw server with the demo backend's handlers for this file, and the seed again before every test.
 * `preload` loads the lazily loaded code the screen uses (the signed-in layout, its dialogs) once up front,
 * so the first test's queries do not wait for the module graph to be transformed.
 */
export function withDemoBackend(preload: Array<() => Promise<unknown>> = []) {
  // A whole screen with antd in jsdom takes a few seconds per test when the 2 cores are shared.
  vi.setConfig({ testTimeout: 30_000 })
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' })
    // jsdom and antd are slow on a busy 2-core machine: findBy / waitFor wait up to 5 s (never a fixed sleep)
    configure({ asyncUtilTimeout: 5000 })
    await Promise.all([import('../features/layout/AppLayout'), ...preload.map((load) => load())])
  }, 60_000)
  beforeEach(() => resetDb())
  afterEach(() => {
    server.resetHandlers()
    server.events.removeAllListeners()
  })
  afterAll(() => server.close())
}

/** A call straight to the demo backend (another clerk's browser): status and envelope. */
export async function callApi<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{
  status: number
  body: { code: number; message: string | null; data: T; errors?: Record<string, string[]> }
}> {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, [DIRECT]: '1' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`${window.location.origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: await res.json() }
}

/** A token of another clerk (the test's own calls with it are not logged as the app's). */
export async function loginToken(username: string, password: string): Promise<string> {
  const { status, body } = await callApi<{ access_token: string }>(API.auth.login, {
    body: { username, password },
  })
  expect(status).toBe(200)
  return body.data.access_token
}

/** Signs in through the demo backend's login and stores the session as the sign-in form does. */
export async function signInDemo(username: string, password: string): Promise<{ token: string; user: User }> {
  const { status, body } = await callApi<{ access_token: string; user: User }>(API.auth.login, {
    body: { username, password },
  })
  expect(status).toBe(200)
  signInAs(body.data.user, body.data.access_token)
  return { token: body.data.access_token, user: body.data.user }
}

export interface WireRequest {
  method: string
  /** pathname, e.g. /api/car/list */
  path: string
  query: Record<string, string>
  /** the JSON body (undefined when there is none) */
  body: Promise<unknown>
}

/** Every request the app sends from now on (until the test ends). */
export function recordRequests() {
  const log: WireRequest[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.headers.has(DIRECT)) return
    const url = new URL(request.url)
    const copy = request.clone()
    log.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: copy.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    })
  })
  return {
    log,
    /** the requests to `path` (and of `method`, when given) */
    to: (path: string, method?: string) =>
      log.filter((r) => r.path === path && (!method || r.method === method)),
    /** the requests whose path starts with `prefix` */
    under: (prefix: string) => log.filter((r) => r.path.startsWith(prefix)),
    clear: () => void (log.length = 0),
  }
}

/**
 * The open dialog with this title. (Not by accessible name: under NODE_ENV=test antd gives every generated id
 * the same value, "test-id", so a modal's aria-labelledby may point at another element.)
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText(title).length > 0)
    expect(dialog, `dialog "${title}"`).toBeDefined()
    return dialog!
  })
}

/**
 * Waits until `dialog` has closed. jsdom runs no CSS animation, so antd's closing one never ends by itself:
 * its end events are sent as a browser would once it finished.
 */
export function waitForClose(dialog: HTMLElement): Promise<void> {
  return waitFor(() => {
    for (const element of document.querySelectorAll('[class*="-leave-active"]')) {
      fireEvent(element, new Event('transitionend'))
      fireEvent(element, new Event('webkitAnimationEnd'))
      fireEvent(element, new Event('animationend'))
    }
    expect(dialog).not.toBeInTheDocument()
  })
}

/** The text of one column of a DataTable, top to bottom (the column found by its header). */
/**
 * The body row of `table` whose text matches `text` (exactly one): the table's own rows, not a role query by
 * name, which works out the name of every row of a long table.
 */
export function rowWith(table: HTMLElement, text: RegExp): HTMLTableRowElement {
  // what its accessible name is made of: its cells' text and the labels of what is in them (a link named by its trip)
  const words = (row: HTMLTableRowElement) =>
    [
      ...[...row.cells].map((cell) => cell.textContent),
      ...[...row.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
    ].join(' ')
  const rows = [
    ...table.querySelectorAll<HTMLTableRowElement>('tbody > tr:not([aria-hidden="true"])'),
  ].filter((row) => text.test(words(row)))
  expect(rows, `one row matching ${text}`).toHaveLength(1)
  return rows[0]
}

export function columnValues(table: HTMLElement, header: string): string[] {
  // the table's own elements, not role queries: those work out every element's role, row after row
  const headers = [...table.querySelectorAll('thead th')]
  const index = headers.findIndex((th) => th.textContent === header)
  expect(index, `column "${header}"`).toBeGreaterThanOrEqual(0)
  return [...table.querySelectorAll('tbody > tr:not([aria-hidden="true"])')].map(
    // a row's header cell (a SimpleTable's rowHeader) is one of its cells too
    (row) => row.querySelectorAll(':scope > td, :scope > th')[index]?.textContent ?? '',
  )
}

/**
 * Shows columns a list hides at first (its default columns fit an office PC's 1366 px) as a clerk does: the
 * column chooser ("Cột"), a tick per column, Escape.
 */
export async function showColumns(user: UserEvent, ...headers: string[]) {
  await user.click(screen.getByRole('button', { name: 'Cột' }))
  const panel = screen.getByRole('group', { name: 'Chọn cột hiển thị' })
  for (const header of headers) {
    const box = within(panel).getByRole('checkbox', { name: header })
    expect(box, `column "${header}" shown at first`).not.toBeChecked()
    await user.click(box)
  }
  await user.keyboard('{Escape}')
}

/** The entries of the row `label`'s "Khác" menu (RowActions), opened from its button in `row` (or its table); left open. */
export async function openRowMenu(user: UserEvent, row: HTMLElement, label: string): Promise<HTMLElement> {
  const name = i18n.t('table:moreActions', { label })
  const more = buttonNamed(row, name)
  expect(more, `the button "${name}"`).toBeDefined()
  await user.click(more!)
  return waitFor(() => {
    const menu = document.getElementById(more!.getAttribute('aria-controls') ?? '')
    expect(menu, 'the row’s menu').not.toBeNull()
    return menu!
  })
}

/**
 * The button in `container` named `name` (a row's actions are named by their aria-label): found by that name, not
 * by a role query, which works out the role of every element of a long table.
 */
export const buttonNamed = (container: HTMLElement, name: string): HTMLElement | undefined =>
  [...container.querySelectorAll<HTMLElement>('button[aria-label]')].find(
    (button) => button.getAttribute('aria-label') === name,
  )

/**
 * Chooses `option` in an antd select, as a clerk does: opens it, types to narrow the options, clicks the one
 * named (in the popup opened last: antd appends each select's popup to the body when it first opens).
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox)
  await user.type(combobox, option, { skipClick: true })
  await user.click((await screen.findAllByTitle(option)).at(-1)!)
}

/**
 * Chooses `action` among the actions of the row `label` in `table`, as a clerk does: its button on the row, or,
 * a row keeping two buttons at most, the entry of the row's "Khác" menu (e2e's `chooseRowAction`).
 */
export async function chooseRowAction(user: UserEvent, table: HTMLElement, label: string, action: string) {
  const button = buttonNamed(table, `${action} ${label}`)
  if (button) return user.click(button)
  const menu = await openRowMenu(user, table, label)
  await user.click(within(menu).getByRole('menuitem', { name: action }))
}

/**
 * The app's next POST to `path` reaches the demo backend, which does it, but its answer never comes back (the
 * network failed on the way back): the app sees a network error.
 */
export function loseNextAnswer(path: string) {
  server.use(
    http.post(
      `*${path}`,
      async ({ request }) => {
        await getResponse(handlers, request)
        return HttpResponse.error()
      },
      { once: true },
    ),
  )
}

/**
 * The app's next request to `path` (a POST unless said) waits for the returned release before the demo backend
 * does it and answers.
 */
export function holdNextRequest(path: string, method: 'get' | 'post' = 'post'): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // nothing answered here: the request goes on to the demo backend's handler
  server.use(http[method](`*${path}`, () => held, { once: true }))
  return release
}

/** jsdom has no download: the file handed to it is what the test sees. */
export function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:file')
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
  onTestFinished(() => void Object.assign(URL, original))
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return {
    file: () => createObjectURL.mock.calls[0]?.[0],
    name: () => (click.mock.contexts[0] as HTMLAnchorElement | undefined)?.download,
  }
}
