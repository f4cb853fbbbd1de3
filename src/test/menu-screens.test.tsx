/*
 * Every active entry of each demo account's side menu (as the backend gives it to that account) opens a real
 * screen: its route matched, past its guard and its loader, showing its heading; never the 404 or the 403 page.
 */
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { API } from '../api/paths'
import type { MenuItem } from '../api/schemas/access'
import { renderApp } from '../app/test-utils'
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
    const { token } = await signInDemo(username, password)
    const menu = await callApi<MenuItem[]>(`${API.menu}/get-by-role`, { token })
    const links = menu.body.data.filter((m) => m.type !== 'subheader' && m.active).map((m) => m.slug)
    expect(links.length).toBeGreaterThan(0)
    const { router } = renderApp('/user/info')
    await screen.findByRole('heading', { level: 1 })
    for (const slug of links) {
      await router.navigate({ to: slug })
      const { location, matches } = router.state
      expect(location.pathname, slug).toBe(slug)
      // a route of the app (the root's own 404 is a match of the root alone), none failed (403, an error)
      expect(matches.at(-1)?.routeId, slug).not.toBe('__root__')
      expect(
        matches.filter((m) => m.status !== 'success').map((m) => `${m.routeId}: ${m.status}`),
        slug,
      ).toEqual([])
      await waitFor(() => {
        const heading = screen.getAllByRole('heading', { level: 1 }).at(-1)?.textContent ?? ''
        expect(heading, slug).not.toMatch(/^(404|403)$/)
        expect(heading, slug).not.toBe('')
      })
    }
  })
})
