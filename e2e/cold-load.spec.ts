import type { Page } from '@playwright/test'
import { test, expect, openSignedIn } from './fixtures'

/**
 * Issue 23 §5: a cold load asks at once for the code of the route being opened (scripts/route-preload.ts), not
 * one file after another as each arrives. The figures are the cold-load benchmark's (cold-load.bench.spec.ts).
 */

/** The same-origin JS and CSS files the page fetches from now on. */
function filesFetched(page: Page) {
  const files = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
  })
  return files
}

/** What the page preloaded or names as a script or stylesheet. */
const named = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel=modulepreload], link[rel=preload], script[src], link[rel=stylesheet]',
      ),
      (el) => new URL('href' in el ? el.href : el.src).pathname,
    ),
  )

test('a desk opened cold asks for all its code at once; signed out, a desk’s code is not fetched', async ({
  page,
  browser,
  baseURL,
}) => {
  const fetched = filesFetched(page)
  const calls: string[] = []
  page.on('request', (request) => calls.push(`asked ${new URL(request.url()).pathname}`))
  page.on('response', (response) => calls.push(`answered ${new URL(response.url()).pathname}`))
  await openSignedIn(page, 'letan', '/booking-waiting')
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toBeVisible()
  const preloaded = await named(page)
  // all but the language catalogues (asked for by the screen's loader) and the socket's client (after content)
  const late = [...fetched].filter((file) => !/\/(locale-\w+-\w+|socket-client)-[\w-]+\.js$/.test(file))
  expect(late.length).toBeGreaterThan(30)
  expect(late.filter((file) => !preloaded.includes(file))).toEqual([])
  // who is signed in is asked beside the settings, not once they have come
  expect(calls.indexOf('asked /api/user/detail')).toBeGreaterThan(-1)
  expect(calls.indexOf('asked /api/user/detail')).toBeLessThan(calls.indexOf('answered /api/setting/general'))

  // no session: the sign-in page, without the signed-in frame's code
  const signedOut = await browser.newContext({ baseURL })
  const visitor = await signedOut.newPage()
  const visitorFetched = filesFetched(visitor)
  await visitor.goto('/booking-waiting')
  await expect(visitor.getByRole('button', { name: 'Đăng nhập' })).toBeVisible()
  expect([...visitorFetched].filter((file) => /\/(frame|AppLayout|booking-waiting)-/.test(file))).toEqual([])
  await signedOut.close()
})
