import { test, expect, openSignedIn } from './fixtures'

const booking = [
  '/booking-waiting',
  '/add-customer-to-car',
  '/booking/split-merge',
  '/list-ticket-by-car',
  '/canceled-tickets',
  '/list-guests-require-pick-to-station',
  '/list-guests-require-pick-to-home',
]
const shipping = ['/shipping-waiting', '/shipping', '/product-type']

// every account's menu is held to the rule by unit tests (src/lib/menu-filter.test.ts); here one account's, as served
test('the side menu is the menu data as the account may see it', async ({ page }) => {
  await openSignedIn(page, 'letan')
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Menu chính' })
  const hrefs = () =>
    nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  await expect.poll(hrefs).toEqual([...booking, ...shipping])
})

test('an entry moved with Alt+↑ on /menu moves in another user’s open side menu', async ({
  page,
  browser,
}) => {
  const managerContext = await browser.newContext()
  const manager = await managerContext.newPage()
  await openSignedIn(manager, 'quanly')
  const managerMenu = manager.getByRole('navigation', { name: 'Menu chính' })
  const vehicleLinks = () =>
    managerMenu
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
          .filter((path) => ['/vehicle', '/brand', '/car'].includes(path)),
      )
  await expect.poll(vehicleLinks).toEqual(['/vehicle', '/brand', '/car'])
  await expect(manager.getByText('Trực tuyến')).toBeVisible()

  await openSignedIn(page, 'admin', '/menu')
  const move = page.getByRole('button', { name: 'Di chuyển Hãng xe' })
  await move.focus()
  await move.press('Alt+ArrowUp')
  await expect(page.getByText(/^Đã chuyển Hãng xe tới vị trí \d+ trên \d+$/)).toBeAttached()
  await expect(page.getByRole('button', { name: 'Di chuyển Hãng xe' })).toBeFocused()
  await expect.poll(vehicleLinks).toEqual(['/brand', '/vehicle', '/car'])

  // saved: the order is the backend's
  await page.reload()
  // each row's header: its Vietnamese name, then its English one
  const names = page.getByRole('table', { name: 'Các mục menu' }).getByRole('rowheader')
  await expect.poll(() => names.allTextContents()).toContain('Hãng xeBrands')
  const order = await names.allTextContents()
  expect(order.indexOf('Hãng xeBrands')).toBe(order.indexOf('Loại xeVehicle types') - 1)
  await managerContext.close()
})

test('menu entries are real links that open in a new tab', async ({ page, context }) => {
  await openSignedIn(page, 'letan')
  const link = page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link').first()
  await expect(link).toHaveAttribute('href', '/booking-waiting')
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })])
  await popup.waitForLoadState()
  expect(new URL(popup.url()).pathname).toBe('/booking-waiting')
})
