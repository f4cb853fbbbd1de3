import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { test, expect, openSignedIn } from './fixtures'

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** What a successful XSS would do: add an inline script to the page. */
const injectInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })

test('the built app is served with its Content-Security-Policy, deep links included', async ({ request }) => {
  for (const path of ['/', '/login', '/car?page=2']) {
    const response = await request.get(path)
    expect(response.headers()['content-type']).toContain('text/html')
    // the page's one inline script (scripts/route-preload.ts), allowed by the hash of what is served
    const inline = [...(await response.text()).matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1])
    expect(inline).toHaveLength(1)
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`
    // The suite runs without VITE_API_URL / VITE_SOCKET_URL: the app, its API and its socket share one origin.
    expect(directives(response.headers()['content-security-policy']), path).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", hash],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  }
})

test('an injected inline script does not run, and the violation is caught', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible()
  await injectInlineScript(page)
  // Both reports: the page's securitypolicyviolation event and Chromium's console error.
  await expect
    .poll(() => cspViolations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline on http:\/\/localhost:\d+\/login$/),
        expect.stringMatching(
          /^Executing inline script violates .* Content Security Policy directive 'script-src 'self' 'sha256-/,
        ),
      ]),
    )
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  cspViolations.length = 0 // expected here; the fixture fails the test on any other
})

test('a violation in a browser context the test opens itself is caught too', async ({
  browser,
  cspViolations,
}) => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('/login') // the worker's own server: contexts take the fixture's baseURL
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible()
    await injectInlineScript(page)
    await expect
      .poll(() => cspViolations)
      .toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/))
    cspViolations.length = 0
  } finally {
    await context.close()
  }
})

test('under the policy the live socket connects by websocket to the page’s own origin', async ({
  page,
  baseURL,
}) => {
  const websocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
  await openSignedIn(page, 'admin', '/')
  expect((await websocket).url()).toMatch(new RegExp(`^${baseURL!.replace(/^http/, 'ws')}/socket\\.io/`))
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
})

test('under the policy an uploaded car photo shows in the form', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/car')
  await page.getByRole('button', { name: 'Thêm xe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm xe' })
  await dialog.getByLabel('Ảnh xe', { exact: true }).setInputFiles({
    name: 'xe.png',
    mimeType: 'image/png',
    // a 1×1 PNG
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  const photo = dialog.getByRole('img', { name: 'Ảnh xe' })
  await expect(photo).toHaveAttribute('src', /^\/uploads\//)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
})
