/* Test helpers for screens: the real route tree on a memory history, a fresh QueryClient, msw handlers. */
import { cleanup, render } from '@testing-library/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { http as mswHttp, HttpResponse } from 'msw'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from './query-client'
import { AppProviders } from './providers'
import { API } from '../api/paths'
import type { Settings } from '../api/schemas/settings'
import type { User } from '../api/schemas/auth'
import { FALLBACK_SETTINGS } from '../api/resources/settings'
import { meQuery } from '../api/resources/auth'
import { useSession } from '../stores/session'
import { useUi } from '../stores/ui'
import { setNotifier } from '../lib/notify'
import { resetHttpState } from '../api/http'
import type { MenuItem } from '../api/schemas/access'
import { visibleMenuItems } from '../lib/menu-filter'
import { permissionCodes, roleSlugs } from '../lib/permissions'
import { createSeed } from '../../mocks/db/seed'

/** Who `renderApp` starts signed in as (`signInAs`, `signInDemo`): the answer its `me` query starts with. */
let signedIn: User | null = null

/** What one test left behind (called after every test by src/test/setup.ts, so each file gets it). */
export function resetAppState() {
  cleanup()
  signedIn = null
  useSession.getState().clear()
  useUi.setState({ locale: null, themeMode: null, loadingCount: 0, siderCollapsed: false })
  localStorage.clear()
  setNotifier(null)
  resetHttpState()
}

export const ok = (data: unknown, message = 'OK') => HttpResponse.json({ code: 200, message, data })

export const TEST_SETTINGS: Settings = {
  ...FALLBACK_SETTINGS,
  title: 'Nhà xe Demo',
  default_language: 'vi-VN',
}

/** The seed's menu data (built once: the seed is large). */
let seedMenu: MenuItem[] | undefined
const seededMenu = () => (seedMenu ??= createSeed().menus.all())

/**
 * The calls every screen makes at boot: the public settings, and the signed-in user's side menu (the seed's menu
 * as the backend filters it for `signInAs`'s user).
 */
export const settingsHandlers = (settings: Settings = TEST_SETTINGS) => [
  mswHttp.get(`*${API.menu}/get-by-role`, () =>
    ok(visibleMenuItems(seededMenu(), permissionCodes(signedIn), roleSlugs(signedIn))),
  ),
  mswHttp.get(`*${API.setting.general}`, () => ok(settings)),
  mswHttp.get(`*${API.setting.byLanguage}`, ({ request }) => {
    const language = new URL(request.url).searchParams.get('language') ?? 'vi'
    return ok({ language, format_date: 'DD/MM/YYYY', format_time: 'HH:mm' })
  }),
]

export function makeUser(slug: string, codes: string[], overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: slug,
    fullname: 'Nguyễn Văn Test',
    status: 1,
    roles: [
      {
        id: 1,
        name: slug,
        slug,
        status: 1,
        permissions: codes.map((code, i) => ({ id: i + 1, action: { id: i + 1, name: code, code } })),
      },
    ],
    ...overrides,
  }
}

/** Stores a session for `user` as the sign-in form does: the token, and the user as the login answered it. */
export function signInAs(user: User, token = 'test-token') {
  useSession.getState().signIn(token, false)
  signedIn = user
}

/** Renders the whole app at `url`; returns the router (for its location) and the query client. */
export function renderApp(url: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: 0 } })
  if (signedIn) queryClient.setQueryData(meQuery().queryKey, signedIn)
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
    trailingSlash: 'preserve',
  })
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, router, queryClient }
}
