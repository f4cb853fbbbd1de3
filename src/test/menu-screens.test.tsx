/*
 * Every active entry of each demo account's side menu (as the backend gives it to that account) opens a real
 * screen: a route of the app matches it (never the 404 page), and its guard (never the 403 page) and its loader
 * pass. What each screen then draws is that screen's own test's.
 */
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { API } from '../api/paths'
import { meQuery } from '../api/resources/auth'
import type { MenuItem } from '../api/schemas/access'
import { createQueryClient } from '../app/query-client'
import { routeTree } from '../routeTree.gen'
import { callApi, signInDemo, withDemoBackend } from './demo-backend'

withDemoBackend()

/** The demo accounts of the README, one a role. */
const ACCOUNTS = [
  ['admin', 'admin123'],
  ['letan.sg', 'letan123'],
  ['kho', 'kho123'],
  ['quanly', 'quanly123'],
  ['taixe', 'taixe123'],
] as const

describe('the side menu of each demo account', () => {
  it.each(ACCOUNTS)('%s: every active entry opens its screen', async (username, password) => {
    const { token, user } = await signInDemo(username, password)
    const menu = await callApi<MenuItem[]>(`${API.menu}/get-by-role`, { token })
    const links = menu.body.data.filter((m) => m.type !== 'subheader' && m.active).map((m) => m.slug)
    expect(links.length).toBeGreaterThan(0)
    const queryClient = createQueryClient()
    queryClient.setQueryData(meQuery().queryKey, user)
    for (const slug of links) {
      const router = createRouter({
        routeTree,
        context: { queryClient },
        history: createMemoryHistory({ initialEntries: [slug] }),
      })
      await router.load()
      const { matches } = router.state
      // a route of the app (the root's own 404 is a match of the root alone), none failed (403, an error)
      expect(matches.at(-1)?.routeId, slug).not.toBe('__root__')
      expect(
        matches.filter((m) => m.status !== 'success').map((m) => `${m.routeId}: ${m.status}`),
        slug,
      ).toEqual([])
    }
  })
})
