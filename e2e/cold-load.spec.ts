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

/** What index.html names itself, and the files its route map gives the address `path`. */
async function servedFor(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const named = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1])
  const map = JSON.parse(
    html.match(/<script type="application\/json" id="route-chunks">(.*?)<\/script>/)![1],
  ) as {
    base: string
    files: string[]
    routes: Array<[string, number, number[]]>
  }
  const route = map.routes.find(([pattern]) => new RegExp(pattern).test(path))!
  return { named, routeFiles: route[2].map((index) => map.base + map.files[index]) }
}

test('a desk opened cold asks for all its code at once; signed out, a desk’s code is not fetched', async ({
  page,
  browser,
  baseURL,
}) => {
  const { named, routeFiles } = await servedFor(page, '/booking-waiting')
  const fetched = filesFetched(page)
  const calls: string[] = []
  page.on('request', (request) => calls.push(`asked ${new URL(request.url()).pathname}`))
  page.on('response', (response) => calls.push(`answered ${new URL(response.url()).pathname}`))
  await openSignedIn(page, 'letan', '/booking-waiting')
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toBeVisible()
  // the page's inline script (under the CSP) preloaded the route's files: scripts and stylesheets
  const preloaded = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload][as=style]'),
      (link) => new URL(link.href).pathname,
    ),
  )
  expect(preloaded).toEqual(expect.arrayContaining(routeFiles))
  // and the map is whole: what the screen fetched is in the page or in its route's files, but the language
  // catalogues (asked for by its loader) and the socket's client (after its first content)
  const later = /\/(locale-\w+-\w+|socket-client)-[\w-]+\.js$/
  expect(
    [...fetched].filter((file) => !later.test(file) && !named.includes(file) && !routeFiles.includes(file)),
  ).toEqual([])
  // who is signed in is asked beside the settings, not once they have come
  expect(calls.indexOf('asked /api/user/detail')).toBeGreaterThan(-1)
  expect(calls.indexOf('asked /api/user/detail')).toBeLessThan(calls.indexOf('answered /api/setting/general'))

  // no session: the sign-in page, without the desk's code (but what the two share)
  const { routeFiles: signInFiles } = await servedFor(page, '/login')
  const signedOut = await browser.newContext({ baseURL })
  const visitor = await signedOut.newPage()
  const visitorFetched = filesFetched(visitor)
  await visitor.goto('/booking-waiting')
  await expect(visitor.getByRole('button', { name: 'Đăng nhập' })).toBeVisible()
  expect(
    [...visitorFetched].filter((file) => routeFiles.includes(file) && !signInFiles.includes(file)),
  ).toEqual([])
  await signedOut.close()
})
